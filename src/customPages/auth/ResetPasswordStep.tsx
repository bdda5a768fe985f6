import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { ACCOUNT_ROUTES, ACCOUNT_TIMING, CODE_LENGTH, accountTexts, resetFields } from '../../../contract/accounts';
import { accountApi } from './auth-api';
import { formErrorText } from './auth-errors';
import { AuthCard, type AuthCardProps } from './AuthCard';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { useAccountForm } from './useAccountForm';
import { useRedirectLater } from './useRedirectLater';

export interface ResetPasswordStepProps {
  email: string;
}

/** The second recovery step: the mailed code and a new password; then to sign-in. */
export function ResetPasswordStep({ email }: ResetPasswordStepProps) {
  const sent = (useLocation().state as { sent?: string } | null)?.sent;
  const form = useAccountForm(resetFields, { email });
  const redirectLater = useRedirectLater();
  const [message, setMessage] = useState<AuthCardProps['message']>(() => ({ severity: 'success', text: sent || accountTexts.emailSent }));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.isValid) return;
    setBusy(true);
    setMessage(undefined);
    try {
      await accountApi.reset({ email, code: form.values.code, password: form.values.password });
      setDone(true);
      setMessage({ severity: 'success', text: accountTexts.passwordChanged });
      redirectLater(ACCOUNT_ROUTES.login, ACCOUNT_TIMING.redirectAfterAuth);
    } catch (error) {
      setMessage({ severity: 'error', text: formErrorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Set a new password" subtitle={<>Enter the {CODE_LENGTH}-digit code sent to <strong>{email}</strong> and your new password.</>} message={message}>
      {!done && (
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          <TextField
            label="Code"
            autoFocus
            required
            autoComplete="one-time-code"
            {...form.fieldProps('code')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CODE_LENGTH } }}
          />
          <PasswordField label="New Password" autoComplete="new-password" required {...form.fieldProps('password')} />
          <PasswordStrengthMeter password={form.values.password} />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Change password
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
