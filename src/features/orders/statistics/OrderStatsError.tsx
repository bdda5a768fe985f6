import Alert from '@mui/material/Alert';
import { messages } from '../../../../contract/messages';
import { ApiError, itemText } from '../../../dataProvider/api-error';

export interface OrderStatsErrorProps {
  error: unknown;
}

/** A failed read in place of the screen's content: each validation item (a range too long for its grain), or the message. */
export function OrderStatsError({ error }: OrderStatsErrorProps) {
  const lines =
    error instanceof ApiError && error.items.length
      ? error.items.map(itemText)
      : [error instanceof Error && error.message ? error.message : messages.badResponse];
  return (
    <Alert severity="error" data-testid="stats-error">
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );
}
