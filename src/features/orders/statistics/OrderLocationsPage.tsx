import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { ORDER_LOCATIONS_DEFAULT_DAYS } from '../../../../contract/orders/order-locations';
import { OrderLocationsMap } from './OrderLocationsMap';
import { OrderStatsError } from './OrderStatsError';
import { OrderStatsFilterBar } from './OrderStatsFilterBar';
import { formatCount } from './order-stats-format';
import { rangeInstants } from './order-stats-range';
import { useOrderLocations } from './useOrderLocations';
import { useStatsSearchParams } from './useStatsSearchParams';
import { LoadingBar } from '../../../components/LoadingBar';

/**
 * /sale/order/locations: where the orders of a period went, on a map (spec: "Orders have list,
 * statistics, location and detail views"); the period is the order filter's dateFrom/dateTo.
 */
export function OrderLocationsPage() {
  const translate = useTranslate();
  const { range, setRange } = useStatsSearchParams(ORDER_LOCATIONS_DEFAULT_DAYS);
  const { dateFrom, dateTo } = useMemo(() => rangeInstants(range), [range]);
  const { data, loading, error } = useOrderLocations(dateFrom, dateTo);
  const points = useMemo(() => data?.data ?? [], [data]);

  return (
    <Box sx={{ p: { xs: 1, md: 2 }, display: 'flex', flexDirection: 'column', gap: 2, height: { md: 'calc(100vh - 140px)' }, minHeight: 640 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('app.order_stats.locations.title')}
        </Typography>
        {data ? (
          <Typography variant="body2" color="text.secondary" data-testid="locations-summary">
            {translate('app.order_stats.locations.summary', { count: formatCount(points.length) })}
          </Typography>
        ) : null}
      </Box>
      <OrderStatsFilterBar range={range} onRange={setRange} />
      <Box sx={{ height: 4 }}>{loading ? <LoadingBar /> : null}</Box>
      {error ? <OrderStatsError error={error} /> : null}
      {data && points.length >= data.limit ? (
        <Alert severity="warning">{translate('app.order_stats.locations.capped', { limit: formatCount(data.limit) })}</Alert>
      ) : null}
      {data && !points.length && !loading ? <Alert severity="info">{translate('app.order_stats.locations.empty')}</Alert> : null}
      {data && points.length ? (
        <>
          {!data.map.tileUrl ? (
            <Typography variant="caption" color="text.secondary">
              {translate('app.order_stats.locations.no_tiles')}
            </Typography>
          ) : null}
          <Box sx={{ flex: 1, minHeight: 0 }}>
            <OrderLocationsMap points={points} settings={data.map} label={translate('app.order_stats.locations.map')} />
          </Box>
        </>
      ) : null}
    </Box>
  );
}
