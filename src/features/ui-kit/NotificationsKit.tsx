import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { OfflineBanner } from '../../layout/OfflineBanner';
import { KitSection } from './KitSection';

const TYPES = ['success', 'info', 'warning', 'error'] as const;

/** The console's notifications, raised through react-admin's notify as every screen raises them. */
export function NotificationsKit() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <KitSection title={translate('app.ui_kit.pages.notifications')}>
        <Typography color="text.secondary">{translate('app.ui_kit.notifications.intro')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {TYPES.map((type) => (
            <Button key={type} variant="outlined" color={type} onClick={() => notify(`app.ui_kit.notifications.sample_${type}`, { type })}>
              {translate('app.ui_kit.notifications.show')} · {translate(`app.ui_kit.notifications.types.${type}`)}
            </Button>
          ))}
          <Button
            variant="outlined"
            color="error"
            onClick={() => {
              for (const n of [1, 2, 3]) notify(`app.ui_kit.notifications.field_${n}`, { type: 'error' });
            }}
          >
            {translate('app.ui_kit.notifications.several')}
          </Button>
        </Box>
      </KitSection>
      <KitSection title={translate('app.ui_kit.notifications.offline')}>
        <OfflineBanner shown />
      </KitSection>
    </Box>
  );
}
