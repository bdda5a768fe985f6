import { useState } from 'react';
import { Button, Link as MuiLink, Stack, TextField } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';
import { ACCOUNT_ROUTES, accountTexts, canSubmitRegister, registerFields } from '../../../contract/accounts';
import { accountApi } from './auth-api';
import { formErrorText } from './auth-errors';
import { AuthCard, type AuthCardProps } from './AuthCard';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { useAccountForm } from './useAccountForm';
import { useTranslate } from 'react-admin';

/** The first registration step: the account's fields; a code is then mailed to the email. */
export function RegisterForm() {
  const navigate = useNavigate();
  const translate = useTranslate();
  const form = useAccountForm(registerFields);
  const [message, setMessage] = useState<AuthCardProps['message']>();

  const submit = form.onSubmit(
    async () => {
      setMessage(undefined);
      const { email, message: created } = await accountApi.register({
        username: form.values.username,
        firstname: form.values.firstname,
        lastname: form.values.lastname,
        email: form.values.email,
        password: form.values.password,
      });
      navigate(`${ACCOUNT_ROUTES.register}?email=${encodeURIComponent(email ?? form.values.email)}`, { state: { created } });
    },
    (error) => setMessage({ severity: 'error', text: formErrorText(error) }),
    {
      canSend: () => canSubmitRegister(form.values),
      onInvalid: () => setMessage({ severity: 'error', text: accountTexts.formNotApproved }),
    },
  );

  return (
    <AuthCard title={translate('app.auth.create_account')} message={message}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <TextField label={translate('app.auth.username')} autoComplete="username" autoFocus required {...form.fieldProps('username')} />
        <TextField label={translate('app.auth.firstname')} autoComplete="given-name" {...form.fieldProps('firstname')} />
        <TextField label={translate('app.auth.lastname')} autoComplete="family-name" {...form.fieldProps('lastname')} />
        <TextField label={translate('app.auth.email')} type="email" autoComplete="email" required {...form.fieldProps('email')} />
        <PasswordField label={translate('app.auth.password')} autoComplete="new-password" required {...form.fieldProps('password')} />
        <PasswordStrengthMeter password={form.values.password} />
        <Button type="submit" variant="contained" size="large" disabled={form.busy}>
          {translate('app.auth.create_account')}
        </Button>
        <MuiLink component={Link} to={ACCOUNT_ROUTES.login} variant="body2" sx={{ alignSelf: 'center' }}>
          {translate('app.auth.have_account')}
        </MuiLink>
      </Stack>
    </AuthCard>
  );
}
