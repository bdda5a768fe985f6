import { useSyncExternalStore } from 'react';
import {
  appendPage,
  emptyNotificationState,
  markAllRead,
  markRead,
  prependNotification,
  removeNotification,
  type NotificationItem,
  type NotificationState,
} from '../../../contract/notifications';

/**
 * The signed-in user's notifications, shared by the bell (unread count), the list screen and the
 * socket listener. Every change goes through the counting rules of contract/notifications.
 */
let state: NotificationState = emptyNotificationState;
const listeners = new Set<() => void>();
/** Notifications received over the socket since the page loaded. */
let arrivals = 0;

/**
 * Runs a read of the server's notifications again when one arrived over the socket while it was
 * on its way: its answer, taken before that notification, would otherwise undo it (the bell back
 * to 0). Three tries at most.
 */
export async function freshRead<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const before = arrivals;
    const result = await read();
    if (before === arrivals || attempt === 3) return result;
  }
}

function set(next: NotificationState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export const notificationStore = {
  get: (): NotificationState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  reset: () => set(emptyNotificationState),
  /** the server's unread count, before any page is loaded */
  setUnread: (unread: number) => set({ ...state, unread }),
  /** the first page replaces what was held; later pages are appended */
  loadPage: (offset: number, page: NotificationItem[], unread: number, total: number) =>
    set(appendPage(offset === 0 ? emptyNotificationState : state, page, unread, total)),
  prepend: (item: NotificationItem) => {
    arrivals++;
    set(prependNotification(state, item));
  },
  markRead: (id: number) => set(markRead(state, id)),
  remove: (id: number) => set(removeNotification(state, id)),
  markAllRead: () => set(markAllRead(state)),
};

export const useNotificationState = (): NotificationState =>
  useSyncExternalStore(notificationStore.subscribe, notificationStore.get, notificationStore.get);
