import CallEndIcon from '@mui/icons-material/CallEnd';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { Alert, Avatar, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { CallEndReason } from '../../../contract/chat/chat';
import type { ChatCallView } from './rtc';

export interface ChatCallDialogProps {
  call: ChatCallView;
  onHangUp: () => void;
  onToggleMute: () => void;
  onToggleCamera: () => void;
  onClose: () => void;
}

const ENDED: Record<CallEndReason, string> = {
  rejected: 'app.chat.ended_rejected',
  ended: 'app.chat.ended_ended',
  unavailable: 'app.chat.ended_unavailable',
  busy: 'app.chat.ended_busy',
  media: 'app.chat.ended_media',
  failed: 'app.chat.ended_failed',
};

const PHASES: Partial<Record<ChatCallView['phase'], string>> = { calling: 'app.chat.calling', connecting: 'app.chat.connecting', connected: 'app.chat.connected' };

/** A <video> showing a stream (srcObject cannot be given as a prop). */
function StreamVideo({ stream, muted, mirrored, fit, testId, hidden }: { stream?: MediaStream; muted?: boolean; mirrored?: boolean; fit: 'cover' | 'contain'; testId: string; hidden?: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== (stream ?? null)) ref.current.srcObject = stream ?? null;
  }, [stream]);
  return (
    <Box
      component="video"
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      data-testid={testId}
      sx={{ width: '100%', height: '100%', objectFit: fit, display: hidden ? 'none' : 'block', transform: mirrored ? 'scaleX(-1)' : undefined }}
    />
  );
}

/** The call window: the other side's video (or a voice indicator), one's own camera, mute, camera, hang up and the call's state. */
export function ChatCallDialog({ call, onHangUp, onToggleMute, onToggleCamera, onClose }: ChatCallDialogProps) {
  const translate = useTranslate();
  const open = call.phase === 'calling' || call.phase === 'connecting' || call.phase === 'connected' || call.phase === 'ended';
  const name = call.peer?.username ?? '';
  const ended = call.phase === 'ended';
  const state = ended
    ? call.refused
      ? translate('app.chat.call_refused', { reason: call.refused })
      : translate(call.mediaFailed ? 'app.chat.ended' : ENDED[call.reason ?? 'ended'], { name })
    : translate(PHASES[call.phase] ?? 'app.chat.calling');
  const showRemote = !ended && call.phase === 'connected' && call.remoteVideo;
  const sendsVideo = Boolean(call.local?.getVideoTracks().length);
  // no picture either way: a smaller window
  const voice = !call.remoteVideo && !sendsVideo;
  return (
    <Dialog open={open} maxWidth={ended ? 'xs' : voice ? 'sm' : 'md'} fullWidth aria-labelledby="chat-call-title" data-testid="chat-call-window">
      <DialogTitle id="chat-call-title" sx={{ pb: 0.5 }}>
        {translate('app.chat.call_with', { name })}
        <Typography
          component="div"
          variant="body2"
          color={ended ? 'error.main' : call.phase === 'connected' ? 'success.main' : 'text.secondary'}
          data-testid="chat-call-state"
          data-phase={call.phase}
        >
          {state}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {call.mediaFailed && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="chat-call-media-failed">
            {translate('app.chat.media_failed')}
          </Alert>
        )}
        {/* an ended call keeps only its words: no stage */}
        <Box
          sx={
            ended
              ? { display: 'none' }
              : { position: 'relative', bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden', mx: 'auto', ...(voice ? { height: 260 } : { aspectRatio: '16 / 9', maxHeight: '60vh' }) }
          }
        >
          {/* the remote stream always plays (its sound), shown when it carries video */}
          <StreamVideo stream={call.remote} fit="contain" testId="chat-call-remote-video" hidden={!showRemote} />
          {!showRemote && (
            <Stack alignItems="center" justifyContent="center" spacing={1.5} sx={{ position: 'absolute', inset: 0, color: 'common.white' }} data-testid="chat-call-audio">
              <Avatar sx={{ width: 96, height: 96, fontSize: 40, bgcolor: call.phase === 'connected' ? 'success.main' : 'grey.700' }}>{name.slice(0, 1).toUpperCase()}</Avatar>
              <Typography variant="h6">{name}</Typography>
              {call.phase === 'connected' && <Typography variant="body2" sx={{ opacity: 0.8 }}>{translate('app.chat.audio_only', { name })}</Typography>}
            </Stack>
          )}
          {sendsVideo && !ended && (
            <Box
              sx={{ position: 'absolute', right: 12, bottom: 12, width: '24%', aspectRatio: '4 / 3', borderRadius: 1, overflow: 'hidden', border: 2, borderColor: 'common.white', bgcolor: 'grey.800', boxShadow: 3 }}
            >
              <StreamVideo stream={call.local} muted mirrored fit="cover" testId="chat-call-local-video" hidden={call.cameraOff} />
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', gap: 1.5, pb: 2.5 }}>
        {ended ? (
          <Button variant="contained" onClick={onClose} data-testid="chat-call-close">
            {translate('app.chat.close')}
          </Button>
        ) : (
          <>
            <Tooltip title={translate(call.muted ? 'app.chat.unmute' : 'app.chat.mute')}>
              <IconButton
                aria-label={translate(call.muted ? 'app.chat.unmute' : 'app.chat.mute')}
                aria-pressed={call.muted}
                onClick={onToggleMute}
                sx={{ bgcolor: call.muted ? 'action.selected' : 'action.hover' }}
                data-testid="chat-call-mute"
              >
                {call.muted ? <MicOffIcon /> : <MicIcon />}
              </IconButton>
            </Tooltip>
            <Tooltip title={translate(call.cameraOff ? 'app.chat.camera_on' : 'app.chat.camera_off')}>
              <span>
                <IconButton
                  aria-label={translate(call.cameraOff ? 'app.chat.camera_on' : 'app.chat.camera_off')}
                  aria-pressed={call.cameraOff}
                  onClick={onToggleCamera}
                  disabled={!sendsVideo}
                  sx={{ bgcolor: call.cameraOff ? 'action.selected' : 'action.hover' }}
                  data-testid="chat-call-camera"
                >
                  {call.cameraOff || !sendsVideo ? <VideocamOffIcon /> : <VideocamIcon />}
                </IconButton>
              </span>
            </Tooltip>
            <Button variant="contained" color="error" startIcon={<CallEndIcon />} onClick={onHangUp} data-testid="chat-call-hangup">
              {translate('app.chat.hang_up')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
