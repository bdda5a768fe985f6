import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { EVENTS } from '../../contract/realtime';
import type { NotificationEvent } from '../../contract/notifications';
import { useNotificationCount } from '../layout/notification-count';
import { notificationApi } from '../customPages/notifications/notifications-api';
import { notificationStore, useNotificationState } from '../customPages/notifications/notification-store';
import { subscribeToPush } from './push-subscription';
import { closeAllSockets } from './socket-client';
import { useNotificationSound } from './useNotificationSound';
import { useSocketEvent } from './useSocketEvent';

/**
 * The signed-in user's live session (rendered once, inside the shell): a disabled user is signed out
 * to the root page; a new notification is prepended, raises the bell's count and plays its sound.
 * It also loads the unread count and saves the browser's push subscription.
 */
export function RealtimeSession() {
  const logout = useLogout();
  const play = useNotificationSound();
  const { setCount } = useNotificationCount();
  const { unread } = useNotificationState();

  useEffect(() => setCount(unread), [unread, setCount]);

  useEffect(() => {
    let live = true;
    notificationApi.unread().then(
      ({ unread: n }) => live && notificationStore.setUnread(n),
      () => undefined,
    );
    void subscribeToPush();
    return () => {
      live = false;
      notificationStore.reset();
    };
  }, []);

  useSocketEvent('main', EVENTS.disableUser, () => {
    closeAllSockets();
    void logout(undefined, '/');
  });

  useSocketEvent<NotificationEvent>('main', EVENTS.notification, (item) => {
    notificationStore.prepend(item);
    play(item.sound);
  });

  return null;
}
