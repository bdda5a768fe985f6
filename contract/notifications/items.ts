// The notification list: item shape and counting rules (spec, first document, section 4).
import type { NotificationLinkData } from './links';

/** One notification as the list call returns it (second document, 'Notification item'). */
export interface NotificationItem {
  _id: number;
  /** the kind (NOTIFICATION_KINDS) or a notification type's name */
  type: string;
  content: string;
  message: string | null;
  /** who caused it: { userId, username } or null for the system */
  sender: { userId: number; username: string } | null;
  is_read: boolean;
  created_at: string;
  /** the receiver's user id */
  user: number;
  receiver: number;
  /** link data, see notificationLink */
  data: NotificationLinkData;
  /** URL of the sound to play on arrival, when the type has one */
  sound?: string | null;
}

export interface NotificationState {
  items: NotificationItem[];
  unread: number;
  /** total items on the server, to know whether more can be loaded */
  total: number;
}

/** List page size and the distance from the bottom (px) that loads the next page. */
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_SCROLL_THRESHOLD = 20;
/** "Notification display value 20" of the spec: how many the bell's drop-down shows. */
export const NOTIFICATION_DISPLAY = 20;
export const EMPTY_NOTIFICATIONS_TEXT = 'There is no notification';
export const MARK_ALL_READ_TEXT = 'Mark all as read';

export const emptyNotificationState: NotificationState = { items: [], unread: 0, total: 0 };

/** A new one (socket) is prepended and raises the unread count by one. */
export function prependNotification(state: NotificationState, item: NotificationItem): NotificationState {
  if (state.items.some((i) => i._id === item._id)) return state;
  return { items: [item, ...state.items], unread: state.unread + (item.is_read ? 0 : 1), total: state.total + 1 };
}

/** A loaded page is appended (duplicates skipped); the server's counts win. */
export function appendPage(state: NotificationState, page: NotificationItem[], unread: number, total: number): NotificationState {
  const seen = new Set(state.items.map((i) => i._id));
  return { items: [...state.items, ...page.filter((i) => !seen.has(i._id))], unread, total };
}

/** Marking one read lowers the count by one (only if it was unread). */
export function markRead(state: NotificationState, id: number): NotificationState {
  const item = state.items.find((i) => i._id === id);
  if (!item || item.is_read) return state;
  return {
    ...state,
    items: state.items.map((i) => (i._id === id ? { ...i, is_read: true } : i)),
    unread: Math.max(0, state.unread - 1),
  };
}

/** Deleting an unread one lowers the count by one; deleting a read one leaves it. */
export function removeNotification(state: NotificationState, id: number): NotificationState {
  const item = state.items.find((i) => i._id === id);
  if (!item) return state;
  return {
    items: state.items.filter((i) => i._id !== id),
    unread: item.is_read ? state.unread : Math.max(0, state.unread - 1),
    total: Math.max(0, state.total - 1),
  };
}

/** Mark all: every item read, count 0. */
export function markAllRead(state: NotificationState): NotificationState {
  return { ...state, items: state.items.map((i) => (i.is_read ? i : { ...i, is_read: true })), unread: 0 };
}

/** Whether a scroll position is close enough to the bottom to load the next page. */
export function shouldLoadMore(
  el: { scrollTop: number; scrollHeight: number; clientHeight: number },
  state: NotificationState,
  loading: boolean,
): boolean {
  if (loading || state.items.length >= state.total) return false;
  return el.scrollHeight - el.scrollTop - el.clientHeight <= NOTIFICATION_SCROLL_THRESHOLD;
}
