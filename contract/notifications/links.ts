// Where a click on a notification goes (spec, first document, section 2, 'Notification links').

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

/** The screen path (hash route) a notification opens. */
export function notificationLink(type: string, data: NotificationLinkData = {}): string {
  switch (type) {
    case NOTIFICATION_KINDS.review:
      return present(data.reviewId) ? `/catalog/review/update/${data.reviewId}` : '/catalog/review';
    case NOTIFICATION_KINDS.order:
    case NOTIFICATION_KINDS.orderStatus:
      return present(data.Id) ? `/sale/order/update/${data.Id}` : '/sale/order';
    case NOTIFICATION_KINDS.chat:
      return present(data.chatRoomID) && present(data.memberID)
        ? `/user/chat?chatRoomID=${encodeURIComponent(data.chatRoomID)}&memberID=${encodeURIComponent(data.memberID)}`
        : '/user/chat';
    case NOTIFICATION_KINDS.inboundSms:
      return present(data.smsId) ? `/sms/send/${data.smsId}` : '/sms/send';
    case NOTIFICATION_KINDS.orderDelivery:
      return present(data.deliveryRouteId) ? `/delivery/delivery/${data.deliveryRouteId}` : '/delivery/routes';
    default:
      return '/user/customer';
  }
}
