import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Grain } from '../../../../contract/dashboard/dashboard';
import type { DayRange } from './order-stats-range';

export interface OrderStatsFilterBarProps {
  range: DayRange;
  onRange: (range: DayRange) => void;
  /** the grain select, when the screen has one */
  grain?: { value: Grain; choices: readonly Grain[]; onChange: (grain: Grain) => void };
  /** more inputs after the range (the business selector) */
  children?: ReactNode;
}

/** Date From / Date To as whole days (the end cannot precede the start), then the grain. */
export function OrderStatsFilterBar({ range, onRange, grain, children }: OrderStatsFilterBarProps) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        size="small"
        type="date"
        label={translate('app.order_stats.range.date_from')}
        value={range.from}
        onChange={(e) => e.target.value && e.target.value <= range.to && onRange({ ...range, from: e.target.value })}
        sx={{ width: 190 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to, 'data-testid': 'stats-date-from' } }}
      />
      <TextField
        size="small"
        type="date"
        label={translate('app.order_stats.range.date_to')}
        value={range.to}
        onChange={(e) => e.target.value && e.target.value >= range.from && onRange({ ...range, to: e.target.value })}
        sx={{ width: 190 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from, 'data-testid': 'stats-date-to' } }}
      />
      {grain ? (
        <TextField
          select
          size="small"
          label={translate('app.order_stats.range.grain')}
          value={grain.value}
          onChange={(e) => grain.onChange(e.target.value as Grain)}
          sx={{ width: 160 }}
        >
          {grain.choices.map((g) => (
            <MenuItem key={g} value={g}>
              {translate(`app.order_stats.grains.${g}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {children}
    </Paper>
  );
}
