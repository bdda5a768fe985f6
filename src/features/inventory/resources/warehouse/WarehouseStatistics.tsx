import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { warehouse } from '../../../../../contract/entities/inventory/warehouse';
import { INVENTORY_PATHS } from '../../../../../contract/inventory/inventory';
import { useBackOfficeDataProvider } from '../../../../dataProvider/hooks';

interface StatisticsRow {
  warehouseId?: number;
  name?: string;
  products: number;
  units: number;
  value: number;
  purchases: number;
  ordered: number;
  received: number;
}

const COLUMNS = ['productCount', 'units', 'value', 'purchases', 'ordered', 'received'] as const;
const valueOf = (r: StatisticsRow, c: (typeof COLUMNS)[number]) => (c === 'productCount' ? r.products : c === 'value' ? r.value.toFixed(2) : r[c]);

/** Stock per warehouse (`w/a/statistics`): products and units on hand, value at cost, and what its purchases ordered and received. */
export function WarehouseStatistics() {
  const translate = useTranslate();
  const dataProvider = useBackOfficeDataProvider();
  const { data } = useQuery({
    queryKey: [warehouse.service, INVENTORY_PATHS.warehouseStatistics],
    queryFn: ({ signal }) => dataProvider.call<{ rows: StatisticsRow[]; total: StatisticsRow }>(warehouse.service, INVENTORY_PATHS.warehouseStatistics, { signal }),
  });
  const label = (k: string) => translate(`app.inventory.warehouse.${k}`);
  if (!data?.rows.length) return null;
  return (
    <Paper sx={{ p: 2, mt: 2 }} data-testid="warehouse-statistics">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {label('statistics')}
      </Typography>
      {/* focusable: a table wider than a phone scrolls by keyboard too */}
      <TableContainer tabIndex={0}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{label('warehouse')}</TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c} align="right">
                  {label(c)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {[...data.rows, { ...data.total, name: label('total') }].map((r, i) => (
              <TableRow key={r.warehouseId ?? `total-${i}`} sx={r.warehouseId ? undefined : { '& td': { fontWeight: 600 } }}>
                <TableCell>{r.name}</TableCell>
                {COLUMNS.map((c) => (
                  <TableCell key={c} align="right">
                    {valueOf(r, c)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
