import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from 'react-admin';

/** The progress bar shown while a screen or its data loads, named for screen readers. */
export function LoadingBar() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('app.loading')} />;
}
