import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { accountApi } from './auth-api';
import { formErrorText } from './auth-errors';
import { setWidgetTexts, WIDGET_LANGUAGE } from './altcha-widget';

export interface CaptchaChallengeProps {
  /** called with the widget's payload (the challenge and its solution); a rejected promise starts a new challenge */
  onSolve: (altcha: string) => Promise<void>;
  onCancel: () => void;
  onError: (text: string) => void;
}

type Widget = HTMLElementTagNameMap['altcha-widget'];

/** The widget's texts by its own keys, from the catalogue. */
const TEXT_KEYS = {
  label: 'label',
  verifying: 'verifying',
  verified: 'verified',
  error: 'error',
  expired: 'expired',
  verificationRequired: 'required',
  waitAlert: 'wait',
  loading: 'loading',
  reload: 'reload',
  verify: 'verify',
  cancel: 'cancel',
} as const;

/**
 * The captcha of the Resend link: a proof of work (ALTCHA) the browser solves by itself, with a
 * challenge from our own server. Nothing to read or hear, so nobody is left out; the widget says what
 * it is doing to screen readers. Send stays off until the work is done.
 */
export function CaptchaChallenge({ onSolve, onCancel, onError }: CaptchaChallengeProps) {
  const translate = useTranslate();
  const ref = useRef<Widget>(null);
  const loaded = useRef<Promise<void>>(undefined);
  const [payload, setPayload] = useState<string>();
  const [busy, setBusy] = useState(false);

  // the element announces 'load' once its methods work: listened to before it can fire
  useLayoutEffect(() => {
    const widget = ref.current!;
    loaded.current = new Promise((resolve) => widget.addEventListener('load', () => resolve(), { once: true }));
    const onState = (event: Event) => {
      const { state, payload: solved } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      setPayload(state === 'verified' ? solved : undefined);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, []);

  const start = useCallback(async () => {
    setPayload(undefined);
    try {
      const challenge = await accountApi.captcha();
      await loaded.current;
      const widget = ref.current;
      if (!widget) return;
      setWidgetTexts(Object.fromEntries(Object.entries(TEXT_KEYS).map(([key, text]) => [key, translate(`app.security.captcha.${text}`)])));
      await widget.configure({ challenge, auto: 'off', hideFooter: true, language: WIDGET_LANGUAGE, minDuration: 0 });
      widget.reset();
      await widget.verify();
    } catch (error) {
      onError(formErrorText(error));
    }
  }, [onError, translate]);
  useEffect(() => void start(), [start]);

  const send = async () => {
    if (!payload) return;
    setBusy(true);
    try {
      await onSolve(payload);
    } catch {
      void start();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5} data-testid="captcha" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.security.captcha.explain')}
      </Typography>
      <Box sx={{ '--altcha-max-width': '100%' }}>
        <altcha-widget ref={ref} />
      </Box>
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onCancel}>{translate('app.action.cancel')}</Button>
        <Button variant="contained" disabled={busy || !payload} onClick={send}>
          {translate('app.auth.send_code')}
        </Button>
      </Stack>
    </Stack>
  );
}
