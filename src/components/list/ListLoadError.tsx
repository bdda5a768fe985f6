import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { messages } from '../../../contract/messages';
import { failureText } from '../../dataProvider/api-error';

export interface ListLoadErrorProps {
  error: unknown;
  /** reads the list again */
  onRetry: () => void;
  /** the read is being tried again */
  retrying?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A list whose read failed: 'Bad response from server' with the server's message beside it, and a
 * retry. Shown instead of the rows, never as an empty list.
 */
export function ListLoadError({ error, onRetry, retrying, sx }: ListLoadErrorProps) {
  const translate = useTranslate();
  const bad = translate('app.message.badResponse', { _: messages.badResponse });
  const text = failureText(error, bad);
  const detail = text.startsWith(`${bad}: `) ? text.slice(bad.length + 2) : text === bad ? '' : text;
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="list-error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {translate('app.action.retry')}
        </Button>
      }
    >
      <AlertTitle>{bad}</AlertTitle>
      {detail}
    </Alert>
  );
}
