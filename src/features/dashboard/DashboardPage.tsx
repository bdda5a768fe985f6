import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { business } from '../../../contract/entities/business';
import { mayLookUp } from '../../../contract/lookups';
import type { Permission } from '../../../contract/permissions';
import { useCan } from '../../authProvider/useCan';
import { isRangeValid, OrderDateRange } from '../orders/components/OrderDateRange';
import { browserZone } from '../orders/statistics/order-stats-range';
import { DashboardBusinessSelect } from './DashboardBusinessSelect';
import { DashboardSectionCard } from './DashboardSectionCard';
import { DashboardShortcuts } from './DashboardShortcuts';
import { choicesFromParams, defaultRange, paramsWithChoices, TWO_COLUMN_MIN_WIDTH, visibleSections, type DashboardChoices } from './dashboard-data';

/** Typing a date waits this long before the sections load again. */
const RANGE_SETTLE_MS = 400;

/**
 * The landing page: a range and a business on top, the chart sections the user may see, then
 * shortcuts. The range, the business and each section's grain are kept in the URL.
 */
export function DashboardPage() {
  const { identity } = useGetIdentity();
  const { can, isPending } = useCan();
  const { permissions } = usePermissions<Permission[]>();
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const opened = useMemo(() => defaultRange(), []);
  const choices = useMemo(() => choicesFromParams(params, opened), [params, opened]);
  const choose = useCallback((patch: Partial<DashboardChoices>) => setParams((current) => paramsWithChoices(current, patch), { replace: true }), [setParams]);
  const { dateFrom, dateTo } = choices.range;
  const applied = useMemo(() => ({ dateFrom, dateTo }), [dateFrom, dateTo]);
  const [range, setRange] = useState(applied);
  const tz = useMemo(browserZone, []);

  // a link or the menu may change the URL's range under the inputs
  useEffect(() => setRange(applied), [applied]);

  // the sections (and the URL) follow the last complete, valid range once typing settles
  useEffect(() => {
    if (!range.dateFrom || !range.dateTo || !isRangeValid(range.dateFrom, range.dateTo)) return undefined;
    if (range.dateFrom === applied.dateFrom && range.dateTo === applied.dateTo) return undefined;
    const timer = setTimeout(() => choose({ range }), RANGE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [range, applied, choose]);

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
          {byBusiness ? <DashboardBusinessSelect value={choices.business} onChange={(business) => choose({ business })} /> : null}
        </Paper>
      ) : null}
      {sections.length ? (
        <Box
          data-testid="dashboard-sections"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', [`@media (min-width:${TWO_COLUMN_MIN_WIDTH}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {sections.map((s) => (
            <DashboardSectionCard
              key={s.id}
              section={s}
              range={applied}
              businessId={choices.business?.id ?? null}
              tz={tz}
              grain={choices.grains[s.id] ?? s.defaultGrain}
              onGrain={(grain) => choose({ grains: { [s.id]: grain } })}
            />
          ))}
        </Box>
      ) : isPending ? null : (
        <Typography color="text.secondary">{translate('app.dashboard.no_sections')}</Typography>
      )}
      <DashboardShortcuts />
    </Box>
  );
}
