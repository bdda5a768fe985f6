// Where a click on a notification goes (spec, first document, section 2, 'Notification links').
import { order } from '../entities/order';
import { screenPath } from '../screen-paths';

/** Notification kinds other parts of the product raise; the item's `type`. */
export const NOTIFICATION_KINDS = {
  review: 'review',
  order: 'order',
  orderStatus: 'order_status',
  chat: 'chat',
  inboundSms: 'inbound_sms',
  orderDelivery: 'order_delivery',
} as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[keyof typeof NOTIFICATION_KINDS];

/** What a notification carries to build its link; every key is optional. */
export interface NotificationLinkData {
  reviewId?: string | number;
  /** the order's id (mongoId in the spec) */
  Id?: string | number;
  chatRoomID?: string | number;
  memberID?: string | number;
  smsId?: string | number;
  deliveryRouteId?: string | number;
}

const present = (v: unknown): v is string | number => v !== undefined && v !== null && v !== '';

// Every id is one encoded path segment or query value: data comes from whoever raised the
// notification, and an id such as '1/../../x' or '5?a=b' must not open another screen.
const segment = (v: string | number) => encodeURIComponent(String(v));

/** The screen path (hash route) a notification opens. */
export function notificationLink(type: string, data: NotificationLinkData = {}): string {
  switch (type) {
    case NOTIFICATION_KINDS.review:
      return present(data.reviewId) ? `/catalog/review/update/${segment(data.reviewId)}` : '/catalog/review';
    case NOTIFICATION_KINDS.order:
    case NOTIFICATION_KINDS.orderStatus:
      return present(data.Id) ? screenPath(order, 'edit', data.Id) : screenPath(order, 'list');
    case NOTIFICATION_KINDS.chat:
      return present(data.chatRoomID) && present(data.memberID)
        ? `/user/chat?chatRoomID=${segment(data.chatRoomID)}&memberID=${segment(data.memberID)}`
        : '/user/chat';
    case NOTIFICATION_KINDS.inboundSms:
      return present(data.smsId) ? `/sms/send/${segment(data.smsId)}` : '/sms/send';
    case NOTIFICATION_KINDS.orderDelivery:
      return present(data.deliveryRouteId) ? `/delivery/delivery/${segment(data.deliveryRouteId)}` : '/delivery/routes';
    default:
      return '/user/customer';
  }
}

/** The same screen as a full address for a mail: the product's public URL, then the hash route. */
export const notificationMailLink = (publicUrl: string, type: string, data?: NotificationLinkData): string =>
  `${publicUrl.replace(/\/+$/, '')}/#${notificationLink(type, data)}`;
