import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/** Shown when rendering fails outside a screen (the shell itself). */
export function AppError({ resetErrorBoundary }: { error?: Error; resetErrorBoundary?: (args?: unknown) => void }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ m: 3 }} action={resetErrorBoundary ? <Button onClick={() => resetErrorBoundary()}>{translate('app.action.retry')}</Button> : undefined}>
      <AlertTitle>{translate('app.message.serverErrorTitle')}</AlertTitle>
      {translate('app.message.serverErrorText')}
    </Alert>
  );
}
