import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** The spec's banner while the browser is offline; `shown` draws it whatever the network (the UI kit). */
export function OfflineBanner({ shown = false }: { shown?: boolean }) {
  const translate = useTranslate();
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  if (online && !shown) return null;
  return (
    <Alert severity="error" variant="filled" role="alert" sx={{ borderRadius: 0 }} data-testid="offline-banner">
      {translate('app.message.offline')}
    </Alert>
  );
}
