import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { ACCOUNT_ROUTES, ACCOUNT_TIMING, accountTexts, activateFields } from '../../../contract/accounts';
import { forgetPrincipal } from '../../authProvider/principal';
import { saveSession } from '../../authProvider/session';
import { ApiError } from '../../dataProvider/api-error';
import { accountApi } from './auth-api';
import { formErrorText } from './auth-errors';
import { AuthCard, type AuthCardProps } from './AuthCard';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { useAccountForm } from './useAccountForm';
import { useRedirectLater } from './useRedirectLater';
import { SignInSetupStep } from '../security/SignInSetupStep';
import { useTranslate } from 'react-admin';
import { RichText } from '../../i18n/RichText';

type LinkState = 'checking' | 'valid' | 'invalid';

/** /user/activate?username=..&token=..: an invited user sets a password and is signed in. */
export function ActivatePage() {
  const [params] = useSearchParams();
  const translate = useTranslate();
  const username = params.get('username') ?? '';
  const token = params.get('token') ?? '';
  const form = useAccountForm(activateFields, { username, token });
  const redirectLater = useRedirectLater();
  const [refused, setRefused] = useState(false);
  const [message, setMessage] = useState<AuthCardProps['message']>();
  const [setupTicket, setSetupTicket] = useState<string>();
  // the link is checked once per username and token: a link is used once, so never read again
  const complete = !!username && !!token;
  const invitation = useQuery({
    queryKey: ['invitation', username, token],
    queryFn: () => accountApi.invitation({ username, token }),
    enabled: complete,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const link: LinkState = refused || !complete || invitation.isError ? 'invalid' : invitation.isSuccess ? 'valid' : 'checking';

  // activation signs the user in; a full load of the root page (a URL without a hash is not a
  // same-page jump) makes every part of the app start from that session
  const start = (session: { token: string; socketToken: string }) => {
    saveSession(session);
    forgetPrincipal();
    window.location.assign(ACCOUNT_ROUTES.afterActivation);
  };

  // an invalid link says so, then goes to sign-in
  useEffect(() => {
    if (link !== 'invalid') return;
    setMessage({ severity: 'error', text: accountTexts.invalidInvitation });
    redirectLater(ACCOUNT_ROUTES.login, ACCOUNT_TIMING.invalidInvitation);
    // once per link found invalid
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link]);
  const invalid = () => setRefused(true);

  const submit = form.onSubmit(
    async () => {
      setMessage(undefined);
      const answer = await accountApi.activate({ username, token, password: form.values.password, confirmPassword: form.values.confirmPassword });
      // a group that requires two-factor sign-in: it is set up first, then the session starts
      if ('next' in answer) return setSetupTicket(answer.ticket);
      start(answer);
    },
    (error) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 410)) return invalid();
      setMessage({ severity: 'error', text: formErrorText(error) });
    },
  );

  if (setupTicket) return <SignInSetupStep ticket={setupTicket} onSignedIn={start} onBack={() => window.location.assign(`/#${ACCOUNT_ROUTES.login}`)} />;

  return (
    <AuthCard title={translate('app.auth.activate_title')} subtitle={link === 'valid' ? <RichText i18nKey="app.auth.activate_subtitle" nodes={{ username: <strong>{username}</strong> }} /> : undefined} message={message}>
      {link === 'checking' && <CircularProgress />}
      {link === 'valid' && (
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          <PasswordField label={translate('app.auth.new_password')} autoComplete="new-password" autoFocus required {...form.fieldProps('password')} />
          <PasswordStrengthMeter password={form.values.password} />
          <PasswordField label={translate('app.auth.confirm_password')} autoComplete="new-password" required {...form.fieldProps('confirmPassword')} />
          <Button type="submit" variant="contained" size="large" disabled={form.busy}>
            {translate('app.auth.activate')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
