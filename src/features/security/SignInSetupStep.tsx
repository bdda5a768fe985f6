import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { isTotpCode, type TwoFactorSetup } from '../../../contract/accounts/two-factor';
import { SignInFrame } from '../../authProvider/SignInFrame';
import { formErrorText } from '../auth/auth-errors';
import { RecoveryCodeList } from './RecoveryCodeList';
import { SecondFactorField } from './SecondFactorField';
import { signInSetupApi } from './security-api';
import { TwoFactorKey } from './TwoFactorKey';

export interface SignInSetupStepProps {
  ticket: string;
  /** the setup is confirmed and the recovery codes were shown: the session to start */
  onSignedIn: (session: { token: string; socketToken: string }) => void;
  onBack: () => void;
}

/**
 * The sign-in of a user whose group requires two-factor sign-in and who has none yet: a new key to
 * add to an app, its first code, then the recovery codes once; only then the session starts.
 */
export function SignInSetupStep({ ticket, onSignedIn, onBack }: SignInSetupStepProps) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const [refused, setRefused] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ session: { token: string; socketToken: string }; codes: string[] }>();

  // the new key, asked for once per ticket and step (another would replace the one being added to
  // the app): never read again, even after a failure; gone with the step
  const started = useQuery({
    queryKey: ['signInSetup', ticket],
    queryFn: () => signInSetupApi.start(ticket),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    gcTime: 0,
  });
  const setup: TwoFactorSetup | undefined = started.data;
  const failure = refused ?? (started.error ? formErrorText(started.error) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setInvalid(isTotpCode(typed) ? undefined : translate('app.security.message.totpFormat'));
    if (!isTotpCode(typed)) return;
    setBusy(true);
    setRefused(undefined);
    try {
      const { recoveryCodes, ...session } = await signInSetupApi.confirm(ticket, typed);
      setDone({ session: { token: session.token, socketToken: session.socketToken }, codes: recoveryCodes });
    } catch (error) {
      setRefused(formErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <SignInFrame title={translate('app.security.sign_in.setup_title')} wide>
        <RecoveryCodeList codes={done.codes} />
        <Button variant="contained" size="large" onClick={() => onSignedIn(done.session)}>
          {translate('app.security.sign_in.continue')}
        </Button>
      </SignInFrame>
    );
  }

  return (
    <SignInFrame
      title={translate('app.security.sign_in.setup_title')}
      intro={translate('app.security.sign_in.setup_intro')}
      message={failure ? { severity: 'error', text: failure } : undefined}
      onSubmit={submit}
      wide
    >
      {setup ? <TwoFactorKey setup={setup} /> : !failure && <LinearProgress aria-label={translate('app.loading')} />}
      {setup && (
        <>
          <Typography variant="body2">{translate('app.security.two_factor.confirm')}</Typography>
          <SecondFactorField kind="totp" value={code} onChange={setCode} error={!!invalid} helperText={invalid} disabled={busy} />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate('app.security.two_factor.turn_on')}
          </Button>
        </>
      )}
      <Link component="button" type="button" onClick={onBack} sx={{ alignSelf: 'center' }}>
        {translate('app.security.sign_in.back')}
      </Link>
    </SignInFrame>
  );
}
