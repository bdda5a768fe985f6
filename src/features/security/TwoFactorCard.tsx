import { useState } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent, CardHeader, Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadingBar } from '../../components/LoadingBar';
import { formMessage } from './security-errors';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { TwoFactorDisableDialog } from './TwoFactorDisableDialog';
import { TwoFactorSetupDialog } from './TwoFactorSetupDialog';
import { useTwoFactorStatus } from './useSecurity';
import { intlLocale } from '../../i18n/intl-locale';

type Open = 'setup' | 'disable' | 'codes' | undefined;

/** Two-factor sign-in of the signed-in user: whether it is on, and turning it on or off. */
export function TwoFactorCard() {
  const translate = useTranslate();
  const status = useTwoFactorStatus();
  const [open, setOpen] = useState<Open>();
  const s = status.data;

  return (
    <Card variant="outlined" data-testid="two-factor">
      <CardHeader
        title={translate('app.security.two_factor.title')}
        subheader={translate('app.security.two_factor.subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={s && <Chip label={translate(s.enabled ? 'app.security.two_factor.state_on' : 'app.security.two_factor.state_off')} color={s.enabled ? 'success' : 'default'} sx={{ mt: 1 }} />}
      />
      <Divider />
      <CardContent>
        {status.isPending && <LoadingBar />}
        {status.error ? <Alert severity="error">{formMessage(status.error)}</Alert> : null}
        {s && (
          <Stack spacing={0.5}>
            <Typography data-testid="two-factor-state">
              {s.enabled ? translate('app.security.two_factor.on', { date: new Date(s.enabledAt!).toLocaleString(intlLocale()) }) : translate('app.security.two_factor.off')}
            </Typography>
            {s.required && <Typography color="text.secondary">{translate('app.security.two_factor.required')}</Typography>}
            {s.enabled && <Typography color="text.secondary">{translate('app.security.two_factor.recovery_left', { count: s.recoveryCodesLeft })}</Typography>}
          </Stack>
        )}
      </CardContent>
      {s && (
        <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {s.enabled ? (
            <>
              <Button variant="outlined" onClick={() => setOpen('codes')}>
                {translate('app.security.two_factor.new_codes')}
              </Button>
              <Box sx={{ flex: 1 }} />
              <Button color="error" disabled={s.required} onClick={() => setOpen('disable')}>
                {translate('app.security.two_factor.turn_off')}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={() => setOpen('setup')}>
              {translate('app.security.two_factor.turn_on')}
            </Button>
          )}
        </CardActions>
      )}
      {open === 'setup' && <TwoFactorSetupDialog onClose={() => setOpen(undefined)} />}
      {open === 'disable' && <TwoFactorDisableDialog onClose={() => setOpen(undefined)} />}
      {open === 'codes' && <RecoveryCodesDialog onClose={() => setOpen(undefined)} />}
    </Card>
  );
}
