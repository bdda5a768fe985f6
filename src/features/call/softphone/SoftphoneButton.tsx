import PhoneIcon from '@mui/icons-material/Phone';
import Badge from '@mui/material/Badge';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SoftphoneState } from '../../../../contract/call/softphone';
import { stateKey } from './softphone-state';

// the panel, and through it the voice SDK, load when the phone is first opened
const SoftphonePanel = lazy(() => import('./SoftphonePanel').then((m) => ({ default: m.SoftphonePanel })));

const PANEL_WIDTH = 340;
const DOT: Partial<Record<SoftphoneState, 'success' | 'warning' | 'primary' | 'info'>> = { Ready: 'success', Incoming: 'warning', 'On call': 'primary', Connecting: 'info' };

/**
 * The top bar's phone button. Its panel stays mounted once opened (closing only hides it), so the
 * phone keeps its registration and an incoming call opens the panel again.
 */
export function SoftphoneButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const [state, setState] = useState<SoftphoneState | undefined>();
  const show = useCallback(() => {
    setStarted(true);
    setOpen(true);
  }, []);
  const label = state ? translate('app.call.softphone.open_state', { state: translate(stateKey(state)) }) : translate('app.call.softphone.open');
  const dot = state && DOT[state];
  return (
    <>
      <IconButton color="inherit" aria-label={label} title={label} aria-expanded={open} onClick={() => (open ? setOpen(false) : show())}>
        <Badge variant="dot" color={dot ?? 'default'} invisible={!dot} overlap="circular">
          <PhoneIcon />
        </Badge>
      </IconButton>
      {started && (
        <Drawer
          anchor="right"
          variant="persistent"
          open={open}
          slotProps={{ paper: { sx: { width: { xs: '100%', sm: PANEL_WIDTH }, top: 48, height: 'calc(100% - 48px)', boxShadow: 4 } } }}
        >
          <Suspense fallback={null}>
            <SoftphonePanel onClose={() => setOpen(false)} onIncoming={show} onState={setState} />
          </Suspense>
        </Drawer>
      )}
    </>
  );
}
