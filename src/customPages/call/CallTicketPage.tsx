import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { CallBlockToggle } from '../../resources/call/CallBlockToggle';
import { useTicket } from './useTickets';

/** /call/tickets/{phone}, or /call/tickets/{orderMongoId}?order=true: one phone's calls and its block toggle. */
export function CallTicketPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const order = new URLSearchParams(useLocation().search).get('order') === 'true';
  const { data, error } = useTicket(id, order);
  if (error) return <Typography color="error">{translate('app.call.tickets.no_phone')}</Typography>;
  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h6" data-testid="ticket-phone">
          {data?.phone ?? '…'}
        </Typography>
        {data ? <CallBlockToggle phone={data.phone} /> : null}
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
              <TableCell>{new Date(c.dateAdded).toLocaleString()}</TableCell>
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
