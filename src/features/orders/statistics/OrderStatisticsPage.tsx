import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { DEFAULT_RANGE_DAYS, formatMoney, sectionById, type StatsQuery } from '../../../../contract/dashboard/dashboard';
import { intlLocale } from '../../../i18n/intl-locale';
import { entities } from '../../../../contract/entities';
import { mayLookUp } from '../../../../contract/lookups';
import type { Permission } from '../../../../contract/permissions';
import { LookupSelect } from '../../../components/inputs/LookupSelect';
import { OrderBestSellersTable } from './OrderBestSellersTable';
import { OrderStatsChart, useMeasureColours } from './OrderStatsChart';
import { OrderStatsError } from './OrderStatsError';
import { OrderStatsFigure } from './OrderStatsFigure';
import { OrderStatsFilterBar } from './OrderStatsFilterBar';
import { formatCount } from './order-stats-format';
import { browserZone, grainFromParams, rangeInstants } from './order-stats-range';
import { useOrderStatistics } from './useOrderStatistics';
import { useStatsSearchParams } from './useStatsSearchParams';
import { LoadingBar } from '../../../components/LoadingBar';

const ORDERS = sectionById('orders');

/**
 * /sale/order/statistics: the orders statistics panel (spec: "Order statistics panel needs
 * sale/order/statistics"): the dashboard's orders and product sales sections on one screen, for a
 * day range, a grain and a business, kept in the URL.
 */
export function OrderStatisticsPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permission[]>();
  const { params, range, setRange, update } = useStatsSearchParams(DEFAULT_RANGE_DAYS);
  const grain = grainFromParams(params, ORDERS.grains, ORDERS.defaultGrain);
  const businessId = /^\d+$/.test(params.get('businessId') ?? '') ? Number(params.get('businessId')) : undefined;
  // the business picker reads the businesses' lookup, which a statistics-only group may not
  const mayPickBusiness = Array.isArray(permissions) && mayLookUp(permissions, entities.business);

  const query = useMemo<StatsQuery>(() => ({ ...rangeInstants(range), grain, tz: browserZone(), businessId }), [range, grain, businessId]);
  const { data, loading, error } = useOrderStatistics(query);
  const totals = data?.orders.totals ?? {};
  const colours = useMeasureColours();
  const figure = (measure: keyof typeof colours) =>
    measure === 'total' ? formatMoney(Number(totals.total ?? 0), intlLocale()) : formatCount(Number(totals[measure] ?? 0));

  return (
    <Box sx={{ p: { xs: 1, md: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('app.order_stats.statistics.title')}
      </Typography>
      <OrderStatsFilterBar
        range={range}
        onRange={setRange}
        grain={{ value: grain, choices: ORDERS.grains, onChange: (g) => update({ grain: g }) }}
      >
        {mayPickBusiness ? (
          <Box sx={{ minWidth: 260 }}>
            <LookupSelect
              size="small"
              reference={entities.business.name}
              label={translate('app.order_stats.range.business')}
              value={businessId ?? null}
              onChange={(id) => update({ businessId: id ? String(id) : undefined })}
              allowEmpty
              emptyLabel={translate('app.order_stats.range.all_businesses')}
              fullWidth
            />
          </Box>
        ) : null}
      </OrderStatsFilterBar>
      <Box sx={{ height: 4 }}>{loading ? <LoadingBar /> : null}</Box>
      {error ? <OrderStatsError error={error} /> : null}
      {data && !error ? (
        <>
          <Box component="section" aria-label={translate('app.order_stats.statistics.totals')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {(['count', 'done', 'cancel', 'total'] as const).map((m) => (
              <OrderStatsFigure
                key={m}
                label={translate(`app.order_stats.statistics.figures.${m}`)}
                value={figure(m)}
                colour={colours[m]}
                testId={`orders-total-${m}`}
              />
            ))}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(320px, 1fr)' }, alignItems: 'start' }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                {translate('app.order_stats.statistics.series', { grain: translate(`app.order_stats.grains.${data.orders.grain}`) })}
              </Typography>
              {data.orders.series.length && Number(totals.count ?? 0) > 0 ? (
                <OrderStatsChart series={data.orders.series} grain={data.orders.grain} tz={data.orders.tz} />
              ) : (
                <Typography color="text.secondary">{translate('app.order_stats.statistics.empty')}</Typography>
              )}
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                {translate('app.order_stats.statistics.best_sellers')}
              </Typography>
              <OrderBestSellersTable rows={data.products.breakdown ?? []} />
            </Paper>
          </Box>
        </>
      ) : null}
    </Box>
  );
}
