import { describe, expect, it } from 'vitest';
import {
  appendPage,
  emptyNotificationState,
  markAllRead,
  markRead,
  prependNotification,
  removeNotification,
  shouldLoadMore,
  type NotificationItem,
  type NotificationState,
} from './items';

const item = (id: number, is_read = false): NotificationItem => ({
  _id: id,
  type: 'order',
  content: `n${id}`,
  message: null,
  sender: null,
  is_read,
  created_at: '2026-01-01T00:00:00Z',
  user: 1,
  receiver: 1,
  data: {},
});

const state: NotificationState = { items: [item(3), item(2, true), item(1)], unread: 2, total: 3 };

describe('notification counting', () => {
  it('prepends a new one and raises the count by one', () => {
    const next = prependNotification(state, item(4));
    expect(next.items.map((i) => i._id)).toEqual([4, 3, 2, 1]);
    expect(next.unread).toBe(3);
    expect(prependNotification(next, item(4))).toBe(next);
  });

  it('lowers the count by one when one is marked read, once', () => {
    const next = markRead(state, 3);
    expect(next.unread).toBe(1);
    expect(next.items[0].is_read).toBe(true);
    expect(markRead(next, 3).unread).toBe(1);
    expect(markRead(state, 2)).toBe(state);
  });

  it('lowers the count when an unread one is deleted, not for a read one', () => {
    expect(removeNotification(state, 1)).toMatchObject({ unread: 1, total: 2 });
    expect(removeNotification(state, 2)).toMatchObject({ unread: 2, total: 2 });
  });

  it('marks all read with count 0', () => {
    const next = markAllRead(state);
    expect(next.unread).toBe(0);
    expect(next.items.every((i) => i.is_read)).toBe(true);
  });

  it('appends a page without duplicates, taking the server counts', () => {
    const next = appendPage(state, [item(1), item(0)], 5, 20);
    expect(next.items.map((i) => i._id)).toEqual([3, 2, 1, 0]);
    expect(next).toMatchObject({ unread: 5, total: 20 });
  });
});

describe('loading more', () => {
  const el = (fromBottom: number) => ({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 - fromBottom });
  const more = { ...state, total: 30 };

  it('loads within 20 px of the bottom while more exist', () => {
    expect(shouldLoadMore(el(20), more, false)).toBe(true);
    expect(shouldLoadMore(el(21), more, false)).toBe(false);
    expect(shouldLoadMore(el(0), more, true)).toBe(false);
    expect(shouldLoadMore(el(0), state, false)).toBe(false);
    expect(shouldLoadMore(el(0), emptyNotificationState, false)).toBe(false);
  });
});
