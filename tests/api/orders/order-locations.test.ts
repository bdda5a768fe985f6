// The order locations view's call (GET /order/s/locations) through the real server: behind
// sale/order/statistics, not the orders list's sale/order; the order filter's period; the cap.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderFilterQuery } from '../../../contract/orders/order-filter';
import { ORDER_LOCATIONS_MAX, type OrderLocation, type OrderLocationsResponse } from '../../../contract/orders/order-locations';
import { orderPath, ORDER_PATHS } from '../../../contract/orders/order-paths';
import { ORDER_PERMISSION, ORDER_STATISTICS_PERMISSION } from '../../../contract/orders/order-status';
import type { Order } from '../../../contract/orders/order-types';
import { useHarness } from '../harness';

const h = useHarness();
const P = (relative: string) => orderPath(relative);

let storeId: number;
let productId: number;

async function newOrder(address: Record<string, unknown>): Promise<Order> {
  const res = await h.call<Order>('POST', P(ORDER_PATHS.sales), {
    body: { storeId, address, telephone: '(555) 444-1234', products: [{ productId, quantity: 1 }] },
  });
  if (res.status !== 201) throw new Error(`create order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const locations = (query: string, token?: string) =>
  h.call<OrderLocationsResponse>('GET', `${P(ORDER_PATHS.locations)}?${query}`, { token });

let inPeriod: Order;
let lastMonth: Order;
let withoutPlace: Order;
// the period: today, in UTC, for this file's store only
const from = new Date(Date.now() - 3_600_000).toISOString();
const to = new Date(Date.now() + 3_600_000).toISOString();
const period = () => orderFilterQuery({ storeIds: [storeId], dateFrom: from, dateTo: to });

beforeAll(async () => {
  const store = await h.call('POST', '/store/c/s', { body: { name: 'Map Store' } });
  expect(store.status).toBe(201);
  storeId = store.body.storeId;
  const product = await h.call('POST', '/product/c/p', { body: { name: 'Map tea', price: 2 } });
  expect(product.status).toBe(201);
  productId = product.body.productId;
  inPeriod = await newOrder({ address: '1 Vine St', latitude: 34.1016, longitude: -118.3267 });
  lastMonth = await newOrder({ address: '2 Vine St', latitude: 34.0869, longitude: -118.2702 });
  withoutPlace = await newOrder({ address: '3 Vine St' });
  await sql`UPDATE orders SET date_added = now() - interval '30 days' WHERE id = ${lastMonth.orderId}`.execute(h.db);
});

describe('GET s/locations', () => {
  it('refuses a user who may open the orders list but not the statistics (403), and anyone signed out (401)', async () => {
    const lister = await h.userWith(
      (['access', 'create', 'update', 'delete', 'archive_and_recover', 'modify'] as const).map((type) => ({ value: ORDER_PERMISSION, type })),
    );
    expect((await h.call('GET', P(ORDER_PATHS.list(1, 5)), { token: lister.token })).status).toBe(200);
    expect((await locations(period(), lister.token)).status).toBe(403);
    expect((await locations(period(), null as unknown as string)).status).toBe(401);
  });

  it('gives a statistics user the positions of the period only, with the cap and the map settings', async () => {
    const analyst = await h.userWith([{ value: ORDER_STATISTICS_PERMISSION, type: 'access' }]);
    const res = await locations(period(), analyst.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { orderId: inPeriod.orderId, mongoId: inPeriod.mongoId, status: 'new', latitude: 34.1016, longitude: -118.3267, address: '1 Vine St' },
    ] satisfies OrderLocation[]);
    expect(res.body.limit).toBe(ORDER_LOCATIONS_MAX);
    expect(res.body.map).toEqual({ tileUrl: null, attribution: null });
    // the order moved a month back is there once the period covers it; the one without coordinates never is
    const wider = await locations(orderFilterQuery({ storeIds: [storeId], dateFrom: new Date(Date.now() - 40 * 86_400_000).toISOString(), dateTo: to }), analyst.token);
    const ids = wider.body.data.map((l) => l.orderId);
    expect(ids).toEqual([inPeriod.orderId, lastMonth.orderId]);
    expect(ids).not.toContain(withoutPlace.orderId);
  });

  it('keeps the order filter: a status the orders do not have gives none, a bad date a 422 item', async () => {
    expect((await locations(`${period()}&status=done`)).body.data).toEqual([]);
    const bad = await locations(`${period()}&dateTo=yesterday`);
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'dateTo' })]));
  });

  it('answers at most the cap, newest first', async () => {
    const all = await locations(orderFilterQuery({ dateFrom: '2000-01-01T00:00:00Z' }));
    expect(all.status).toBe(200);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM orders WHERE NOT deleted AND jsonb_typeof(address->'latitude') = 'number'`.execute(h.db);
    expect(all.body.data.length).toBe(Math.min(rows[0].n, ORDER_LOCATIONS_MAX));
    expect(all.body.data[0].orderId).toBe(inPeriod.orderId);
  });
});
