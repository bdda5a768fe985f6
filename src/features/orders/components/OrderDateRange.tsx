import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface OrderDateRangeProps {
  /** datetime-local values ('2026-11-21T10:30') or '' */
  dateFrom: string;
  dateTo: string;
  onChange: (range: { dateFrom: string; dateTo: string }) => void;
}

/** Whether the range is usable: the end never precedes the start. */
export const isRangeValid = (dateFrom: string, dateTo: string): boolean => !dateFrom || !dateTo || dateTo >= dateFrom;

/** Date From and Date To (datetime-local); Date To cannot be set before Date From. */
export function OrderDateRange({ dateFrom, dateTo, onChange }: OrderDateRangeProps) {
  const translate = useTranslate();
  const invalid = !isRangeValid(dateFrom, dateTo);
  return (
    // side by side, one under the other on a phone
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label={translate('app.order.filter.date_from')}
        type="datetime-local"
        size="small"
        value={dateFrom}
        onChange={(e) => onChange({ dateFrom: e.target.value, dateTo })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: dateTo || undefined, 'data-testid': 'order-date-from' } }}
      />
      <TextField
        label={translate('app.order.filter.date_to')}
        type="datetime-local"
        size="small"
        value={dateTo}
        error={invalid}
        helperText={invalid ? translate('app.message.dateToBeforeFrom') : undefined}
        onChange={(e) => onChange({ dateFrom, dateTo: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dateFrom || undefined, 'data-testid': 'order-date-to' } }}
      />
    </Stack>
  );
}
