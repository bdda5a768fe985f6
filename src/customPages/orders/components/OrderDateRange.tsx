import { Stack, TextField } from '@mui/material';
import { messages } from '../../../../contract/messages';

export interface OrderDateRangeProps {
  /** datetime-local values ('2026-11-21T10:30') or '' */
  dateFrom: string;
  dateTo: string;
  onChange: (range: { dateFrom: string; dateTo: string }) => void;
}

export const DATE_RANGE_ERROR = messages.dateToBeforeFrom;

/** Whether the range is usable: the end never precedes the start. */
export const isRangeValid = (dateFrom: string, dateTo: string): boolean => !dateFrom || !dateTo || dateTo >= dateFrom;

/** Date From and Date To (datetime-local); Date To cannot be set before Date From. */
export function OrderDateRange({ dateFrom, dateTo, onChange }: OrderDateRangeProps) {
  const invalid = !isRangeValid(dateFrom, dateTo);
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        label="Date From"
        type="datetime-local"
        size="small"
        value={dateFrom}
        onChange={(e) => onChange({ dateFrom: e.target.value, dateTo })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: dateTo || undefined, 'data-testid': 'order-date-from' } }}
      />
      <TextField
        label="Date To"
        type="datetime-local"
        size="small"
        value={dateTo}
        error={invalid}
        helperText={invalid ? DATE_RANGE_ERROR : undefined}
        onChange={(e) => onChange({ dateFrom, dateTo: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dateFrom || undefined, 'data-testid': 'order-date-to' } }}
      />
    </Stack>
  );
}
