import CallEndIcon from '@mui/icons-material/CallEnd';
import CloseIcon from '@mui/icons-material/Close';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import PhoneIcon from '@mui/icons-material/Phone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatTyped, pressKey, typedFromInput, typedToE164 } from '../../../../contract/call/keypad';
import { SOFTPHONE_TEXTS, type SoftphoneState } from '../../../../contract/call/softphone';
import { call } from '../../../../contract/entities/call/call';
import { useCan } from '../../../authProvider/useCan';
import { useNotifyApiError } from '../../../dataProvider/hooks';
import { SoftphoneKeypad } from './SoftphoneKeypad';
import { stateKey } from './softphone-state';
import { useDial } from './useDial';
import { useSoftphone } from './useSoftphone';

const STATE_COLOR: Record<SoftphoneState, ChipProps['color']> = {
  Connecting: 'info',
  Ready: 'success',
  Incoming: 'warning',
  'On call': 'primary',
  Offline: 'default',
};
/** The product's own reasons have catalogue keys; a server's message is shown as it came. */
const reasonKey = (reason: string) => Object.entries(SOFTPHONE_TEXTS).find(([, text]) => text === reason)?.[0];

export interface SoftphonePanelProps {
  onClose: () => void;
  /** an incoming call rings: the panel should be seen */
  onIncoming: () => void;
  onState: (state: SoftphoneState) => void;
}

/** The browser phone: its state, why it is offline, an incoming call, the keypad and the call controls. */
export function SoftphonePanel({ onClose, onIncoming, onState }: SoftphonePanelProps) {
  const translate = useTranslate();
  const notifyError = useNotifyApiError();
  const { softphone, view } = useSoftphone();
  const dial = useDial(softphone);
  // placing a call writes a call row: the create right of calls
  const canDial = useCan().can(call.permission, 'create');
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [dialling, setDialling] = useState(false);

  useEffect(() => {
    onState(view.state);
    if (view.state === 'Incoming') onIncoming();
  }, [view.state, onState, onIncoming]);

  const stateText = translate(stateKey(view.state));
  const key = view.reason ? reasonKey(view.reason) : undefined;
  const reason = key ? translate(`app.call.softphone.reason.${key}`) : view.reason;
  // a phone number in US format; another caller (a Twilio client, `client:...`) as it came
  const peer = !view.peer ? translate('app.call.softphone.unknown_caller') : /^\+\d{8,15}$/.test(view.peer) ? formatTyped(view.peer) : view.peer;

  const place = async () => {
    const phone = typedToE164(typed);
    setInvalid(!phone);
    if (!phone) return;
    setDialling(true);
    try {
      await dial(phone);
    } catch (e) {
      notifyError(e);
    } finally {
      setDialling(false);
    }
  };
  const change = (next: string) => {
    setTyped(next);
    setInvalid(false);
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }} role="region" aria-label={translate('app.call.softphone.title')}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('app.call.softphone.title')}
        </Typography>
        <Chip
          data-testid="softphone-state"
          label={stateText}
          color={STATE_COLOR[view.state]}
          size="small"
          // the tone's own contrast text, set on the label itself (AA on the tone in both themes)
          sx={(theme) => {
            const tone = STATE_COLOR[view.state];
            return { '& .MuiChip-label': { color: tone && tone !== 'default' ? theme.palette[tone].contrastText : 'inherit' } };
          }}
        />
        <IconButton aria-label={translate('app.call.softphone.close')} onClick={onClose} size="small">
          <CloseIcon />
        </IconButton>
      </Stack>

      {view.state === 'Offline' && (
        <Alert severity="warning" sx={{ overflowWrap: 'anywhere' }}>
          <Box data-testid="softphone-reason">{reason}</Box>
          <Button color="inherit" variant="outlined" size="small" onClick={() => void softphone.start()} sx={{ mt: 1 }}>
            {translate('app.call.softphone.retry')}
          </Button>
        </Alert>
      )}
      {view.error && view.state !== 'Offline' && (
        <Typography variant="body2" color="error">
          {view.error}
        </Typography>
      )}

      {view.state === 'Incoming' && (
        <Stack spacing={1}>
          <Typography>{translate('app.call.softphone.incoming_from', { peer })}</Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" color="success" startIcon={<PhoneIcon />} onClick={() => softphone.accept()} sx={{ flex: 1 }}>
              {translate('app.call.softphone.accept')}
            </Button>
            <Button variant="contained" color="error" startIcon={<CallEndIcon />} onClick={() => softphone.reject()} sx={{ flex: 1 }}>
              {translate('app.call.softphone.reject')}
            </Button>
          </Stack>
        </Stack>
      )}

      {view.state === 'On call' && (
        <Stack spacing={1}>
          <Typography>{translate('app.call.softphone.on_call_with', { peer })}</Typography>
          <Stack direction="row" spacing={1}>
            <Button
              variant={view.muted ? 'contained' : 'outlined'}
              aria-pressed={view.muted}
              startIcon={view.muted ? <MicOffIcon /> : <MicIcon />}
              onClick={() => softphone.toggleMute()}
              sx={{ flex: 1 }}
            >
              {translate(view.muted ? 'app.call.softphone.unmute' : 'app.call.softphone.mute')}
            </Button>
            <Button variant="contained" color="error" startIcon={<CallEndIcon />} onClick={() => softphone.hangUp()} sx={{ flex: 1 }}>
              {translate('app.call.softphone.hang_up')}
            </Button>
          </Stack>
        </Stack>
      )}

      <TextField
        label={translate('app.call.softphone.number')}
        value={formatTyped(typed)}
        onChange={(e) => change(typedFromInput(typed, e.target.value))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && canDial && view.state === 'Ready') void place();
        }}
        error={invalid}
        helperText={invalid ? translate('app.call.message.badNumber') : ' '}
        slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
        fullWidth
      />
      {/* during a call the digits are tones down the line; otherwise they type the number */}
      <SoftphoneKeypad onKey={(k) => softphone.sendDigit(k) || change(pressKey(typed, k))} />
      <Box>
        <Button
          variant="contained"
          color="success"
          fullWidth
          startIcon={<PhoneIcon />}
          disabled={!canDial || view.state !== 'Ready' || !typed || dialling}
          onClick={() => void place()}
        >
          {translate('app.call.softphone.call')}
        </Button>
      </Box>
    </Stack>
  );
}
