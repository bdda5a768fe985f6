import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useEffect } from 'react';
import type { NotificationPayload, useTranslate } from 'react-admin';

export interface ShownNotification {
  key: number;
  payload: NotificationPayload;
}

const DEFAULT_HIDE_MS = 6000;

export interface NotificationItemProps {
  item: ShownNotification;
  /** closes it: `isUndo` when Undo was pressed */
  onClose: (key: number, isUndo?: boolean) => void;
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
      // an undoable change (an archive): Undo beside the close button, which sends it at once
      action={
        payload.notificationOptions?.undoable ? (
          <>
            <Button color="inherit" size="small" onClick={() => onClose(item.key, true)}>
              {translate('ra.action.undo')}
            </Button>
            <IconButton color="inherit" size="small" aria-label={translate('app.action.close')} title={translate('app.action.close')} onClick={() => onClose(item.key)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        ) : undefined
      }
      data-testid="notification"
      sx={{ whiteSpace: 'pre-line', boxShadow: 3 }}
    >
      {text}
    </Alert>
  );
}
