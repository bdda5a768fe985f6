import { lazy, Suspense, useCallback, useState } from 'react';
import { Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { ACCOUNT_ROUTES, ACCOUNT_TIMING, CODE_LENGTH, accountTexts, verifyFields } from '../../../contract/accounts';
import { accountApi } from './auth-api';
import { formErrorText } from './auth-errors';
import { AuthCard, type AuthCardProps } from './AuthCard';
import { CodeField } from './CodeField';
import { useAccountForm } from './useAccountForm';
import { useRedirectLater } from './useRedirectLater';
import { useTranslate } from 'react-admin';
import { RichText } from '../../i18n/RichText';
import { LoadingBar } from '../../components/LoadingBar';

// the captcha widget and its worker load only when Resend is pressed
const CaptchaChallenge = lazy(() => import('./CaptchaChallenge').then((m) => ({ default: m.CaptchaChallenge })));

export interface RegisterVerifyStepProps {
  email: string;
}

/** The second registration step: the 4-digit code mailed to the email; Resend is guarded by a captcha (a proof of work). */
export function RegisterVerifyStep({ email }: RegisterVerifyStepProps) {
  const form = useAccountForm(verifyFields, { email });
  const translate = useTranslate();
  const redirectLater = useRedirectLater();
  // the first step's answer ('Account created successfully') greets this one
  const created = (useLocation().state as { created?: string } | null)?.created;
  const [message, setMessage] = useState<AuthCardProps['message']>(() => (created ? { severity: 'success', text: created } : undefined));
  const [done, setDone] = useState(false);
  const [resending, setResending] = useState(false);
  const showError = useCallback((text: string) => setMessage({ severity: 'error', text }), []);

  const submit = form.onSubmit(
    async () => {
      setMessage(undefined);
      const { message: complete } = await accountApi.verify({ email, code: form.values.code });
      setDone(true);
      setMessage({ severity: 'success', text: complete || accountTexts.registrationComplete });
      redirectLater(ACCOUNT_ROUTES.login, ACCOUNT_TIMING.redirectAfterAuth);
    },
    (error) => showError(formErrorText(error)),
  );

  const resend = async (altcha: string) => {
    try {
      await accountApi.resend({ email, altcha });
    } catch (error) {
      showError(formErrorText(error));
      throw error;
    }
    setResending(false);
    setMessage({ severity: 'success', text: accountTexts.resendSuccess });
  };

  if (done) {
    return (
      <AuthCard title={translate('app.auth.verify_title')} message={message}>
        <Typography color="text.secondary">{translate('app.auth.redirecting')}</Typography>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={translate('app.auth.verify_title')} subtitle={<RichText i18nKey="app.auth.verify_subtitle" nodes={{ length: CODE_LENGTH, email: <strong data-testid="verify-email">{email}</strong> }} />} message={message}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <CodeField {...form.fieldProps('code')} />
        <Button type="submit" variant="contained" size="large" disabled={form.busy}>
          {translate('app.auth.verify')}
        </Button>
      </Stack>
      <Stack sx={{ mt: 2 }} spacing={1}>
        {resending ? (
          <Suspense fallback={<LoadingBar />}>
            <CaptchaChallenge onSolve={resend} onCancel={() => setResending(false)} onError={showError} />
          </Suspense>
        ) : (
          <Typography variant="body2">
            {translate('app.auth.no_code')}{' '}
            <MuiLink component="button" type="button" onClick={() => setResending(true)}>
              {translate('app.auth.resend')}
            </MuiLink>
          </Typography>
        )}
      </Stack>
    </AuthCard>
  );
}
