import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';

interface Shown {
  key: number;
  payload: NotificationPayload;
}

const DEFAULT_HIDE_MS = 6000;

/**
 * Shows every queued notification at once, stacked, so that a 422 with several items shows one
 * notification per item side by side instead of one after another.
 */
export function StackedNotifications() {
  const { notifications, setNotifications } = useNotificationContext();
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown[]>([]);
  const nextKey = useRef(1);

  useEffect(() => {
    if (!notifications.length) return;
    // take the whole queue at once: they are all shown together
    const taken: Shown[] = notifications.map((payload) => ({ key: nextKey.current++, payload }));
    setNotifications([]);
    setShown((current) => [...current, ...taken].slice(-8));
  }, [notifications, setNotifications]);

  const close = (key: number) => setShown((current) => current.filter((s) => s.key !== key));

  return (
    <Stack spacing={1} sx={{ position: 'fixed', bottom: 16, left: '50%', transform: 'translateX(-50%)', zIndex: 2000, width: 'min(560px, 94vw)' }}>
      {shown.map((s) => (
        <NotificationItem key={s.key} item={s} onClose={close} translate={translate} />
      ))}
    </Stack>
  );
}

interface NotificationItemProps {
  item: Shown;
  onClose: (key: number) => void;
  translate: ReturnType<typeof useTranslate>;
}

function NotificationItem({ item, onClose, translate }: NotificationItemProps) {
  const { payload } = item;
  const hide = payload.notificationOptions?.autoHideDuration;
  useEffect(() => {
    if (hide === null) return;
    const t = setTimeout(() => onClose(item.key), hide ?? DEFAULT_HIDE_MS);
    return () => clearTimeout(t);
  }, [hide, item.key, onClose]);
  const text =
    typeof payload.message === 'string'
      ? translate(payload.message, { _: payload.message, ...payload.notificationOptions?.messageArgs })
      : payload.message;
  return (
    <Alert
      variant="filled"
      severity={payload.type}
      onClose={() => onClose(item.key)}
      data-testid="notification"
      sx={{ whiteSpace: 'pre-line', boxShadow: 3 }}
    >
      {text}
    </Alert>
  );
}
