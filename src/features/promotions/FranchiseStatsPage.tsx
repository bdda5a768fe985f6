import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { franchise } from '../../../contract/entities/franchise';
import { FRANCHISE_STATS_PATHS, type DayCount, type FranchiseStatistics } from '../../../contract/promotions';
import { LookupSelect } from '../../components/inputs/LookupSelect';
import { DayTable, StatCard, StatsRangeInputs } from './components/StatsParts';
import { useStats, type StatsRangeValues } from './components/useStats';
import { LoadingBar } from '../../components/LoadingBar';

/** /system/franchise: a franchise's order statistics (f/s/{id}) and orders per day (f/o/{id}) over a range. */
export function FranchiseStatsPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const id = /^\d+$/.test(params.get('franchiseId') ?? '') ? Number(params.get('franchiseId')) : null;
  const [range, setRange] = useState<StatsRangeValues>({ dateFrom: '', dateTo: '' });
  const stats = useStats<FranchiseStatistics>(franchise.service, id ? FRANCHISE_STATS_PATHS.statistics(id) : null, range);
  const days = useStats<DayCount[]>(franchise.service, id ? FRANCHISE_STATS_PATHS.orders(id) : null, range);
  const s = stats.data;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.promotion.stats.franchise_title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ minWidth: 280 }}>
          <LookupSelect
            size="small"
            reference={franchise.name}
            label={translate('resources.franchise.name', { smart_count: 1 })}
            value={id}
            onChange={(v) => setParams(v ? { franchiseId: String(v) } : {})}
            fullWidth
          />
        </Box>
        <StatsRangeInputs value={range} onChange={setRange} />
      </Paper>
      {stats.loading || days.loading ? <LoadingBar /> : null}
      {!id ? (
        <Typography color="text.secondary">{translate('app.promotion.stats.pick_franchise')}</Typography>
      ) : s ? (
        <>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <StatCard label={translate('app.promotion.stats.order_count')} value={s.orderCount} testId="franchise-order-count" />
            <StatCard label={translate('app.promotion.stats.done_order_count')} value={s.doneOrderCount} />
            <StatCard label={translate('app.promotion.stats.cancelled_order_count')} value={s.cancelledOrderCount} />
            <StatCard label={translate('app.promotion.stats.order_total')} value={s.orderTotal.toFixed(2)} testId="franchise-order-total" />
            <StatCard label={translate('app.promotion.stats.average_order')} value={s.averageOrder.toFixed(2)} />
            <StatCard label={translate('app.promotion.stats.customer_count')} value={s.customerCount} />
          </Box>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" sx={{ mb: 1 }}>
              {translate('app.promotion.stats.orders_per_day')}
            </Typography>
            <DayTable days={days.data ?? []} countLabel={translate('app.promotion.stats.orders')} withTotal />
          </Paper>
        </>
      ) : null}
    </Box>
  );
}
