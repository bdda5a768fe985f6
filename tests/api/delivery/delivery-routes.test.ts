// Delivery routes beyond the generic pattern: drivers, stops, distance and time from coordinates,
// the franchise of the first order, one open route per order, the driver's notification, the
// route page's read and who may do what.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { measureRoute } from '../../../contract/delivery/geo';
import { DELIVERY_PATHS, DELIVERY_TEXTS, deliveryPath } from '../../../contract/delivery/routes';
import { deliveryRoute } from '../../../contract/entities/delivery/deliveryRoute';
import { DELIVERY_PERMISSION } from '../../../contract/permissions';
import { base, useHarness } from '../harness';
import { notificationText } from '../../../contract/notifications/texts';

const h = useHarness();
const url = base(deliveryRoute);
const DEMO_DRIVER = 3;

/** Orders no seeded route holds (the seed takes the lowest ids), each call new ones. */
let nextOrder = 100;
async function freeOrders(n: number, coords: ([number, number] | null)[] = []): Promise<{ id: number; franchiseId: number }[]> {
  const { rows } = await sql<{ id: number; franchiseId: number }>`
    SELECT id::int AS id, franchise_id::int AS "franchiseId" FROM orders WHERE NOT deleted AND id > ${nextOrder} ORDER BY id LIMIT ${n}`.execute(h.db);
  nextOrder = rows[rows.length - 1].id;
  for (const [i, row] of rows.entries()) {
    const c = coords[i];
    const address = c === null ? { address: `${i} Nowhere St` } : { address: `${i} Main St`, latitude: c?.[0] ?? 34 + i / 100, longitude: c?.[1] ?? -118.4 };
    await sql`UPDATE orders SET address = ${JSON.stringify(address)}::jsonb WHERE id = ${row.id}`.execute(h.db);
  }
  return rows;
}
const stopsOf = (orders: { id: number }[]) => orders.map((o, sortOrder) => ({ sortOrder, orderId: o.id }));

