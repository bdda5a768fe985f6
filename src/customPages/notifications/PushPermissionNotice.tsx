import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { pushState, subscribeToPush, type PushState } from '../../realtime/push-subscription';

/**
 * Under the Push channel: push reaches this browser only once its user allows notifications, and
 * browsers want that asked from a click.
 */
export function PushPermissionNotice() {
  const [state, setState] = useState<PushState>(pushState);
  const [busy, setBusy] = useState(false);
  if (state === 'granted') return null;
  if (state === 'unsupported') return <Alert severity="info" sx={{ borderRadius: 0 }}>This browser cannot receive push notifications.</Alert>;
  if (state === 'denied') return <Alert severity="warning" sx={{ borderRadius: 0 }}>Push notifications are blocked in this browser's settings.</Alert>;
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
          Allow
        </Button>
      }
    >
      Allow push notifications in this browser.
    </Alert>
  );
}
