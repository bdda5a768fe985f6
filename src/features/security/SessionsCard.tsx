import { useState } from 'react';
import { Alert, Box, Button, Card, CardActions, CardHeader, Chip, Divider, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import { deviceName, type SessionRow } from '../../../contract/accounts/sessions';
import { useTimeSince } from '../../i18n/useTimeSince';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadingBar } from '../../components/LoadingBar';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { formMessage } from './security-errors';
import { useRevokeSession, useSessions, useSignOutEverywhere } from './useSecurity';
import { intlLocale } from '../../i18n/intl-locale';

/** A sign-in's browser in a few words: `Chrome 126 on Windows`, a client's own name, or unknown. */
function useDeviceLabel() {
  const translate = useTranslate();
  return (row: SessionRow) => {
    const d = deviceName(row.userAgent);
    if (d.client) return d.client;
    if (d.browser && d.os) return translate('app.security.sessions.device_name', { browser: d.browser, os: d.os });
    return d.browser ?? d.os ?? translate('app.security.sessions.unknown_device');
  };
}

/** The signed-in user's sign-ins: each with its device, address and times, ended one by one or all at once. */
export function SessionsCard() {
  const translate = useTranslate();
  const since = useTimeSince();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const logout = useLogout();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const everywhere = useSignOutEverywhere();
  const device = useDeviceLabel();
  const [asked, setAsked] = useState<SessionRow | 'all'>();

  const confirm = () => {
    const target = asked;
    setAsked(undefined);
    if (target === 'all') {
      // every sign-in ends, this one too: the page goes to sign-in
      everywhere.mutate({}, { onSuccess: () => void logout(), onError: notifyError });
    } else if (target) {
      revoke.mutate(target.sessionId, { onSuccess: () => notify('app.security.sessions.revoked', { type: 'info' }), onError: notifyError });
    }
  };

  const rows = sessions.data?.data ?? [];
  return (
    <Card variant="outlined" data-testid="sessions">
      <CardHeader title={translate('app.security.sessions.title')} subheader={translate('app.security.sessions.subtitle')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <Divider />
      {sessions.isPending && <LoadingBar />}
      {sessions.error ? <Alert severity="error">{formMessage(sessions.error)}</Alert> : null}
      <TableContainer>
        <Table size="small" aria-label={translate('app.security.sessions.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.security.sessions.device')}</TableCell>
              <TableCell>{translate('app.security.sessions.address')}</TableCell>
              <TableCell>{translate('app.security.sessions.signed_in')}</TableCell>
              <TableCell>{translate('app.security.sessions.last_used')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.sessionId} data-testid="session-row" selected={row.current}>
                <TableCell>
                  <Box component="span" title={row.userAgent} sx={{ mr: 1 }}>
                    {device(row)}
                  </Box>
                  {row.current && <Chip size="small" color="primary" label={translate('app.security.sessions.this_browser')} />}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{row.ip}</TableCell>
                <TableCell>{new Date(row.signedInAt).toLocaleString(intlLocale())}</TableCell>
                <TableCell>
                  <Typography component="span" variant="body2" title={new Date(row.lastUsedAt).toLocaleString(intlLocale())}>
                    {since(row.lastUsedAt)}
                  </Typography>
                </TableCell>
                <TableCell align="right">
                  {!row.current && (
                    <Button
                      size="small"
                      color="error"
                      disabled={revoke.isPending}
                      onClick={() => setAsked(row)}
                      aria-label={translate('app.security.sessions.revoke_label', { device: device(row), address: row.ip })}
                    >
                      {translate('app.security.sessions.revoke')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <CardActions sx={{ px: 2, py: 1.5, justifyContent: 'flex-end' }}>
        <Button variant="outlined" color="error" disabled={everywhere.isPending || !rows.length} onClick={() => setAsked('all')}>
          {translate('app.security.sessions.everywhere')}
        </Button>
      </CardActions>
      <ConfirmDialog
        open={!!asked}
        text={
          asked === 'all'
            ? translate('app.security.sessions.everywhere_confirm')
            : asked
              ? translate('app.security.sessions.revoke_confirm', { device: device(asked), address: asked.ip })
              : ''
        }
        onConfirm={confirm}
        onClose={() => setAsked(undefined)}
      />
    </Card>
  );
}
