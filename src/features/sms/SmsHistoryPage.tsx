import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { RECIPIENT_STATUSES, SMS_PATHS, SMS_SCREENS, SMS_STATUSES, type SmsHistoryItem } from '../../../contract/sms/sms';
import { useBackOfficeDataProvider, useNotifyQueryError } from '../../dataProvider/hooks';
import { intlLocale } from '../../i18n/intl-locale';
import { LoadingBar } from '../../components/LoadingBar';
import { formatPhone } from '../../../contract/phone';

const STATUSES = [...new Set<string>([...SMS_STATUSES, ...RECIPIENT_STATUSES])];
const PAGE = 50;
const NO_ROWS: SmsHistoryItem[] = [];
type Filters = Record<'phone' | 'status' | 'from' | 'to', string>;

/** A local date-time input's value as an ISO instant ('' stays ''). */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

/**
 * /sms/history: every SMS of the business, single messages and campaign recipients together, newest
 * first, filtered by phone, status and dates (kept in the address, so a view can be shared), a page
 * at a time: Older follows the server's cursor, Newer goes back along the cursors already seen.
 */
export function SmsHistoryPage() {
  const translate = useTranslate();
  const dataProvider = useBackOfficeDataProvider();
  const [params, setParams] = useSearchParams();
  const applied: Filters = { phone: params.get('phone') ?? '', status: params.get('status') ?? '', from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const [draft, setDraft] = useState<Filters>(applied);
  // cursors of the pages before the one shown ('' is the first page)
  const [trail, setTrail] = useState<string[]>([]);
  const [cursor, setCursor] = useState('');
  const key = params.toString();
  // the address changed (a link, back, Clear): the filter inputs show what is applied
  useEffect(() => setDraft(applied), [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const query = { ...applied, from: isoOf(applied.from), to: isoOf(applied.to), after: cursor, limit: PAGE };
  const { data, error, isFetching: loading } = useQuery({
    queryKey: ['sms', SMS_PATHS.history, query],
    queryFn: ({ signal }) => dataProvider.call<{ data: SmsHistoryItem[]; next: string | null }>('sms', SMS_PATHS.history, { query, signal }),
    retry: false,
    // the page shown stays until the next one comes
    placeholderData: (previous) => previous,
  });
  useNotifyQueryError(error);
  const rows = data?.data ?? NO_ROWS;
  const next = data?.next ?? null;

  const apply = (f: Filters) => {
    setTrail([]);
    setCursor('');
    setParams(Object.fromEntries(Object.entries(f).filter(([, v]) => v)));
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate('app.sms.history.title')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} component="form" onSubmit={(e) => { e.preventDefault(); apply(draft); }}>
        <TextField size="small" label={translate('app.sms.history.phone')} value={draft.phone} onChange={(e) => setDraft({ ...draft, phone: e.target.value })} inputProps={{ 'data-testid': 'history-phone' }} />
        <TextField size="small" select label={translate('app.sms.history.status')} value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })} sx={{ minWidth: 180 }} data-testid="history-status">
          <MenuItem value="">{translate('app.sms.history.any_status')}</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>{s}</MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="datetime-local" label={translate('app.sms.history.from')} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} InputLabelProps={{ shrink: true }} />
        <TextField size="small" type="datetime-local" label={translate('app.sms.history.to')} value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} InputLabelProps={{ shrink: true }} />
        <Button type="submit" variant="contained" data-testid="history-apply">{translate('app.sms.history.apply')}</Button>
        <Button
          onClick={() => {
            const empty = { phone: '', status: '', from: '', to: '' };
            setDraft(empty);
            apply(empty);
          }}
        >
          {translate('app.sms.history.clear')}
        </Button>
      </Stack>
      {/* focusable: a table wider than a phone scrolls by keyboard too */}
      <TableContainer component={Paper} variant="outlined" tabIndex={0}>
        {loading && <LoadingBar />}
        <Table size="small" data-testid="history-table">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.sms.history.date')}</TableCell>
              <TableCell>{translate('app.sms.history.kind')}</TableCell>
              <TableCell>{translate('app.sms.history.phone')}</TableCell>
              <TableCell>{translate('app.sms.history.message')}</TableCell>
              <TableCell>{translate('app.sms.history.status')}</TableCell>
              <TableCell>{translate('app.sms.history.campaign')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.key} data-testid="history-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(r.date).toLocaleString(intlLocale())}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {translate(r.kind === 'single' ? 'app.sms.history.kind_single' : 'app.sms.history.kind_campaign')}
                  {r.inbound && ` (${translate('app.sms.history.direction_in')})`}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {r.kind === 'single' ? <Link to={SMS_SCREENS.conversation(r.phone)}>{formatPhone(r.phone)}</Link> : formatPhone(r.phone)}
                </TableCell>
                <TableCell sx={{ maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={r.message}>{r.message}</TableCell>
                {/* a single SMS's status as the spec shows it (sent: Pending, delivery_failed: Error); a recipient's as it is */}
                <TableCell><Chip size="small" label={r.kind === 'single' ? translate(`app.sms.status.${r.status}`, { _: r.status }) : r.status} /></TableCell>
                <TableCell sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={r.campaignName ?? undefined}>
                  {r.campaignId ? <Link to={SMS_SCREENS.campaignShow(r.campaignId)}>{r.campaignName}</Link> : ''}
                </TableCell>
              </TableRow>
            ))}
            {!loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>
                  <Typography color="text.secondary">{translate('app.sms.history.empty')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button
          disabled={!trail.length || loading}
          onClick={() => {
            setCursor(trail[trail.length - 1]);
            setTrail(trail.slice(0, -1));
          }}
          data-testid="history-newer"
        >
          {translate('app.sms.history.newer')}
        </Button>
        <Button
          disabled={!next || loading}
          onClick={() => {
            setTrail([...trail, cursor]);
            setCursor(next!);
          }}
          data-testid="history-older"
        >
          {translate('app.sms.history.older')}
        </Button>
      </Stack>
    </Box>
  );
}
