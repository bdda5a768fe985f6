import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isTotpCode } from '../../../contract/accounts/two-factor';
import { RecoveryCodeList } from './RecoveryCodeList';
import { SecondFactorField } from './SecondFactorField';
import { fieldMessage, formMessage } from './security-errors';
import { useRenewRecoveryCodes } from './useSecurity';

export interface RecoveryCodesDialogProps {
  onClose: () => void;
}

/** New recovery codes (the old ones stop working), with a current code of the app; shown once. */
export function RecoveryCodesDialog({ onClose }: RecoveryCodesDialogProps) {
  const translate = useTranslate();
  const renew = useRenewRecoveryCodes();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setInvalid(isTotpCode(typed) ? undefined : translate('app.security.message.totpFormat'));
    if (isTotpCode(typed)) renew.mutate({ code: typed });
  };

  const codes = renew.data?.recoveryCodes;
  const refused = formMessage(renew.error);
  return (
    <Dialog open onClose={codes ? undefined : onClose} aria-labelledby="recovery-codes-title" fullWidth maxWidth="xs">
      <DialogTitle id="recovery-codes-title">{translate('app.security.two_factor.new_codes_title')}</DialogTitle>
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
              <DialogContentText>{translate('app.security.two_factor.new_codes_intro')}</DialogContentText>
              {refused && <Alert severity="error">{refused}</Alert>}
              <SecondFactorField kind="totp" value={code} onChange={setCode} error={!!(invalid ?? fieldMessage(renew.error, 'code'))} helperText={invalid ?? fieldMessage(renew.error, 'code')} autoFocus />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('app.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={renew.isPending}>
              {translate('app.security.two_factor.make_codes')}
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Dialog>
  );
}
