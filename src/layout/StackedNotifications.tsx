import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';
import { NotificationItem, type ShownNotification } from './NotificationItem';

/**
 * Shows every queued notification at once, stacked, so that a 422 with several items shows one
 * notification per item side by side instead of one after another.
 */
export function StackedNotifications() {
  const { notifications, setNotifications } = useNotificationContext();
  const translate = useTranslate();
  const [shown, setShown] = useState<ShownNotification[]>([]);
  const nextKey = useRef(1);

  useEffect(() => {
    if (!notifications.length) return;
    // take the whole queue at once: they are all shown together
    const taken: ShownNotification[] = notifications.map((payload) => ({ key: nextKey.current++, payload }));
    setNotifications([]);
    setShown((current) => [...current, ...taken].slice(-8));
  }, [notifications, setNotifications]);

  const close = useCallback((key: number) => setShown((current) => current.filter((s) => s.key !== key)), []);

  return (
    <Stack spacing={1} sx={{ position: 'fixed', bottom: 16, left: '50%', transform: 'translateX(-50%)', zIndex: 2000, width: 'min(560px, 94vw)' }}>
      {shown.map((s) => (
        <NotificationItem key={s.key} item={s} onClose={close} translate={translate} />
      ))}
    </Stack>
  );
}
