// The notification calls (contract/notifications/api.ts; shapes in docs/notifications.md).
import {
  NOTIFICATION_PATHS,
  type NotificationItem,
  type TypeChannels,
  type TypeGroup,
  type UserSettings,
} from '../../../contract/notifications';
import { request } from '../../dataProvider/http';

const SERVICE = 'notification';

export interface NotificationPage {
  data: NotificationItem[];
  count: number;
  unread: number;
}

export interface NotificationSettingsBody {
  settings: UserSettings;
  groups: TypeGroup[];
  types: TypeChannels[];
}

export const notificationApi = {
  list: (offset: number, limit: number) => request<NotificationPage>(SERVICE, NOTIFICATION_PATHS.list, { query: { offset, limit } }),
  unread: () => request<{ unread: number }>(SERVICE, NOTIFICATION_PATHS.unreadCount),
  markRead: (id: number) => request<NotificationItem>(SERVICE, NOTIFICATION_PATHS.item(id), { method: 'PUT' }),
  remove: (id: number) => request(SERVICE, NOTIFICATION_PATHS.item(id), { method: 'DELETE' }),
  markAllRead: () => request(SERVICE, NOTIFICATION_PATHS.markAllRead, { method: 'PUT' }),
  settings: () => request<NotificationSettingsBody>(SERVICE, NOTIFICATION_PATHS.settings),
  saveSettings: (settings: UserSettings) => request<NotificationSettingsBody>(SERVICE, NOTIFICATION_PATHS.settings, { method: 'PUT', body: { settings } }),
  vapidPublicKey: () => request<{ publicKey: string }>(SERVICE, NOTIFICATION_PATHS.vapidPublicKey),
  saveSubscription: (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
    request(SERVICE, NOTIFICATION_PATHS.saveSubscription, { method: 'POST', body: subscription }),
  deleteSubscription: (endpoint: string) => request(SERVICE, NOTIFICATION_PATHS.deleteSubscription, { method: 'POST', body: { endpoint } }),
};
