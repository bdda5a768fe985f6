import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { ACCOUNT_ROUTES, ACCOUNT_TIMING, CODE_LENGTH, accountTexts, resetFields } from '../../../contract/accounts';
import { accountApi } from './auth-api';
import { formErrorText } from './auth-errors';
import { AuthCard, type AuthCardProps } from './AuthCard';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { CodeField } from './CodeField';
import { useAccountForm } from './useAccountForm';
import { useRedirectLater } from './useRedirectLater';
import { useTranslate } from 'react-admin';
import { RichText } from '../../i18n/RichText';

export interface ResetPasswordStepProps {
  email: string;
}

/** The second recovery step: the mailed code and a new password; then to sign-in. */
export function ResetPasswordStep({ email }: ResetPasswordStepProps) {
  const sent = (useLocation().state as { sent?: string } | null)?.sent;
  const form = useAccountForm(resetFields, { email });
  const translate = useTranslate();
  const redirectLater = useRedirectLater();
  const [message, setMessage] = useState<AuthCardProps['message']>(() => ({ severity: 'success', text: sent || accountTexts.emailSent }));
  const [done, setDone] = useState(false);

  const submit = form.onSubmit(
    async () => {
      setMessage(undefined);
      await accountApi.reset({ email, code: form.values.code, password: form.values.password });
      setDone(true);
      setMessage({ severity: 'success', text: accountTexts.passwordChanged });
      redirectLater(ACCOUNT_ROUTES.login, ACCOUNT_TIMING.redirectAfterAuth);
    },
    (error) => setMessage({ severity: 'error', text: formErrorText(error) }),
  );

  return (
    <AuthCard title={translate('app.auth.reset_title')} subtitle={<RichText i18nKey="app.auth.reset_subtitle" nodes={{ length: CODE_LENGTH, email: <strong>{email}</strong> }} />} message={message}>
      {!done && (
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          <CodeField {...form.fieldProps('code')} />
          <PasswordField label={translate('app.auth.new_password')} autoComplete="new-password" required {...form.fieldProps('password')} />
          <PasswordStrengthMeter password={form.values.password} />
          <Button type="submit" variant="contained" size="large" disabled={form.busy}>
            {translate('app.auth.change_password')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
