import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Socket } from 'socket.io-client';
import { LOCATION_EVENTS, LOCATION_NAMESPACE, LOCATION_WATCH, type LocationReport } from '../../../contract/delivery/location';
import { LOCATION_TEXTS, reportFromPosition } from '../../../contract/delivery/location-check';
import { acquireSocket, releaseSocket } from '../../realtime/socket-client';
import { intlLocale } from '../../i18n/intl-locale';

type Status = 'off' | 'waiting' | 'sharing' | 'offline';
type Problem = { key: 'denied' | 'unavailable' | 'timeout' | 'unsupported' | 'noSession' } | { key: 'refused'; reason: string };
type Ack = { ok: true } | { ok: false; errors: { path: string; msg: string }[] };

interface Sent {
  report: LocationReport;
  sentAt: number;
}

/**
 * Sharing the driver's position: the geolocation watch (LOCATION_WATCH) while on, each position sent
 * as a 'location' event on the socket; while the socket is down only the newest position waits.
 */
function useLocationSharing() {
  const [on, setOn] = useState(false);
  const [status, setStatus] = useState<Status>('off');
  const [problem, setProblem] = useState<Problem>();
  const [sent, setSent] = useState<Sent>();
  const [count, setCount] = useState(0);
  const previous = useRef<LocationReport | undefined>(undefined);

  useEffect(() => {
    if (!on) return undefined;
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setProblem({ key: 'unsupported' });
      setOn(false);
      return undefined;
    }
    const socket: Socket | undefined = acquireSocket(LOCATION_NAMESPACE);
    if (!socket) {
      setProblem({ key: 'noSession' });
      setOn(false);
      return undefined;
    }
    let pending: LocationReport | undefined;
    let live = true;
    setStatus(socket.connected ? 'waiting' : 'offline');
    const send = (report: LocationReport) => {
      if (!socket.connected) {
        pending = report;
        return;
      }
      pending = undefined;
      socket.timeout(10_000).emit(LOCATION_EVENTS.report, report, (err: Error | null, ack?: Ack) => {
        if (!live || err || !ack) return;
        if (ack.ok) {
          setSent({ report, sentAt: Date.now() });
          setCount((n) => n + 1);
          setStatus('sharing');
          setProblem((p) => (p?.key === 'refused' || p?.key === 'timeout' || p?.key === 'unavailable' ? undefined : p));
        } else {
          setProblem({ key: 'refused', reason: ack.errors.map((e) => e.msg).join(' ') });
        }
      });
    };
    const onConnect = () => {
      setStatus((s) => (s === 'offline' ? 'waiting' : s));
      if (pending) send(pending);
    };
    const onDisconnect = () => setStatus('offline');
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const report = reportFromPosition(position, previous.current);
        previous.current = report;
        send(report);
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          setProblem({ key: 'denied' });
          setOn(false);
        } else setProblem({ key: error.code === error.TIMEOUT ? 'timeout' : 'unavailable' });
      },
      LOCATION_WATCH,
    );
    return () => {
      live = false;
      navigator.geolocation.clearWatch(watch);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      releaseSocket(LOCATION_NAMESPACE, socket);
      setStatus('off');
    };
  }, [on]);

  const start = () => {
    setProblem(undefined);
    setOn(true);
  };
  return { on, status, problem, sent, count, start, stop: () => setOn(false) };
}

const reasonKey = (msg: string) => Object.entries(LOCATION_TEXTS).find(([, text]) => text === msg)?.[0];

/** The driver's page (phone first): start and stop sharing, the last position sent, problems in plain words. */
export function CourierPage() {
  const translate = useTranslate();
  const { on, status, problem, sent, count, start, stop } = useLocationSharing();
  const problemText = (p: Problem) => {
    if (p.key !== 'refused') return translate(`app.courier.error.${p.key}`);
    const key = reasonKey(p.reason);
    return translate('app.courier.error.refused', { reason: key ? translate(`app.courier.reason.${key}`) : p.reason });
  };
  const unknown = translate('app.courier.last.unknown');
  const r = sent?.report;
  const direction = r ? (r.heading ?? r.bearing) : null;
  const rows: [string, string][] = r
    ? [
        ['latitude', r.latitude.toFixed(6)],
        ['longitude', r.longitude.toFixed(6)],
        ['time', new Date(r.timestamp).toLocaleTimeString(intlLocale())],
        ['sentAt', new Date(sent.sentAt).toLocaleTimeString(intlLocale())],
        ['speed', r.speed === null ? unknown : translate('app.courier.last.speedValue', { kmh: (r.speed * 3.6).toFixed(1) })],
        ['heading', direction === null ? unknown : translate('app.courier.last.headingValue', { degrees: Math.round(direction) })],
      ]
    : [];
  const chipColor = status === 'sharing' ? 'success' : status === 'offline' ? 'warning' : 'default';

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', p: { xs: 1, sm: 2 } }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {translate('app.courier.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.courier.intro')}
          </Typography>
          <Box>
            <Chip data-testid="courier-status" data-status={status} color={chipColor} label={translate(`app.courier.status.${status}`)} />
          </Box>
          {on ? (
            <Button data-testid="courier-stop" variant="outlined" color="error" size="large" fullWidth onClick={stop} sx={{ py: 1.5 }}>
              {translate('app.courier.stop')}
            </Button>
          ) : (
            <Button data-testid="courier-start" variant="contained" size="large" fullWidth onClick={start} sx={{ py: 1.5 }}>
              {translate('app.courier.start')}
            </Button>
          )}
          {problem && (
            <Alert data-testid="courier-error" severity={problem.key === 'timeout' ? 'warning' : 'error'}>
              {problemText(problem)}
            </Alert>
          )}
          <Box data-testid="courier-last">
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
              {translate('app.courier.last.title')}
            </Typography>
            {r ? (
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
                {rows.map(([key, value]) => (
                  <Box key={key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {translate(`app.courier.last.${key}`)}
                    </Typography>
                    <Typography component="dd" variant="body2" data-testid={`courier-last-${key}`} sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate('app.courier.last.none')}
              </Typography>
            )}
            {count > 0 && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                {translate('app.courier.last.sent', { count })}
              </Typography>
            )}
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
