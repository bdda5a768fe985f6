import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import type { NotificationPayload, useTranslate } from 'react-admin';

export interface ShownNotification {
  key: number;
  payload: NotificationPayload;
}

const DEFAULT_HIDE_MS = 6000;

export interface NotificationItemProps {
  item: ShownNotification;
  onClose: (key: number) => void;
  translate: ReturnType<typeof useTranslate>;
}

export function NotificationItem({ item, onClose, translate }: NotificationItemProps) {
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
