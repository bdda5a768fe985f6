import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { pushState, subscribeToPush, type PushState } from '../../realtime/push-subscription';
import { useTranslate } from 'react-admin';

/**
 * Under the Push channel: push reaches this browser only once its user allows notifications, and
 * browsers want that asked from a click.
 */
export function PushPermissionNotice() {
  const [state, setState] = useState<PushState>(pushState);
  const [busy, setBusy] = useState(false);
  const translate = useTranslate();
  if (state === 'granted') return null;
  if (state === 'unsupported') return <Alert severity="info" sx={{ borderRadius: 0 }}>{translate('app.notifications.push_unsupported')}</Alert>;
  if (state === 'denied') return <Alert severity="warning" sx={{ borderRadius: 0 }}>{translate('app.notifications.push_blocked')}</Alert>;
  const allow = async () => {
    setBusy(true);
    setState(await subscribeToPush({ ask: true }));
    setBusy(false);
  };
  return (
    <Alert
      severity="info"
      sx={{ borderRadius: 0 }}
      action={
        <Button color="inherit" size="small" onClick={allow} disabled={busy}>
          {translate('app.notifications.allow')}
        </Button>
      }
    >
      {translate('app.notifications.push_ask')}
    </Alert>
  );
}
