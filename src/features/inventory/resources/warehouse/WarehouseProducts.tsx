import FilterListIcon from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { WAREHOUSE_PRODUCT_FILTER_KEY, warehouse } from '../../../../../contract/entities/inventory/warehouse';
import { INVENTORY_PAGE_SIZES, INVENTORY_PATHS } from '../../../../../contract/inventory/inventory';
import { pageCount } from '../../../../../contract/pager';
import { LoadingBar } from '../../../../components/LoadingBar';
import { FilterInput } from '../../../../components/list/FilterInput';
import { PageSizeSelect } from '../../../../components/list/PageSizeSelect';
import { Pager } from '../../../../components/list/Pager';
import { loadFilterOpen, saveFilterOpen } from '../../../../components/list/list-prefs';
import { useBackOfficeDataProvider } from '../../../../dataProvider/hooks';
import { queryString } from '../../../../dataProvider/http';
import { intlLocale } from '../../../../i18n/intl-locale';

interface StockRow {
  productId: number;
  productName: string | null;
  model: string | null;
  options: { name?: string | null; value?: string | null }[];
  quantity: number;
  cost: number;
  value: number;
  dateModified: string;
}

type Filters = { name?: string; dateFrom?: string; dateTo?: string; brandId?: number };

/** A datetime-local value as an instant the API reads (the browser's time zone). */
const instant = (v: string | undefined) => {
  const at = v ? new Date(v) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : undefined;
};

/**
 * A warehouse's stock per product and option combination (`w/p/{id}`), with its own collapsible
 * filter (name, Date From, Date To of the last change, brand), remembered under warehouseProductFilter.
 */
export function WarehouseProducts({ warehouseId }: { warehouseId: number }) {
  const translate = useTranslate();
  const dataProvider = useBackOfficeDataProvider();
  const [open, setOpen] = useState(() => loadFilterOpen(WAREHOUSE_PRODUCT_FILTER_KEY));
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(INVENTORY_PAGE_SIZES.warehouseProducts);
  const query = queryString({ name: filters.name, dateFrom: instant(filters.dateFrom), dateTo: instant(filters.dateTo), brandIds: filters.brandId });
  const path = INVENTORY_PATHS.warehouseProducts(warehouseId, page, size) + query;
  const { data, isFetching, error } = useQuery({
    queryKey: [warehouse.service, path],
    queryFn: ({ signal }) => dataProvider.call<{ data: StockRow[]; count: number }>(warehouse.service, path, { signal }),
    placeholderData: keepPreviousData,
    enabled: warehouseId > 0,
  });
  const set = (key: keyof Filters, v: unknown) => {
    setFilters((f) => ({ ...f, [key]: v === '' || v === null ? undefined : v }));
    setPage(1);
  };
  const toggle = () => {
    saveFilterOpen(WAREHOUSE_PRODUCT_FILTER_KEY, !open);
    setOpen(!open);
  };
  const label = (k: string) => translate(`app.inventory.warehouse.${k}`);
  return (
    <Box data-testid="warehouse-products">
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button startIcon={<FilterListIcon />} onClick={toggle} aria-expanded={open}>
          {label('filters')}
        </Button>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2, mb: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <FilterInput name="name" label={label('name')} def={{ type: 'string' }} value={filters.name} onChange={(v) => set('name', v)} />
          <FilterInput name="dateFrom" label={label('dateFrom')} def={{ type: 'datetime' }} value={filters.dateFrom} onChange={(v) => set('dateFrom', v)} />
          <FilterInput name="dateTo" label={label('dateTo')} def={{ type: 'datetime' }} value={filters.dateTo} onChange={(v) => set('dateTo', v)} />
          <FilterInput name="brandIds" label={label('brand')} def={{ type: 'reference', reference: 'brand' }} value={filters.brandId} onChange={(v) => set('brandId', v)} />
        </Box>
      </Collapse>
      {isFetching ? <LoadingBar /> : <Box sx={{ height: 4 }} />}
      {error ? <Alert severity="error">{error instanceof Error ? error.message : label('failed')}</Alert> : null}
      {/* focusable: a table wider than a phone scrolls by keyboard too */}
      <TableContainer tabIndex={0}>
        <Table size="small" aria-label={label('products')}>
          <TableHead>
            <TableRow>
              {(['product', 'model', 'options', 'quantity', 'cost', 'value', 'changed'] as const).map((c) => (
                <TableCell key={c} align={['quantity', 'cost', 'value'].includes(c) ? 'right' : undefined}>
                  {label(c)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.data ?? []).map((r) => (
              <TableRow key={`${r.productId}-${JSON.stringify(r.options)}`} data-testid="warehouse-product-row">
                <TableCell>{r.productName ?? r.productId}</TableCell>
                <TableCell>{r.model}</TableCell>
                <TableCell>{r.options.map((o) => `${o.name ?? ''}: ${o.value ?? ''}`).join(', ')}</TableCell>
                <TableCell align="right" data-testid="warehouse-product-quantity">
                  {r.quantity}
                </TableCell>
                <TableCell align="right">{r.cost.toFixed(2)}</TableCell>
                <TableCell align="right">{r.value.toFixed(2)}</TableCell>
                <TableCell>{new Date(r.dateModified).toLocaleString(intlLocale())}</TableCell>
              </TableRow>
            ))}
            {data && !data.data.length ? (
              <TableRow>
                <TableCell colSpan={7}>{label('empty')}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 1 }}>
        <Pager page={page} pageCount={pageCount(data?.count ?? 0, size)} onChange={setPage} />
        <PageSizeSelect
          value={size}
          onChange={(s) => {
            setSize(s);
            setPage(1);
          }}
        />
      </Box>
    </Box>
  );
}
