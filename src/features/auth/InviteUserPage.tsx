import { useState } from 'react';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useNotify, useTranslate } from 'react-admin';
import { accountTexts, inviteFields } from '../../../contract/accounts';
import { LookupSelect } from '../../components/inputs/LookupSelect';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { accountApi } from './auth-api';
import { useAccountForm } from './useAccountForm';

/** /system/user/invite: an administrator invites a user by email; the mail carries the activation link. */
export function InviteUserPage() {
  const notify = useNotify();
  const translate = useTranslate();
  const notifyError = useNotifyApiError();
  const form = useAccountForm(inviteFields);
  const [sentTo, setSentTo] = useState<string>();
  const group = form.fieldProps('user_group_id');

  const submit = form.onSubmit(async () => {
    const { values } = form;
    const { message } = await accountApi.invite({
      username: values.username,
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      user_group_id: Number(values.user_group_id),
    });
    notify(message || accountTexts.invitationSent, { type: 'success' });
    setSentTo(values.email);
    form.reset();
  }, notifyError);

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h5" component="h1">
        {translate('app.auth.invite_title')}
      </Typography>
      {sentTo && (
        <Alert severity="success" onClose={() => setSentTo(undefined)}>
          {translate('app.auth.invitation_sent', { text: translate('app.account.invitationSent'), email: sentTo })}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          <TextField label={translate('app.auth.username')} required {...form.fieldProps('username')} />
          <TextField label={translate('app.auth.firstname')} required {...form.fieldProps('firstname')} />
          <TextField label={translate('app.auth.lastname')} required {...form.fieldProps('lastname')} />
          <TextField label={translate('app.auth.email')} type="email" required {...form.fieldProps('email')} />
          <LookupSelect
            reference="userGroup"
            label={translate('app.auth.group')}
            name="user_group_id"
            required
            value={form.values.user_group_id ? Number(form.values.user_group_id) : null}
            onChange={(id) => form.setValue('user_group_id', id === null ? '' : String(id))}
            onBlur={group.onBlur}
            error={group.error}
            helperText={group.helperText}
          />
          <Stack direction="row" justifyContent="flex-end">
            <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={form.busy}>
              {translate('app.auth.send_invitation')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
