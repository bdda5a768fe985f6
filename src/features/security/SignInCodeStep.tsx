import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { isSecondFactor } from '../../../contract/accounts/two-factor';
import { messages } from '../../../contract/messages';
import type { SignedIn } from '../../authProvider/authProvider';
import { SignInFrame } from '../../authProvider/SignInFrame';
import { SecondFactorField } from './SecondFactorField';

export interface SignInCodeStepProps {
  ticket: string;
  /** where the sign-in lands */
  target: string;
  onBack: () => void;
}

/** The sign-in's second step: the code the authenticator app shows, or a recovery code (then spent). */
export function SignInCodeStep({ ticket, target, onBack }: SignInCodeStepProps) {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setInvalid(isSecondFactor(typed) ? undefined : translate('app.security.message.codeFormat'));
    if (!isSecondFactor(typed)) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const signedIn = (await login({ ticket, code: typed }, target)) as SignedIn | undefined;
      if (signedIn?.recoveryCodesLeft !== undefined) {
        notify('app.security.sign_in.recovery_used', { type: 'warning', messageArgs: { count: signedIn.recoveryCodesLeft }, autoHideDuration: 10_000 });
      }
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : messages.badResponse);
      setBusy(false);
    }
  };

  return (
    <SignInFrame
      title={translate('app.security.sign_in.code_title')}
      intro={translate('app.security.sign_in.code_intro')}
      message={failure ? { severity: 'error', text: failure } : undefined}
      onSubmit={submit}
    >
      <SecondFactorField kind="any" value={code} onChange={setCode} error={!!invalid} helperText={invalid} disabled={busy} autoFocus />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? <CircularProgress size={24} color="inherit" aria-label={translate('app.loading')} /> : translate('app.security.sign_in.verify')}
      </Button>
      <Link component="button" type="button" onClick={onBack} sx={{ alignSelf: 'center' }}>
        {translate('app.security.sign_in.back')}
      </Link>
    </SignInFrame>
  );
}
