import { useEffect } from 'react';
import { EVENTS } from '../../contract/realtime';
import type { NotificationEvent } from '../../contract/notifications';
import { forgetPrincipal } from '../authProvider/principal';
import { clearSession } from '../authProvider/session';
import { useNotificationCount } from '../layout/notification-count';
import { notificationApi } from '../features/notifications/notifications-api';
import { freshRead, notificationStore, useNotificationState } from '../features/notifications/notification-store';
import { subscribeToPush } from './push-subscription';
import { closeAllSockets } from './socket-client';
import { useEntityChanges } from './useEntityChanges';
import { useNotificationSound } from './useNotificationSound';
import { useSocketEvent } from './useSocketEvent';

/**
 * The signed-in user's live session (rendered once, inside the shell): a disabled user is signed out
 * and sent to the root page; a new notification is prepended, raises the bell's count and plays its sound.
 * It also loads the unread count when the socket connects and saves the browser's push subscription,
 * and reads open lists again when others change their rows (useEntityChanges).
 */
export function RealtimeSession() {
  const play = useNotificationSound();
  const { setCount } = useNotificationCount();
  const { unread } = useNotificationState();
  // open lists follow what others change
  useEntityChanges();

  useEffect(() => setCount(unread), [unread, setCount]);

  const loadUnread = () => freshRead(() => notificationApi.unread()).then(({ unread: n }) => notificationStore.setUnread(n), () => undefined);

  useEffect(() => {
    void loadUnread();
    void subscribeToPush();
    return () => notificationStore.reset();
  }, []);

  // Read again once the socket is connected (and after each reconnection): the first read alone
  // would miss a notification raised while the socket was still connecting.
  useSocketEvent('main', 'connect', () => void loadUnread());

  // Every call of a disabled user is refused from now on: rather than let each refusal sign out on
  // its own, the session ends here and the root page is loaded afresh (it then asks to sign in).
  useSocketEvent('main', EVENTS.disableUser, () => {
    closeAllSockets();
    clearSession();
    forgetPrincipal();
    window.location.assign('/');
  });

  useSocketEvent<NotificationEvent>('main', EVENTS.notification, (item) => {
    notificationStore.prepend(item);
    play(item.sound);
  });

  return null;
}
