import AltRouteIcon from '@mui/icons-material/AltRoute';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { formatDistance, formatDuration, measureRoute, type RouteMeasure, type RouteStop } from '../../../../../contract/delivery/geo';
import { planStops } from '../../../../../contract/delivery/optimise';
import type { DeliveryStopOrder } from '../../../../../contract/delivery/routes';
import { useFieldLabel } from '../../../../i18n/useLabels';
import { DeliveryOrderPicker } from './DeliveryOrderPicker';
import { DeliveryStopList } from './DeliveryStopList';
import { useStopOrders } from './useStopOrders';

interface Stop {
  sortOrder: number;
  orderId: number;
}

const ordered = (value: unknown): number[] =>
  (Array.isArray(value) ? [...(value as Stop[])] : []).sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0)).map((s) => Number(s.orderId));

const asStops = (orderIds: number[]): Stop[] => orderIds.map((orderId, sortOrder) => ({ sortOrder, orderId }));

const routeStop = (orderId: number, o: DeliveryStopOrder | undefined): RouteStop => ({
  orderId,
  location: o ? { latitude: o.latitude ?? undefined, longitude: o.longitude ?? undefined } : null,
});

/**
 * The route's stops: orders found and added, dragged into order, and "Optimise stops" (nearest
 * neighbour then 2-opt, contract/delivery/optimise.ts) showing distance and time before and after.
 */
export function DeliveryStopsInput({ source }: { source: string }) {
  const translate = useTranslate();
  const label = useFieldLabel()(source);
  const { field } = useInput({ source });
  const orderIds = useMemo(() => ordered(field.value), [field.value]);
  const { known, remember } = useStopOrders(orderIds);
  const [plan, setPlan] = useState<{ before: RouteMeasure; after: RouteMeasure } | null>(null);

  const set = (ids: number[]) => {
    setPlan(null);
    field.onChange(asStops(ids));
  };
  const move = (from: number, to: number) => {
    const next = [...orderIds];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    set(next);
  };
  const add = (o: DeliveryStopOrder) => {
    remember([o]);
    if (!orderIds.includes(o.orderId)) set([...orderIds, o.orderId]);
  };
  const optimise = () => {
    const result = planStops(orderIds.map((id) => routeStop(id, known.get(id))));
    field.onChange(asStops(result.stops.map((s) => s.orderId)));
    setPlan({ before: result.before, after: result.after });
  };

  const measure = measureRoute(orderIds.map((id) => routeStop(id, known.get(id))));
  const unlocated = measure.stopsWithoutLocation.filter((id) => known.has(id));

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }, gap: 3, mb: 2 }}>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {label}
        </Typography>
        <DeliveryOrderPicker chosen={orderIds} onAdd={add} />
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {translate('app.delivery.form.stops_title')}
        </Typography>
        <DeliveryStopList orderIds={orderIds} known={known} onMove={move} onRemove={(i) => set(orderIds.filter((_id, j) => j !== i))} />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {translate('app.delivery.form.drag_hint')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 1 }}>
          <Typography variant="body2" data-testid="route-totals">
            {translate('app.delivery.form.totals', { distance: formatDistance(measure.distance), time: formatDuration(measure.estimatedTime) })}
          </Typography>
          <Button variant="outlined" size="small" startIcon={<AltRouteIcon />} disabled={orderIds.length < 3} onClick={optimise}>
            {translate('app.delivery.form.optimise')}
          </Button>
        </Box>
        {plan && (
          <Alert severity="success" sx={{ mt: 1 }} data-testid="optimise-result">
            {translate('app.delivery.form.optimised', {
              beforeDistance: formatDistance(plan.before.distance),
              beforeTime: formatDuration(plan.before.estimatedTime),
              afterDistance: formatDistance(plan.after.distance),
              afterTime: formatDuration(plan.after.estimatedTime),
            })}
          </Alert>
        )}
        {unlocated.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('app.delivery.form.without_location', { orders: unlocated.map((id) => `#${id}`).join(', ') })}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
