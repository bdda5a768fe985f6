import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatMoney, truncateLabel, type StatsBreakdownRow } from '../../../../contract/dashboard/dashboard';
import { intlLocale } from '../../../i18n/intl-locale';
import { formatCount } from './order-stats-format';

export interface OrderBestSellersTableProps {
  rows: StatsBreakdownRow[];
}

/** The product sales section's breakdown: the range's sales per store (the section keeps no per-product sums), by revenue. */
export function OrderBestSellersTable({ rows }: OrderBestSellersTableProps) {
  const translate = useTranslate();
  if (!rows.length) return <Typography color="text.secondary">{translate('app.order_stats.statistics.best_sellers_empty')}</Typography>;
  return (
    <Table size="small" data-testid="best-sellers">
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.order_stats.statistics.store')}</TableCell>
          <TableCell align="right">{translate('app.order_stats.statistics.units')}</TableCell>
          <TableCell align="right">{translate('app.order_stats.statistics.revenue')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} hover>
            <TableCell title={row.label}>{truncateLabel(row.label, 40)}</TableCell>
            <TableCell align="right">{formatCount(Number(row.units ?? 0))}</TableCell>
            <TableCell align="right">{formatMoney(Number(row.revenue ?? 0), intlLocale())}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
