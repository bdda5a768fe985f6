import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Grain } from '../../../contract/dashboard/dashboard';
import { useCan } from '../../authProvider/useCan';
import { DashboardSectionCard } from '../dashboard/DashboardSectionCard';
import { DashboardShortcuts } from '../dashboard/DashboardShortcuts';
import { defaultRange, visibleSections } from '../dashboard/dashboard-data';
import { browserZone } from '../orders/statistics/order-stats-range';
import { KitSection } from './KitSection';

/** The dashboard's widgets as the dashboard draws them: a chart section on live data and the shortcut cards. */
export function WidgetsKit() {
  const translate = useTranslate();
  const { can } = useCan();
  const section = visibleSections((permission) => can(permission, 'access'))[0];
  const range = useMemo(() => defaultRange(), []);
  const tz = useMemo(browserZone, []);
  const [grain, setGrain] = useState<Grain | undefined>();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <KitSection title={translate('app.ui_kit.widgets.section')}>
        {section ? (
          <DashboardSectionCard section={section} range={range} businessId={null} tz={tz} grain={grain ?? section.defaultGrain} onGrain={setGrain} />
        ) : (
          <Typography color="text.secondary">{translate('app.ui_kit.widgets.none')}</Typography>
        )}
      </KitSection>
      <KitSection title={translate('app.ui_kit.widgets.shortcuts')}>
        <DashboardShortcuts />
      </KitSection>
    </Box>
  );
}
