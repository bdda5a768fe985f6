import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { CALL_SCREENS } from '../../../contract/call/call';
import { customer as customerEntity } from '../../../contract/entities/customer';
import { screenPath } from '../../../contract/screen-paths';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageCount } from '../../../contract/pager';
import { PageSizeSelect } from '../../components/list/PageSizeSelect';
import { Pager } from '../../components/list/Pager';
import { ListLoadError } from '../../components/list/ListLoadError';
import { ApiError } from '../../dataProvider/api-error';
import { useTickets } from './useTickets';
import { intlLocale } from '../../i18n/intl-locale';
import { formatPhone } from '../../../contract/phone';

/** A whole number of the address, or the fallback. */
const whole = (v: string | null, fallback: number) => (v && /^[1-9]\d{0,5}$/.test(v) ? Number(v) : fallback);

/**
 * /call/tickets?start_date=&end_date=&page=&count=: the phones called in a date range with their
 * call counts. The range and the page live in the address, so going back from a ticket, a reload
 * or a shared link shows the same list.
 */
export function CallTicketsPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const start = params.get('start_date') ?? '';
  const end = params.get('end_date') ?? '';
  const page = whole(params.get('page'), 1);
  const count = (PAGE_SIZES as readonly number[]).includes(whole(params.get('count'), 0)) ? whole(params.get('count'), 0) : DEFAULT_PAGE_SIZE;
  const { data, error, refetch, isFetching } = useTickets({ start: start || undefined, end: end || undefined, page, count });
  // a range the server refuses is the range's fault (422); any other failure is a failed read
  const badRange = error instanceof ApiError && error.status === 422;
  const failed = error && !badRange;
  /** Sets these query keys (empty removes one), keeping the others. */
  const change = (values: Record<string, string | number>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [key, value] of Object.entries(values)) {
          if (value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.call.tickets.title')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField type="date" size="small" label={translate('app.call.tickets.start')} value={start || data?.startDate || ''} onChange={(e) => change({ start_date: e.target.value, page: '' })} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 200 }} />
        <TextField type="date" size="small" label={translate('app.call.tickets.end')} value={end || data?.endDate || ''} onChange={(e) => change({ end_date: e.target.value, page: '' })} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 200 }} />
      </Stack>
      {badRange ? <Typography color="error">{translate('app.call.message.badRange')}</Typography> : null}
      {failed ? (
        <ListLoadError error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <Table size="small" aria-label={translate('app.call.tickets.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.call.tickets.phone')}</TableCell>
              <TableCell>{translate('app.call.tickets.customer')}</TableCell>
              <TableCell align="right">{translate('app.call.tickets.calls')}</TableCell>
              <TableCell align="right">{translate('app.call.tickets.answered')}</TableCell>
              <TableCell>{translate('app.call.tickets.last_call')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.data ?? []).map((t) => (
              <TableRow key={t.phone} hover>
                <TableCell>
                  <Link to={`${CALL_SCREENS.tickets}/${encodeURIComponent(t.phone)}`}>{formatPhone(t.phone)}</Link>
                </TableCell>
                <TableCell>{t.customerId ? <Link to={screenPath(customerEntity, 'edit', t.customerId)}>{t.customerName ?? t.customerId}</Link> : ''}</TableCell>
                <TableCell align="right">{t.calls}</TableCell>
                <TableCell align="right">{t.answered}</TableCell>
                <TableCell>{new Date(t.lastCall).toLocaleString(intlLocale())}</TableCell>
              </TableRow>
            ))}
            {data && !data.data.length ? (
              <TableRow>
                <TableCell colSpan={5}>{translate('app.call.tickets.empty')}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, pt: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {data && !failed ? translate('app.list.total', { count: data.total }) : null}
        </Typography>
        <Pager page={page} pageCount={pageCount(data?.total ?? 0, count)} onChange={(p) => change({ page: p })} />
        <PageSizeSelect value={count} onChange={(size) => change({ count: size, page: '' })} />
      </Box>
    </Paper>
  );
}
