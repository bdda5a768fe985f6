// Calls of delivery routes beyond the generic pattern (spec, second document, section 7, "Delivery
// (delivery/route/)"): the driver's notification, the route page's read, the stops' orders and the
// map settings. Thin handlers; SQL in delivery.repository.ts, writes through the entity's repository.
import type { FastifyInstance } from 'fastify';
import { DELIVERY_PATHS, type DeliveryMapSettings, type DeliveryRouteDetails } from '../../../contract/delivery/routes';
import { deliveryRoute } from '../../../contract/entities/delivery/deliveryRoute';
import { messages } from '../../../contract/messages';
import { MAX_PAGE_SIZE } from '../../../contract/pager';
import { readMapTiles } from '../../config';
import { entityRecordSchema } from '../../engine/entity-schemas';
import { ApiError } from '../../http/errors';
import { closedObject, type JsonSchema } from '../../http/schemas';
import { defineRoute } from '../../http/route';
import '../../http/types';
import type { RouteContext } from '../../routes';
import { bindDeliveryNotices, notifyRouteDriver } from './delivery-notices';
import { driverLocation, driverOf, stopOrders } from './delivery.repository';

const tags = [deliveryRoute.service];
const path = (relative: string) => `/${deliveryRoute.service}/${relative}`;
const access = { path: deliveryRoute.permission, right: 'access' } as const;

const stopOrderSchema: JsonSchema = closedObject({
  orderId: { type: 'integer' },
  mongoId: { type: 'string' },
  franchiseId: { type: ['integer', 'null'] },
  franchiseName: { type: ['string', 'null'] },
  latitude: { type: ['number', 'null'] },
  longitude: { type: ['number', 'null'] },
  status: { type: 'string' },
  paymentMethod: { type: 'string' },
  customer: { type: 'string' },
  telephone: { type: ['string', 'null'] },
  address: { type: 'string' },
});
/** A stop of the route page: its order, with its place on the route. */
const routeStopSchema: JsonSchema = closedObject({ ...(stopOrderSchema.properties as Record<string, JsonSchema>), sortOrder: { type: 'integer' } });
const nullableNumber: JsonSchema = { type: ['number', 'null'] };

const notFound = () => new ApiError(404, messages.notFound(deliveryRoute.labelOne));

export function deliveryRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    const repo = ctx.repositories.get(deliveryRoute.name)!;
    const notifications = ctx.accounts.notifications;
    bindDeliveryNotices(notifications, ctx.db);

    defineRoute(
      app,
      {
        method: 'POST',
        url: path(DELIVERY_PATHS.sendNotification),
        tags,
        summary: 'Delivery route: send its driver the order_delivery notification (links to /delivery/delivery/{id})',
        access: { path: deliveryRoute.permission, right: 'update' },
        body: { deliveryRouteId: { type: 'reference', required: true, message: messages.required('Delivery route') } },
        response: { 200: closedObject({ deliveryRouteId: { type: 'integer' }, driverId: { type: 'integer' }, sent: { type: 'boolean' } }) },
      },
      async (req) => {
        const id = req.body.deliveryRouteId;
        const route = await repo.get(id);
        if (!route || route.deleted) throw notFound();
        const result = await notifyRouteDriver(notifications, id, req.principal.userId);
        return { deliveryRouteId: id, driverId: route.driverId, sent: !!result && Object.values(result).some((n) => n > 0) };
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: path(DELIVERY_PATHS.details),
        tags,
        summary: 'Delivery route page: the route, its stops’ orders in order, the driver and their last position',
        access,
        params: { id: { type: 'reference', required: true } },
        response: {
          200: closedObject({
            route: entityRecordSchema(deliveryRoute),
            stops: { type: 'array', items: routeStopSchema },
            driver: {
              anyOf: [closedObject({ userId: { type: 'integer' }, username: { type: 'string' }, firstname: { type: ['string', 'null'] }, lastname: { type: ['string', 'null'] } }), { type: 'null' }],
            },
            driverLocation: {
              anyOf: [
                closedObject({
                  driverId: { type: 'integer' },
                  latitude: { type: 'number' },
                  longitude: { type: 'number' },
                  timestamp: { type: 'number', description: 'milliseconds since the epoch, when the device took the position' },
                  heading: nullableNumber,
                  bearing: nullableNumber,
                  speed: nullableNumber,
                }),
                { type: 'null' },
              ],
            },
          }),
        },
      },
      async (req): Promise<DeliveryRouteDetails> => {
        const route = (await repo.get(req.params.id)) as DeliveryRouteDetails['route'] | undefined;
        if (!route) throw notFound();
        const stops = [...(route.ordersDeliverRoute ?? [])].sort((a, b) => a.sortOrder - b.sortOrder);
        const orders = new Map((await stopOrders(ctx.db, stops.map((s) => s.orderId))).map((o) => [o.orderId, o]));
        const [driver, location] = await Promise.all([driverOf(ctx.db, route.driverId), driverLocation(ctx.db, route.driverId)]);
        return {
          route,
          stops: stops.flatMap((s) => {
            const o = orders.get(s.orderId);
            return o ? [{ ...o, sortOrder: s.sortOrder }] : [];
          }),
          driver: driver ?? null,
          driverLocation: location ? { ...location, driverId: route.driverId } : null,
        };
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: path(DELIVERY_PATHS.stops),
        tags,
        summary: 'Delivery route form: the orders of the given stops (customer, address, coordinates, status), in the order given',
        access,
        // an empty (or absent) list is no stop: no order
        body: { orderIds: { type: 'list', of: 'reference', default: [], check: (ids: unknown[]) => ids.length <= MAX_PAGE_SIZE, message: messages.sendIds } },
        response: { 200: closedObject({ data: { type: 'array', items: stopOrderSchema } }) },
      },
      async (req) => {
        const ids = req.body.orderIds;
        const orders = new Map((await stopOrders(ctx.db, ids)).map((o) => [o.orderId, o]));
        return { data: ids.flatMap((id) => orders.get(id) ?? []) };
      },
    );

    const tiles = readMapTiles(process.env);
    defineRoute(
      app,
      {
        method: 'GET',
        url: path(DELIVERY_PATHS.map),
        tags,
        summary: 'Delivery route page: the map tile URL template and attribution (none configured: a plain background)',
        access,
        response: { 200: closedObject({ tileUrl: { type: ['string', 'null'] }, attribution: { type: ['string', 'null'] } }) },
      },
      async (): Promise<DeliveryMapSettings> => ({ tileUrl: tiles.url, attribution: tiles.attribution }),
    );
  };
}
