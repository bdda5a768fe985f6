import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { DayCount } from '../../../../contract/promotions';
import type { StatsRangeValues } from './useStats';

export interface StatsRangeInputsProps {
  value: StatsRangeValues;
  onChange: (value: StatsRangeValues) => void;
}

/** Date From / Date To (datetime-local); the end cannot go before the start (spec, first document). */
export function StatsRangeInputs({ value, onChange }: StatsRangeInputsProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', flexShrink: 0 }}>
      <TextField
        size="small"
        type="datetime-local"
        label={translate('app.promotion.stats.date_from')}
        value={value.dateFrom}
        onChange={(e) => onChange({ ...value, dateFrom: e.target.value })}
        sx={{ width: 250 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.dateTo || undefined } }}
      />
      <TextField
        size="small"
        type="datetime-local"
        label={translate('app.promotion.stats.date_to')}
        value={value.dateTo}
        onChange={(e) => onChange({ ...value, dateTo: e.target.value })}
        sx={{ width: 250 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.dateFrom || undefined } }}
      />
    </Box>
  );
}

export interface StatCardProps {
  label: string;
  value: string | number;
  testId?: string;
}

export function StatCard({ label, value, testId }: StatCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 160 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5">{value}</Typography>
    </Paper>
  );
}

export interface DayTableProps {
  days: DayCount[];
  countLabel: string;
  withTotal?: boolean;
}

/** One row per day of the range that has something. */
export function DayTable({ days, countLabel, withTotal }: DayTableProps) {
  const translate = useTranslate();
  if (!days.length) return <Typography color="text.secondary">{translate('app.promotion.stats.empty')}</Typography>;
  return (
    <Table size="small" sx={{ maxWidth: 600 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.promotion.stats.day')}</TableCell>
          <TableCell align="right">{countLabel}</TableCell>
          {withTotal ? <TableCell align="right">{translate('app.promotion.stats.total')}</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {days.map((d) => (
          <TableRow key={d.date}>
            <TableCell>{d.date}</TableCell>
            <TableCell align="right">{d.count}</TableCell>
            {withTotal ? <TableCell align="right">{(d.total ?? 0).toFixed(2)}</TableCell> : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
