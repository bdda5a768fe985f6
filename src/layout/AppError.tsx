import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { messages } from '../../contract/messages';

/** Shown when rendering fails outside a screen (the shell itself). */
export function AppError({ resetErrorBoundary }: { error?: Error; resetErrorBoundary?: (args?: unknown) => void }) {
  return (
    <Alert severity="error" sx={{ m: 3 }} action={resetErrorBoundary ? <Button onClick={() => resetErrorBoundary()}>Retry</Button> : undefined}>
      <AlertTitle>{messages.serverErrorTitle}</AlertTitle>
      {messages.serverErrorText}
    </Alert>
  );
}
