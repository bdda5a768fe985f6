import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { isTotpCode } from '../../../contract/accounts/two-factor';
import { RecoveryCodeList } from './RecoveryCodeList';
import { SecondFactorField } from './SecondFactorField';
import { fieldMessage, formMessage } from './security-errors';
import { TwoFactorKey } from './TwoFactorKey';
import { useEnableTwoFactor, useStartTwoFactor } from './useSecurity';

export interface TwoFactorSetupDialogProps {
  onClose: () => void;
}

/** Turning two-factor sign-in on: a new key to scan, its first code, then the recovery codes, shown once. */
export function TwoFactorSetupDialog({ onClose }: TwoFactorSetupDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const start = useStartTwoFactor();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const { mutate: begin } = start;

  useEffect(() => begin({}), [begin]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setInvalid(isTotpCode(typed) ? undefined : translate('app.security.message.totpFormat'));
    if (isTotpCode(typed)) enable.mutate({ code: typed }, { onSuccess: () => notify('app.security.two_factor.turned_on', { type: 'success' }) });
  };

  const codes = enable.data?.recoveryCodes;
  const refused = formMessage(start.error) ?? formMessage(enable.error);
  return (
    <Dialog open onClose={codes ? undefined : onClose} aria-labelledby="two-factor-setup-title" fullWidth maxWidth="xs">
      <DialogTitle id="two-factor-setup-title">{translate('app.security.two_factor.setup_title')}</DialogTitle>
      {codes ? (
        <>
          <DialogContent>
            <RecoveryCodeList codes={codes} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {translate('app.security.two_factor.saved')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Stack component="form" noValidate onSubmit={submit}>
          <DialogContent>
            <Stack spacing={2}>
              {refused && <Alert severity="error">{refused}</Alert>}
              {start.isPending && <LinearProgress aria-label={translate('app.loading')} />}
              {start.data && (
                <>
                  <TwoFactorKey setup={start.data} />
                  <Typography variant="body2">{translate('app.security.two_factor.confirm')}</Typography>
                  <SecondFactorField kind="totp" value={code} onChange={setCode} error={!!(invalid ?? fieldMessage(enable.error, 'code'))} helperText={invalid ?? fieldMessage(enable.error, 'code')} />
                </>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('app.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!start.data || enable.isPending}>
              {translate('app.security.two_factor.turn_on')}
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Dialog>
  );
}
