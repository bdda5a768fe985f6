import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type UndoableMutation } from 'react-admin';
import { NotificationItem, type ShownNotification } from './NotificationItem';

/** How many notifications show at once; an older one leaves (an undoable one is committed then). */
const SHOWN_AT_MOST = 8;

/**
 * Shows every queued notification at once, stacked, so that a 422 with several items shows one
 * notification per item side by side instead of one after another. An undoable one (an archive)
 * holds its mutation: Undo cancels it, closing the notification otherwise (its time out, its close
 * button) runs it, once.
 */
export function StackedNotifications() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [shown, setShown] = useState<ShownNotification[]>([]);
  const current = useRef<ShownNotification[]>([]);
  const nextKey = useRef(1);
  // the changes of undoable notifications shown, by key, until sent or undone
  const mutations = useRef(new Map<number, UndoableMutation>());

  const show = useCallback((next: ShownNotification[]) => {
    current.current = next;
    setShown(next);
  }, []);

  const settle = useCallback((key: number, isUndo: boolean) => {
    const mutation = mutations.current.get(key);
    if (!mutation) return;
    mutations.current.delete(key);
    mutation({ isUndo });
  }, []);

  useEffect(() => {
    if (!notifications.length) return;
    // react-admin queues an undoable notification's mutation just before it, and takes mutations one
    // per render: up to the first undoable notification now, the rest at the next pass
    const undoable = notifications.findIndex((n) => n.notificationOptions?.undoable);
    const count = undoable === -1 ? notifications.length : undoable + 1;
    const taken: ShownNotification[] = notifications.slice(0, count).map((payload) => ({ key: nextKey.current++, payload }));
    const mutation = undoable === -1 ? undefined : takeMutation();
    if (mutation) mutations.current.set(taken[undoable].key, mutation);
    setNotifications(notifications.slice(count));
    const all = [...current.current, ...taken];
    for (const gone of all.slice(0, -SHOWN_AT_MOST)) settle(gone.key, false);
    show(all.slice(-SHOWN_AT_MOST));
  }, [notifications, setNotifications, takeMutation, settle, show]);

  // leaving the console with a change not yet sent: the browser asks first, as react-admin does
  const pending = shown.some((s) => s.payload.notificationOptions?.undoable);
  useEffect(() => {
    if (!pending) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [pending]);

  const close = useCallback(
    (key: number, isUndo = false) => {
      settle(key, isUndo);
      show(current.current.filter((s) => s.key !== key));
    },
    [settle, show],
  );

  return (
    <Stack spacing={1} sx={{ position: 'fixed', bottom: 16, left: '50%', transform: 'translateX(-50%)', zIndex: 2000, width: 'min(560px, 94vw)' }}>
      {shown.map((s) => (
        <NotificationItem key={s.key} item={s} onClose={close} translate={translate} />
      ))}
    </Stack>
  );
}
