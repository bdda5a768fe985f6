// Delivery routes: the driver must hold the Delivery permission; the stops are orders that exist,
// each on at most one open route; distance, time and franchise are computed from the stops. A new
// route is announced to its driver.
import { measureRoute } from '../../../contract/delivery/geo';
import { DELIVERY_TEXTS, isOpenDeliveryRoute } from '../../../contract/delivery/routes';
import type { ValidationItem } from '../../../contract/validate';
import type { Db } from '../../db/database';
import type { EntityHooks, WriteContext } from '../../engine/entity-hooks';
import { ValidationError } from '../../http/errors';
import { notifyRouteDriver } from './delivery-notices';
import { lockOpenRouteOrders, ordersOnOtherOpenRoutes, stopOrders } from './delivery.repository';
import { OrdersRepository } from '../orders/orders.repository';
import type { HookDeps } from '../accounts/auth-changes';

type Row = Record<string, unknown>;
interface Stop {
  sortOrder: number;
  orderId: number;
}

const STOPS = 'ordersDeliverRoute';
/** The stops as given, ordered by sortOrder (ties keep their place), numbered again from 0. */
export function normaliseStops(value: unknown): Stop[] {
  const list = Array.isArray(value) ? (value as Partial<Stop>[]) : [];
  return list
    .map((s, i) => ({ s, i }))
    .sort((a, b) => (a.s.sortOrder ?? a.i) - (b.s.sortOrder ?? b.i) || a.i - b.i)
    .map(({ s }, sortOrder) => ({ sortOrder, orderId: Number(s.orderId) }));
}

/** Refuses orders already on another open route, naming the order and the route. */
async function checkOpenRoutes(ctx: WriteContext, routeId: number | null, stops: Stop[]): Promise<ValidationItem[]> {
  await lockOpenRouteOrders(ctx.trx);
  const taken = await ordersOnOtherOpenRoutes(ctx.trx, stops.map((s) => s.orderId), routeId);
  return taken.map((t) => ({
    path: `${STOPS}.${stops.findIndex((s) => s.orderId === t.orderId)}.orderId`,
    msg: DELIVERY_TEXTS.orderOnOpenRoute(t.orderId, t.routeId),
  }));
}

export const deliveryRouteHooks = (deps: HookDeps): EntityHooks => ({
  async validate(ctx, { id, before, values }) {
    const errors: ValidationItem[] = [];
    // a new driver must hold the Delivery permission; a route keeps its driver when only other fields change
    if (!before || ('driverId' in values && values.driverId !== before.driverId)) {
      const driver = values.driverId == null ? undefined : await new OrdersRepository(ctx.trx as unknown as Db).driver(Number(values.driverId), ctx.trx);
      if (driver) values.driverName = driver.username;
      else if (values.driverId != null) errors.push({ path: 'driverId', msg: DELIVERY_TEXTS.notADriver });
    }

    const stopsChanged = !before || STOPS in values;
    const stops = normaliseStops(stopsChanged ? values[STOPS] : before?.[STOPS]);
    if (stopsChanged) {
      const seen = new Set<number>();
      stops.forEach((s, i) => {
        if (seen.has(s.orderId)) errors.push({ path: `${STOPS}.${i}.orderId`, msg: DELIVERY_TEXTS.orderTwice(s.orderId) });
        seen.add(s.orderId);
      });
      const orders = new Map((await stopOrders(ctx.trx, stops.map((s) => s.orderId))).map((o) => [o.orderId, o]));
      stops.forEach((s, i) => {
        if (!orders.has(s.orderId)) errors.push({ path: `${STOPS}.${i}.orderId`, msg: DELIVERY_TEXTS.orderNotFound(s.orderId) });
      });
      if (!errors.length) {
        const measure = measureRoute(stops.map((s) => {
          const o = orders.get(s.orderId)!;
          return { orderId: s.orderId, location: { latitude: o.latitude ?? undefined, longitude: o.longitude ?? undefined } };
        }));
        Object.assign(values, {
          [STOPS]: stops,
          distance: measure.distance,
          estimatedTime: measure.estimatedTime,
          stopsWithoutLocation: measure.stopsWithoutLocation,
          franchiseId: orders.get(stops[0]?.orderId)?.franchiseId ?? null,
          franchiseName: orders.get(stops[0]?.orderId)?.franchiseName ?? null,
        });
      }
    }
    if (errors.length) return errors;

    const status = values.status ?? before?.status;
    if (isOpenDeliveryRoute(status) && !before?.deleted) return checkOpenRoutes(ctx, id, stops);
  },

  /** A recovered open route takes its orders back: refused when another open route holds one. */
  async beforeWrite(ctx, targets) {
    if (ctx.action !== 'recover') return;
    for (const t of targets) {
      if (!t.before || !isOpenDeliveryRoute(t.before.status)) continue;
      const items = await checkOpenRoutes(ctx, t.id, normaliseStops((t.before as Row)[STOPS]));
      if (items.length) throw new ValidationError(items);
    }
  },

  afterCommit(action, ids) {
    if (action !== 'create' || !deps.notifications) return;
    for (const id of ids) void notifyRouteDriver(deps.notifications, id).catch(() => undefined);
  },
});
