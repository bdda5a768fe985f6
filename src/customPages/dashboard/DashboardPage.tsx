import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { business } from '../../../contract/entities/business';
import { mayLookUp } from '../../../contract/lookups';
import type { Permission } from '../../../contract/permissions';
import { useCan } from '../../authProvider/useCan';
import { isRangeValid, OrderDateRange } from '../orders/components/OrderDateRange';
import { DashboardBusinessSelect, type BusinessOption } from './DashboardBusinessSelect';
import { DashboardSectionCard } from './DashboardSectionCard';
import { DashboardShortcuts } from './DashboardShortcuts';
import { browserZone, defaultRange, TWO_COLUMN_MIN_WIDTH, visibleSections } from './dashboard-data';

/** Typing a date waits this long before the sections load again. */
const RANGE_SETTLE_MS = 400;

/** The landing page: a range and a business on top, the chart sections the user may see, then shortcuts. */
export function DashboardPage() {
  const { identity } = useGetIdentity();
  const { can, isPending } = useCan();
  const { permissions } = usePermissions<Permission[]>();
  const translate = useTranslate();
  const [range, setRange] = useState(defaultRange);
  const [applied, setApplied] = useState(range);
  const [chosen, setChosen] = useState<BusinessOption | null>(null);
  const tz = useMemo(browserZone, []);

  // the sections follow the last complete, valid range once typing settles
  useEffect(() => {
    if (!range.dateFrom || !range.dateTo || !isRangeValid(range.dateFrom, range.dateTo)) return undefined;
    const timer = setTimeout(() => setApplied(range), RANGE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [range]);

  const sections = visibleSections((permission) => can(permission, 'access'));
  const byBusiness = sections.some((s) => s.byBusiness) && Array.isArray(permissions) && mayLookUp(permissions, business);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pb: 3 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
          {translate('app.page.dashboard')}
        </Typography>
        <Typography color="text.secondary">
          {identity?.username ? translate('app.dashboard.welcome_user', { username: identity.username as string }) : translate('app.dashboard.welcome')}
        </Typography>
      </Box>
      {sections.length ? (
        <Paper
          variant="outlined"
          role="search"
          aria-label={translate('app.dashboard.range')}
          sx={{ px: 2, py: 1, display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'center' }}
        >
          <OrderDateRange dateFrom={range.dateFrom} dateTo={range.dateTo} onChange={setRange} />
          {byBusiness ? <DashboardBusinessSelect value={chosen} onChange={setChosen} /> : null}
        </Paper>
      ) : null}
      {sections.length ? (
        <Box
          data-testid="dashboard-sections"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', [`@media (min-width:${TWO_COLUMN_MIN_WIDTH}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {sections.map((s) => (
            <DashboardSectionCard key={s.id} section={s} range={applied} businessId={chosen?.id ?? null} tz={tz} />
          ))}
        </Box>
      ) : isPending ? null : (
        <Typography color="text.secondary">{translate('app.dashboard.no_sections')}</Typography>
      )}
      <DashboardShortcuts />
    </Box>
  );
}
