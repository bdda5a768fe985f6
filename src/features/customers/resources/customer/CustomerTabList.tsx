import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CUSTOMER_SERVICE } from '../../../../../contract/customers';
import { DEFAULT_PAGE_SIZE, pageCount } from '../../../../../contract/pager';
import { LoadingBar } from '../../../../components/LoadingBar';
import { PageSizeSelect } from '../../../../components/list/PageSizeSelect';
import { Pager } from '../../../../components/list/Pager';
import { useBackOfficeDataProvider } from '../../../../dataProvider/hooks';
import { intlLocale } from '../../../../i18n/intl-locale';

export type TabRow = Record<string, unknown>;

export interface TabColumn {
  /** catalogue key of the column's heading */
  label: string;
  cell: (row: TabRow) => ReactNode;
  align?: 'right';
}

export interface CustomerTabListProps<A> {
  /** names the list in tests and for assistive technology */
  name: string;
  /** the paged call, relative to the customer service */
  path: (page: number, count: number) => string;
  columns: TabColumn[];
  /** what the call answers beside its rows (the cart's total, the statistics' summary), shown above the table */
  header?: (answer: A) => ReactNode;
}

/** One tab of a customer's detail: its own paged call, a table, the pager and the page size. */
export function CustomerTabList<A extends { data: TabRow[]; count: number }>({ name, path, columns, header }: CustomerTabListProps<A>) {
  const translate = useTranslate();
  const dataProvider = useBackOfficeDataProvider();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const relative = path(page, size);
  const { data, isFetching, error } = useQuery({
    queryKey: [CUSTOMER_SERVICE, relative],
    queryFn: ({ signal }) => dataProvider.call<A>(CUSTOMER_SERVICE, relative, { signal }),
    placeholderData: keepPreviousData,
  });
  const pages = pageCount(data?.count ?? 0, size);
  return (
    <Box data-testid={`customer-tab-${name}`}>
      {isFetching ? <LoadingBar /> : <Box sx={{ height: 4 }} />}
      {error ? <Alert severity="error">{error instanceof Error ? error.message : translate('app.customer.tabs.failed')}</Alert> : null}
      {data && header ? header(data) : null}
      <TableContainer>
        <Table size="small" aria-label={translate(`app.customer.tabs.${name}`)}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.align}>
                  {translate(c.label)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.data ?? []).map((row, i) => (
              <TableRow key={i} data-testid="customer-tab-row">
                {columns.map((c) => (
                  <TableCell key={c.label} align={c.align}>
                    {c.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data && data.count === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }} data-testid="customer-tab-empty">
          {translate('app.customer.tabs.empty')}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.customer.tabs.total', { count: (data?.count ?? 0).toLocaleString(intlLocale()) })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Pager page={page} pageCount={pages} onChange={setPage} />
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