describe('delivery routes', () => {
  it('creates, reads and updates a route; distance, time and franchise come from the stops', async () => {
    const coords: [number, number][] = [[34.05, -118.25], [34.1, -118.3], [34.0, -118.4]];
    const orders = await freeOrders(3, coords);
    // distance, time and franchise are the server's: a client naming them is refused, naming each
    const named = await h.call('POST', url, { body: { driverId: DEMO_DRIVER, ordersDeliverRoute: stopsOf(orders), distance: 1, estimatedTime: 1, franchiseId: null } });
    expect(named.status).toBe(422);
    expect(named.body.map((i: { path: string }) => i.path).sort()).toEqual(['distance', 'estimatedTime', 'franchiseId']);
    const created = await h.call('POST', url, { body: { driverId: DEMO_DRIVER, ordersDeliverRoute: stopsOf(orders) } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const expected = measureRoute(orders.map((o, i) => ({ orderId: o.id, location: { latitude: coords[i][0], longitude: coords[i][1] } })));
    expect(expected.distance).toBeGreaterThan(20_000);
    expect(created.body).toMatchObject({
      status: 'pending',
      driverId: DEMO_DRIVER,
      driverName: 'driver',
      distance: expected.distance,
      estimatedTime: expected.estimatedTime,
      franchiseId: orders[0].franchiseId,
      stopsWithoutLocation: [],
      ordersDeliverRoute: stopsOf(orders),
    });
    const id = created.body.deliveryRouteId;
    expect((await h.call('GET', `${url}/${id}`)).body).toEqual(created.body);

    // reordered: the last order first; the franchise and distance follow
    const reordered = [orders[2], orders[0], orders[1]];
    const updated = await h.call('PUT', `${url}/${id}`, { body: { ordersDeliverRoute: stopsOf(reordered) } });
    expect(updated.status).toBe(200);
    const again = measureRoute(reordered.map((o) => ({ orderId: o.id, location: { latitude: coords[orders.indexOf(o)][0], longitude: coords[orders.indexOf(o)][1] } })));
    expect(updated.body).toMatchObject({ franchiseId: orders[2].franchiseId, distance: again.distance, ordersDeliverRoute: stopsOf(reordered) });
  });

  it('skips a stop without coordinates in the distance and names it', async () => {
    const orders = await freeOrders(3, [[34, -118.4], null, [34, -118.41]]);
    const res = await h.call('POST', url, { body: { driverId: DEMO_DRIVER, ordersDeliverRoute: stopsOf(orders) } });
    expect(res.status).toBe(201);
    expect(res.body.stopsWithoutLocation).toEqual([orders[1].id]);
    expect(res.body.distance).toBe(measureRoute([{ orderId: 1, location: { latitude: 34, longitude: -118.4 } }, { orderId: 2, location: { latitude: 34, longitude: -118.41 } }]).distance);
  });

  it('refuses a driver without the Delivery permission, and an order that does not exist (422)', async () => {
    const clerk = await h.userWith([{ value: deliveryRoute.permission, type: 'access' }]);
    const [order] = await freeOrders(1);
    const res = await h.call('POST', url, { body: { driverId: clerk.userId, ordersDeliverRoute: stopsOf([order]) } });
    expect(res).toEqual({ status: 422, body: [{ path: 'driverId', msg: DELIVERY_TEXTS.notADriver }] });
    const driver = await h.userWith([{ value: DELIVERY_PERMISSION, type: 'access' }]);
    expect((await h.call('POST', url, { body: { driverId: driver.userId, ordersDeliverRoute: stopsOf([order]) } })).status).toBe(201);
    const missing = await h.call('POST', url, { body: { driverId: DEMO_DRIVER, ordersDeliverRoute: [{ sortOrder: 0, orderId: 99_999_999 }] } });
    expect(missing).toEqual({ status: 422, body: [{ path: 'ordersDeliverRoute.0.orderId', msg: DELIVERY_TEXTS.orderNotFound(99_999_999) }] });
  });

  it('keeps an order on at most one open route, also for two creates at once', async () => {
    const [a, b] = await freeOrders(2);
    const first = await h.call('POST', url, { body: { driverId: DEMO_DRIVER, ordersDeliverRoute: stopsOf([a]) } });
    const second = await h.call('POST', url, { body: { driverId: DEMO_DRIVER, ordersDeliverRoute: stopsOf([b, a]) } });
    expect(second).toEqual({ status: 422, body: [{ path: 'ordersDeliverRoute.1.orderId', msg: DELIVERY_TEXTS.orderOnOpenRoute(a.id, first.body.deliveryRouteId) }] });

    // once the first route is done, its order is free again; reopening it is then refused
    expect((await h.call('PUT', `${url}/${first.body.deliveryRouteId}`, { body: { status: 'done' } })).status).toBe(200);
    const third = await h.call('POST', url, { body: { driverId: DEMO_DRIVER, ordersDeliverRoute: stopsOf([b, a]) } });
    expect(third.status).toBe(201);
    const reopen = await h.call('PUT', `${url}/${first.body.deliveryRouteId}`, { body: { status: 'pending' } });
    expect(reopen.status).toBe(422);
    expect(reopen.body[0].msg).toBe(DELIVERY_TEXTS.orderOnOpenRoute(a.id, third.body.deliveryRouteId));

    const [c] = await freeOrders(1);
    const both = await Promise.all([1, 2].map(() => h.call('POST', url, { body: { driverId: DEMO_DRIVER, ordersDeliverRoute: stopsOf([c]) } })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
  });

  it('stores a status change', async () => {
    const [order] = await freeOrders(1);
    const route = await h.call('POST', url, { body: { driverId: DEMO_DRIVER, ordersDeliverRoute: stopsOf([order]) } });
    const id = route.body.deliveryRouteId;
    const res = await h.call('PUT', `${url}/${id}`, { body: { status: 'progress' } });
    expect(res.status).toBe(200);
    expect((await h.call('GET', `${url}/${id}`)).body).toMatchObject({ status: 'progress', ordersDeliverRoute: stopsOf([order]), distance: route.body.distance });
    expect((await h.call('PUT', `${url}/${id}`, { body: { status: 'lost' } })).status).toBe(422);
  });

  it('sends the driver the order_delivery notification on creation and on send/notification', async () => {
    const driver = await h.userWith([{ value: DELIVERY_PERMISSION, type: 'access' }]);
    const items = async () =>
      ((await h.call('GET', '/notification/l?offset=0&limit=50', { token: driver.token })).body.data as { type: string; data?: { deliveryRouteId?: number }; content: string }[]).filter(
        (n) => n.type === 'order_delivery',
      );
    const [order] = await freeOrders(1);
    const route = await h.call('POST', url, { body: { driverId: driver.userId, ordersDeliverRoute: stopsOf([order]) } });
    const id = route.body.deliveryRouteId;
    await expect.poll(async () => (await items()).length, { timeout: 5000 }).toBe(1);
    const sent = await h.call('POST', deliveryPath(DELIVERY_PATHS.sendNotification), { body: { deliveryRouteId: id } });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ deliveryRouteId: id, driverId: driver.userId, sent: true });
    const got = await items();
    expect(got).toHaveLength(2);
    expect(got[0]).toMatchObject({ content: notificationText('en', { text: 'routeAssigned', values: { routeId: id } }), data: { deliveryRouteId: id } });
    expect((await h.call('POST', deliveryPath(DELIVERY_PATHS.sendNotification), { body: {} })).status).toBe(422);
    expect((await h.call('POST', deliveryPath(DELIVERY_PATHS.sendNotification), { body: { deliveryRouteId: 99_999_999 } })).status).toBe(404);
  });

  it('reads the route page: stops in order with their orders, the driver and the last position', async () => {
    const orders = await freeOrders(2);
    const route = await h.call('POST', url, { body: { driverId: DEMO_DRIVER, ordersDeliverRoute: [{ sortOrder: 1, orderId: orders[0].id }, { sortOrder: 0, orderId: orders[1].id }] } });
    const id = route.body.deliveryRouteId;
    await sql`INSERT INTO driver_location (user_id, latitude, longitude, heading, bearing, speed, reported_at)
              VALUES (${DEMO_DRIVER}, 34.12345, -118.54321, 90, null, 3.5, now())
              ON CONFLICT (user_id) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude`.execute(h.db);
    const page = await h.call('GET', deliveryPath(DELIVERY_PATHS.details.replace(':id', String(id))));
    expect(page.status).toBe(200);
    expect(page.body.stops.map((s: { orderId: number }) => s.orderId)).toEqual([orders[1].id, orders[0].id]);
    expect(page.body.stops[0]).toMatchObject({ sortOrder: 0, address: expect.stringContaining('Main St'), status: expect.any(String), paymentMethod: expect.any(String), customer: expect.any(String) });
    expect(page.body.driver).toMatchObject({ userId: DEMO_DRIVER, username: 'driver' });
    expect(page.body.driverLocation).toMatchObject({ driverId: DEMO_DRIVER, latitude: 34.12345, longitude: -118.54321 });

    const stops = await h.call('POST', deliveryPath(DELIVERY_PATHS.stops), { body: { orderIds: [orders[1].id, orders[0].id] } });
    expect(stops.body.data.map((s: { orderId: number }) => s.orderId)).toEqual([orders[1].id, orders[0].id]);
    expect((await h.call('POST', deliveryPath(DELIVERY_PATHS.stops), { body: { orderIds: ['x'] } })).status).toBe(422);
    expect((await h.call('GET', deliveryPath(DELIVERY_PATHS.map))).body).toEqual({ tileUrl: null, attribution: null });
  });

  it('answers 403 to a user without the permission', async () => {
    const outsider = await h.userWith([{ value: 'sale/order', type: 'access' }]);
    const reader = await h.userWith([{ value: deliveryRoute.permission, type: 'access' }]);
    const [order] = await freeOrders(1);
    const route = await h.call('POST', url, { body: { driverId: DEMO_DRIVER, ordersDeliverRoute: stopsOf([order]) } });
    const id = route.body.deliveryRouteId;
    const token = outsider.token;
    expect((await h.call('GET', `${url}/1/10`, { token })).status).toBe(403);
    expect((await h.call('POST', url, { token, body: { driverId: DEMO_DRIVER } })).status).toBe(403);
    expect((await h.call('GET', deliveryPath(DELIVERY_PATHS.details.replace(':id', String(id))), { token })).status).toBe(403);
    expect((await h.call('POST', deliveryPath(DELIVERY_PATHS.sendNotification), { token, body: { deliveryRouteId: id } })).status).toBe(403);
    // reading is not changing: the reader opens the page but may not send or change the status
    expect((await h.call('GET', deliveryPath(DELIVERY_PATHS.details.replace(':id', String(id))), { token: reader.token })).status).toBe(200);
    expect((await h.call('POST', deliveryPath(DELIVERY_PATHS.sendNotification), { token: reader.token, body: { deliveryRouteId: id } })).status).toBe(403);
    expect((await h.call('PUT', `${url}/${id}`, { token: reader.token, body: { status: 'done' } })).status).toBe(403);
  });
});
