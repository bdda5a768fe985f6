import { useState } from 'react';
import { Button, Link as MuiLink, Stack, TextField } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';
import { ACCOUNT_ROUTES, forgotFields } from '../../../contract/accounts';
import { accountApi } from './auth-api';
import { formErrorText } from './auth-errors';
import { AuthCard, type AuthCardProps } from './AuthCard';
import { useAccountForm } from './useAccountForm';
import { useTranslate } from 'react-admin';

/** The first recovery step: the email a code is sent to (the answer is the same whether it is known or not). */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const translate = useTranslate();
  const form = useAccountForm(forgotFields);
  const [message, setMessage] = useState<AuthCardProps['message']>();

  const submit = form.onSubmit(
    async () => {
      setMessage(undefined);
      const { message: sent } = await accountApi.forgot({ email: form.values.email });
      navigate(`${ACCOUNT_ROUTES.forgotPassword}?email=${encodeURIComponent(form.values.email)}`, { state: { sent } });
    },
    (error) => setMessage({ severity: 'error', text: formErrorText(error) }),
  );

  return (
    <AuthCard title={translate('app.auth.forgot_password')} subtitle={translate('app.auth.forgot_subtitle')} message={message}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <TextField label={translate('app.auth.email')} type="email" autoComplete="email" autoFocus required {...form.fieldProps('email')} />
        <Button type="submit" variant="contained" size="large" disabled={form.busy}>
          {translate('app.auth.send_code')}
        </Button>
        <MuiLink component={Link} to={ACCOUNT_ROUTES.login} variant="body2" sx={{ alignSelf: 'center' }}>
          {translate('app.auth.back_to_sign_in')}
        </MuiLink>
      </Stack>
    </AuthCard>
  );
}
