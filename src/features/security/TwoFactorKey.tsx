import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TwoFactorSetup } from '../../../contract/accounts/two-factor';

export interface TwoFactorKeyProps {
  setup: TwoFactorSetup;
}

/** The new secret for an authenticator app: its QR code to scan, and the key to type where a camera cannot be used. */
export function TwoFactorKey({ setup }: TwoFactorKeyProps) {
  const translate = useTranslate();
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <Stack spacing={1.5} alignItems="center" data-testid="two-factor-key">
      <Typography variant="body2">{translate('app.security.two_factor.scan')}</Typography>
      <Box component="img" src={setup.qr} alt={translate('app.security.two_factor.qr_alt')} sx={{ width: 200, height: 200, bgcolor: 'common.white', border: 1, borderColor: 'divider', borderRadius: 1 }} />
      <Stack spacing={0.25} alignItems="center">
        <Typography variant="caption" color="text.secondary">
          {translate('app.security.two_factor.key')}
        </Typography>
        <Typography component="code" data-testid="two-factor-secret" data-secret={setup.secret} sx={{ fontFamily: 'monospace', fontSize: '1rem', letterSpacing: 1, userSelect: 'all', wordBreak: 'break-all', textAlign: 'center' }}>
          {grouped}
        </Typography>
      </Stack>
    </Stack>
  );
}
