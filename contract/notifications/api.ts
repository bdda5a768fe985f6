// The notification calls, on the notification service (mounted at /notification/). Paths are relative
// to the service base; shapes are in docs/notifications.md.
export const NOTIFICATION_PATHS = {
  /** GET ?offset&limit -> {data: NotificationItem[], count, unread} (newest first) */
  list: 'l',
  /** GET -> {unread} */
  unreadCount: 'l/unread',
  /** PUT {id} (no body) -> the item, read; DELETE {id} -> {deleted: 1} */
  item: (id: number | string) => String(id),
  /** PUT -> {updated: n} */
  markAllRead: 'r/a',
  /** generic entity pattern (types, sounds, type groups) */
  types: 't',
  sounds: 'sound',
  typeGroups: 'tg',
  /** GET and PUT, no id: the current user's settings -> {settings, groups, types} */
  settings: 's',
  /** GET -> {publicKey}: the VAPID key for PushManager.subscribe */
  vapidPublicKey: 'subscription/vapid-public-key',
  /** POST {endpoint, keys: {p256dh, auth}} -> 201 {saved: true} */
  saveSubscription: 'subscription/save-subscription',
  /** POST {endpoint} -> {deleted: n}: stop pushing to this browser (e.g. on sign-out) */
  deleteSubscription: 'subscription/delete-subscription',
  /** POST multipart 'file' (audio, checked by content) -> 201 {fileId, url}; url is files/{key}, which plays it with no token */
  fileUpload: 'files/upload',
  /** key: the stored file's random key (never its fileId, which stays internal) */
  file: (key: string) => `files/${encodeURIComponent(key)}`,
} as const;

/** Not in the spec: a push endpoint that is no allowed push service's https address (docs/notifications.md, "Web push"). */
export const PUSH_ENDPOINT_REFUSED = 'This address is not a push service this server sends to.';

/** The service worker the SPA registers for push (spec, first document, section 9). */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Body of a push message the service worker shows. */
export interface PushPayload {
  title: string;
  body: string;
  /** hash route to open on click */
  link: string;
  notificationId: number;
}

/** Body of the socket event EVENTS.notification on namespace 'main': the new item. */
export type { NotificationItem as NotificationEvent } from './items';
