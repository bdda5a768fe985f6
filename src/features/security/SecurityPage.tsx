import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SettingsTabs } from '../../components/SettingsTabs';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';

/** Settings, Security: the signed-in user's two-factor sign-in and sign-ins (every user may open it). */
export function SecurityPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <SettingsTabs current="security" />
      <Typography variant="h5" component="h1">
        {translate('app.security.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(340px, 1fr) 2fr' }, alignItems: 'start' }}>
        <TwoFactorCard />
        <SessionsCard />
      </Box>
    </Stack>
  );
}
