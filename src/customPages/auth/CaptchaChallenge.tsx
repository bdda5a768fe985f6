import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { CaptchaChallenge as Challenge } from '../../../contract/accounts';
import { accountApi } from './auth-api';
import { formErrorText } from './auth-errors';
import { useTranslate } from 'react-admin';

export interface CaptchaChallengeProps {
  /** called with the challenge id and the answer; a rejected promise loads a new challenge */
  onSolve: (captchaId: string, captchaAnswer: string) => Promise<void>;
  onCancel: () => void;
  onError: (text: string) => void;
}

/** The server's own captcha: a picture of a small sum, answered with a number. */
export function CaptchaChallenge({ onSolve, onCancel, onError }: CaptchaChallengeProps) {
  const [challenge, setChallenge] = useState<Challenge>();
  const translate = useTranslate();
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    setChallenge(undefined);
    setAnswer('');
    accountApi.captcha().then(setChallenge, (error) => onError(formErrorText(error)));
  }, [onError]);
  useEffect(load, [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!challenge || !answer.trim()) return;
    setBusy(true);
    try {
      await onSolve(challenge.captchaId, answer.trim());
    } catch {
      load();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} data-testid="captcha" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack direction="row" alignItems="center" spacing={1}>
        {challenge ? (
          <Box
            role="img"
            aria-label={translate('app.auth.captcha_question')}
            sx={{ flex: 1, minHeight: 60, display: 'flex', justifyContent: 'center', bgcolor: 'grey.50', '& svg': { maxWidth: '100%', height: 'auto' } }}
            // the picture is an SVG made by our own server
            dangerouslySetInnerHTML={{ __html: challenge.svg }}
          />
        ) : (
          <Box sx={{ flex: 1, minHeight: 60, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <CircularProgress size={24} />
          </Box>
        )}
        <Tooltip title={translate('app.auth.new_question')}>
          <IconButton aria-label={translate('app.auth.new_question')} onClick={load}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <TextField label={translate('app.auth.answer')} size="small" value={answer} onChange={(e) => setAnswer(e.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} autoFocus />
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onCancel}>{translate('app.action.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy || !challenge || !answer.trim()}>
          {translate('app.auth.send_code')}
        </Button>
      </Stack>
    </Stack>
  );
}
