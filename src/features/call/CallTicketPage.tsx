import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { HttpError, useTranslate } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router-dom';
import { customer as customerEntity } from '../../../contract/entities/customer';
import { order as orderEntity } from '../../../contract/entities/order';
import { screenPath } from '../../../contract/screen-paths';
import { PhoneBlockToggle } from '../../components/phone/PhoneBlockToggle';
import { useTicket } from './useTickets';
import { intlLocale } from '../../i18n/intl-locale';
import { formatPhone } from '../../../contract/phone';

/** /call/tickets/{phone}, or /call/tickets/{orderMongoId}?order=true: one phone's calls, its customer and its block toggle. */
export function CallTicketPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const order = new URLSearchParams(useLocation().search).get('order') === 'true';
  const { data, error } = useTicket(id, order);
  if (error) {
    const unknownOrder = order && error instanceof HttpError && error.status === 404;
    return <Typography color="error">{translate(unknownOrder ? 'app.call.tickets.no_order' : 'app.call.tickets.no_phone')}</Typography>;
  }
  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" data-testid="ticket-phone">
          {data ? formatPhone(data.phone) : '…'}
        </Typography>
        {data ? <PhoneBlockToggle phone={data.phone} list="call" withState /> : null}
        {data?.customer ? (
          <Link to={screenPath(customerEntity, 'edit', data.customer.id)} data-testid="ticket-customer">
            {data.customer.name ?? translate('app.call.tickets.customer_id', { id: data.customer.id })}
          </Link>
        ) : null}
        {data?.orderId ? (
          <Link to={screenPath(orderEntity, 'edit', id)} data-testid="ticket-order">
            {translate('app.call.tickets.order', { id: data.orderId })}
          </Link>
        ) : null}
      </Stack>
      <Table size="small" aria-label={translate('app.call.tickets.calls')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.call.tickets.date')}</TableCell>
            <TableCell>{translate('app.call.tickets.status')}</TableCell>
            <TableCell align="right">{translate('app.call.tickets.duration')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(data?.data ?? []).map((c) => (
            <TableRow key={c.callId}>
              <TableCell>{new Date(c.dateAdded).toLocaleString(intlLocale())}</TableCell>
              <TableCell>{translate(`app.call.status.${c.status}`, { _: c.status })}</TableCell>
              <TableCell align="right">{c.duration ?? 0}</TableCell>
            </TableRow>
          ))}
          {data && !data.data.length ? (
            <TableRow>
              <TableCell colSpan={3}>{translate('app.call.tickets.no_calls')}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </Paper>
  );
}
