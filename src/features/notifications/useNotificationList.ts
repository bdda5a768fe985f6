import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTIFICATION_PAGE_SIZE, shouldLoadMore, type NotificationItem } from '../../../contract/notifications';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { notificationApi } from './notifications-api';
import { freshRead, notificationStore, useNotificationState } from './notification-store';

/**
 * The list screen's data: the first page on open, the next one when the list is scrolled near its
 * bottom, and the actions, each applied with the counting rules once the server has agreed.
 */
export function useNotificationList() {
  const state = useNotificationState();
  const notifyError = useNotifyApiError();
  const [loading, setLoading] = useState(true);
  const loadingRef = useRef(false);

  const load = useCallback(
    async (offset: number) => {
      if (loadingRef.current) return;
      loadingRef.current = true;
      setLoading(true);
      try {
        const page = await freshRead(() => notificationApi.list(offset, NOTIFICATION_PAGE_SIZE));
        notificationStore.loadPage(offset, page.data, page.unread, page.count);
      } catch (error) {
        notifyError(error);
      } finally {
        loadingRef.current = false;
        setLoading(false);
      }
    },
    [notifyError],
  );

  useEffect(() => {
    void load(0);
  }, [load]);

  /** Called on scroll and after each page: loads the next page when the bottom is within reach. */
  const loadMoreIfNear = useCallback(
    (el: HTMLElement | null) => {
      const current = notificationStore.get();
      if (el && shouldLoadMore(el, current, loadingRef.current)) void load(current.items.length);
    },
    [load],
  );

  const markRead = async (item: NotificationItem) => {
    if (item.is_read) return;
    await notificationApi.markRead(item._id);
    notificationStore.markRead(item._id);
  };

  const remove = async (item: NotificationItem) => {
    try {
      await notificationApi.remove(item._id);
      notificationStore.remove(item._id);
    } catch (error) {
      notifyError(error);
    }
  };

  const markAllRead = async () => {
    try {
      await notificationApi.markAllRead();
      notificationStore.markAllRead();
    } catch (error) {
      notifyError(error);
    }
  };

  return { state, loading, loadMoreIfNear, markRead, remove, markAllRead };
}
