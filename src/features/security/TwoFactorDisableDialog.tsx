import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { PasswordField } from '../auth/PasswordField';
import { SecondFactorField } from './SecondFactorField';
import { fieldMessage, formMessage } from './security-errors';
import { useDisableTwoFactor } from './useSecurity';

export interface TwoFactorDisableDialogProps {
  onClose: () => void;
}

/** Turning two-factor sign-in off: a current code, or the password for one whose phone is gone. */
export function TwoFactorDisableDialog({ onClose }: TwoFactorDisableDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = code.trim() ? { code: code.trim() } : { password };
    disable.mutate(body, {
      onSuccess: () => {
        notify('app.security.two_factor.turned_off', { type: 'info' });
        onClose();
      },
    });
  };

  const refused = formMessage(disable.error);
  return (
    <Dialog open onClose={onClose} aria-labelledby="two-factor-disable-title" fullWidth maxWidth="xs">
      <DialogTitle id="two-factor-disable-title">{translate('app.security.two_factor.disable_title')}</DialogTitle>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{translate('app.security.two_factor.disable_intro')}</DialogContentText>
            {refused && <Alert severity="error">{refused}</Alert>}
            <SecondFactorField kind="any" required={false} value={code} onChange={setCode} error={!!fieldMessage(disable.error, 'code')} helperText={fieldMessage(disable.error, 'code')} autoFocus />
            <PasswordField
              label={translate('app.security.two_factor.password')}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={!!fieldMessage(disable.error, 'password')}
              helperText={fieldMessage(disable.error, 'password')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.action.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={disable.isPending}>
            {translate('app.security.two_factor.turn_off')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
