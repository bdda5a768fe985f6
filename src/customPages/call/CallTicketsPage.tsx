import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CALL_SCREENS } from '../../../contract/call/call';
import { useTickets } from './useTickets';

/** /call/tickets: the phones called in a date range with their call counts. */
export function CallTicketsPage() {
  const translate = useTranslate();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const { data, error } = useTickets({ start: start || undefined, end: end || undefined });
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.call.tickets.title')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField type="date" size="small" label={translate('app.call.tickets.start')} value={start || data?.startDate || ''} onChange={(e) => setStart(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" size="small" label={translate('app.call.tickets.end')} value={end || data?.endDate || ''} onChange={(e) => setEnd(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      {error ? <Typography color="error">{translate('app.call.message.badRange')}</Typography> : null}
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
                <Link to={`${CALL_SCREENS.tickets}/${encodeURIComponent(t.phone)}`}>{t.phone}</Link>
              </TableCell>
              <TableCell>{t.customerName ?? ''}</TableCell>
              <TableCell align="right">{t.calls}</TableCell>
              <TableCell align="right">{t.answered}</TableCell>
              <TableCell>{new Date(t.lastCall).toLocaleString()}</TableCell>
            </TableRow>
          ))}
          {data && !data.data.length ? (
            <TableRow>
              <TableCell colSpan={5}>{translate('app.call.tickets.empty')}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </Paper>
  );
}
