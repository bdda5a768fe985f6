import CallEndIcon from '@mui/icons-material/CallEnd';
import CallIcon from '@mui/icons-material/Call';
import VideocamIcon from '@mui/icons-material/Videocam';
import { Avatar, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChatCallView } from './rtc';

export interface ChatIncomingCallDialogProps {
  call: ChatCallView;
  onAccept: (video: boolean) => void;
  onReject: () => void;
}

/** Someone calls (spec, second document, section 4): accept with audio, accept with video, or reject. */
export function ChatIncomingCallDialog({ call, onAccept, onReject }: ChatIncomingCallDialogProps) {
  const translate = useTranslate();
  const name = call.peer?.username ?? '';
  return (
    <Dialog open={call.phase === 'ringing'} maxWidth="xs" fullWidth aria-labelledby="chat-call-incoming-title" data-testid="chat-call-incoming">
      <DialogTitle id="chat-call-incoming-title">{translate(call.video ? 'app.chat.incoming_video' : 'app.chat.incoming_voice')}</DialogTitle>
      <DialogContent>
        <Stack alignItems="center" spacing={1.5} sx={{ py: 1 }}>
          <Avatar sx={{ width: 72, height: 72, fontSize: 32, bgcolor: 'primary.main' }}>{name.slice(0, 1).toUpperCase()}</Avatar>
          <Typography variant="h6" data-testid="chat-call-caller">{name}</Typography>
          <Typography color="text.secondary">{translate('app.chat.is_calling', { name })}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, flexDirection: 'column', alignItems: 'stretch', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button variant="contained" color="success" startIcon={<VideocamIcon />} onClick={() => onAccept(true)} data-testid="chat-call-accept-video">
          {translate('app.chat.accept_video')}
        </Button>
        <Button variant="contained" color="success" startIcon={<CallIcon />} onClick={() => onAccept(false)} data-testid="chat-call-accept-audio">
          {translate('app.chat.accept_audio')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<CallEndIcon />} onClick={onReject} data-testid="chat-call-reject">
          {translate('app.chat.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
