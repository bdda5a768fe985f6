// The order calls through the real server on a real PostgreSQL (docs/orders.md): list and every
// filter against the database, create/update pricing, the status change rules, staff, franchise
// and payment changes, lifecycle, statistics, lookups, permissions, audit and realtime events.
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportTable, EXPORT_COLUMNS, EXPORT_MAX_ROWS } from '../../../contract/orders/order-export';
import { orderFilterQuery, type OrderFilter } from '../../../contract/orders/order-filter';
import { orderPath, ORDER_PATHS } from '../../../contract/orders/order-paths';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/orders/order-status';
import type { Order } from '../../../contract/orders/order-types';
import { productPrice } from '../../../contract/orders/product-price';
import { DELIVERY_PERMISSION, type Permission } from '../../../contract/permissions';
import type { ValidationItem } from '../../../contract/validate';
import { EVENTS, NAMESPACES, SOCKET_PATH } from '../../../contract/realtime';
import { useHarness, type TestUser } from '../harness';
import { USER_LANGUAGE_PATH } from '../../../contract/accounts/user-language';

const h = useHarness();
const P = (relative: string) => orderPath(relative);
const list = (filter: OrderFilter = {}, page = 1, count = 20, token?: string) =>
  h.call<{ data: Order[]; count: number }>('GET', `${P(ORDER_PATHS.list(page, count))}?${orderFilterQuery(filter)}`, { token });

const ORDER_RIGHTS = (types: Permission['type'][]): Permission[] => types.map((type) => ({ value: 'sale/order', type }));

let storeId: number;
let productPlain: { productId: number; price: number };
let productWithOptions: { productId: number; price: number; productOptions: any[] };

async function newOrder(overrides: Record<string, unknown> = {}): Promise<Order> {
  const res = await h.call<Order>('POST', P(ORDER_PATHS.sales), {
    body: { storeId, address: { address: '1 Test St', latitude: 34.1, longitude: -118.3 }, telephone: '(555) 444-1234', products: [{ productId: productPlain.productId, quantity: 1 }], ...overrides },
  });
  if (res.status !== 201) throw new Error(`create order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const changeStatus = (order: { orderId: number; status: string }, status: OrderStatus, extra: Record<string, unknown> = {}, token?: string) =>
  h.call<Order & ValidationItem[]>('PUT', P(ORDER_PATHS.status(order.orderId)), { token, body: { status, previousStatus: order.status, ...extra } });

beforeAll(async () => {
  const store = await h.call('POST', '/store/c/s', { body: { name: 'Tax Store', tax: { parcent: 10, beforeDiscount: false }, orderDetails: { deliveryFee: 4.6 } } });
  expect(store.status).toBe(201);
  storeId = store.body.storeId;
  const plain = await h.call('POST', '/product/c/p', { body: { name: 'Plain tea', price: 3.5 } });
  expect(plain.status).toBe(201);
  productPlain = plain.body;
  const opt = await h.call('POST', '/product/c/p', {
    body: {
      name: 'Pizza',
      price: 10,
      productOptions: [
        { required: true, option: { optionId: 7, name: 'Size', type: 'radio', source: 'size' }, values: [
          { optionValueId: 71, name: 'Small', price: 0, pricePrefix: '+', sortOrder: 1 },
          { optionValueId: 72, name: 'Large', price: 4, pricePrefix: '+', sortOrder: 2 },
        ] },
        { option: { optionId: 8, name: 'Extras', type: 'checkbox' }, values: [
          { optionValueId: 81, name: 'Cheese', price: 1.25, pricePrefix: '+', sortOrder: 1 },
          { optionValueId: 82, name: 'Olives', price: 0.75, pricePrefix: '+', sortOrder: 2 },
        ] },
      ],
    },
  });
  expect(opt.status).toBe(201);
  productWithOptions = opt.body;
});

describe('paged list', () => {
  it('returns the newest orders first with the exact total of the seeded data', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM orders WHERE NOT deleted`.execute(h.db);
    expect(res.body.count).toBe(rows[0].n);
    expect(res.body.count).toBeGreaterThan(100);
    expect(res.body.data).toHaveLength(20);
    const dates = res.body.data.map((o) => o.dateAdded);
    expect([...dates].sort().reverse()).toEqual(dates);
    const o = res.body.data[0];
    for (const key of ['mongoId', 'orderId', 'status', 'orderType', 'orderStaff', 'total', 'totalprice', 'tax', 'store', 'customer', 'telephone', 'address', 'paymentMethod', 'orderProduct', 'dateAdded']) {
      expect(o).toHaveProperty(key);
    }
    expect(o.mongoId).toMatch(/^[0-9a-f]{24}$/);
    expect(o.orderProduct[0].product.descriptions[0].name).toMatch(/Product/);
  });

  it('pages without overlap', async () => {
    const a = await list({}, 1, 10);
    const b = await list({}, 2, 10);
    const ids = new Set(a.body.data.map((o) => o.orderId));
    expect(b.body.data.some((o) => ids.has(o.orderId))).toBe(false);
  });

  it('keeps the per-status totals exact through creates, status changes, archive and destroy', async () => {
    const before = (await list({ status: 'new' })).body.count;
    const o = await newOrder();
    expect((await list({ status: 'new' })).body.count).toBe(before + 1);
    await changeStatus(o, 'accepted');
    expect((await list({ status: 'new' })).body.count).toBe(before);
    const archivedBefore = (await list({ deleted: true })).body.count;
    await h.call('POST', P(ORDER_PATHS.bulkArchive), { body: [o.orderId] });
    expect((await list({ deleted: true })).body.count).toBe(archivedBefore + 1);
    await h.call('POST', P(ORDER_PATHS.bulkDestroy), { body: [o.mongoId] });
    expect((await list({ deleted: true })).body.count).toBe(archivedBefore);
    const { rows } = await sql<{ ok: boolean }>`
      SELECT bool_and(c.n = r.n) AS ok FROM order_counts c
      FULL JOIN (SELECT deleted, status, count(*) AS n FROM orders GROUP BY 1, 2) r USING (deleted, status)`.execute(h.db);
    expect(rows[0].ok).toBe(true);
  });

  it('refuses unknown filters, bad values, an end before the start and oversized pages with 422', async () => {
    expect((await h.call('GET', `${P(ORDER_PATHS.list(1, 20))}?colour=red`)).body).toEqual([{ path: 'colour', msg: 'Unknown field.' }]);
    expect((await h.call('GET', `${P(ORDER_PATHS.list(1, 20))}?status=lost`)).status).toBe(422);
    expect((await h.call('GET', `${P(ORDER_PATHS.list(1, 20))}?dateFrom=2026-02-01&dateTo=2026-01-01`)).status).toBe(422);
    expect((await h.call('GET', P(ORDER_PATHS.list(1, EXPORT_MAX_ROWS + 1)))).status).toBe(422);
    expect((await h.call('GET', P(ORDER_PATHS.list(0, 20)))).status).toBe(422);
  });
});

describe('filters', () => {
  const NOW = Date.now();
  const DAYS_AGO = (d: number) => new Date(NOW - d * 86400e3).toISOString();
  /** Every filter checked against the same condition written directly in SQL. */
  const cases: [string, () => Promise<OrderFilter>, string][] = [
    ['status', async () => ({ status: 'done' }), `status = 'done'`],
    ['storeIds', async () => ({ storeIds: [1, 2] }), 'store_id IN (1, 2)'],
    ['franchiseIds', async () => ({ franchiseIds: [3] }), 'franchise_id = 3'],
    ['businessIds', async () => ({ businessIds: [1] }), 'business_id = 1'],
    ['orderTypeIds', async () => ({ orderTypeIds: [2, 3] }), 'order_type_id IN (2, 3)'],
    ['orderCancellationReasonIds', async () => ({ orderCancellationReasonIds: [1, 2, 3, 4] }), 'order_cancellation_reason_id IN (1, 2, 3, 4)'],
    ['productIds', async () => ({ productIds: [1, 2] }), 'product_ids && ARRAY[1, 2]::bigint[]'],
    ['user', async () => ({ user: 3 }), 'staff_user_ids @> ARRAY[3]::bigint[]'],
    ['orderId', async () => ({ orderId: 7 }), 'id = 7'],
    ['saleId', async () => ({ saleId: 9 }), 'id = 9'],
    ['telephone', async () => ({ telephone: '(20' }), `telephone_digits LIKE '20%'`],
    ['date range', async () => ({ dateFrom: DAYS_AGO(20), dateTo: DAYS_AGO(5) }), `date_added BETWEEN '${DAYS_AGO(20)}' AND '${DAYS_AGO(5)}'`],
    ['price range', async () => ({ minPrice: 20, maxPrice: 60 }), 'totalprice BETWEEN 20 AND 60'],
    ['deleted', async () => ({ deleted: true }), 'deleted'],
    ['status with date range and store', async () => ({ status: 'done', storeIds: [1], dateFrom: DAYS_AGO(30) }),
      `status = 'done' AND store_id = 1 AND date_added >= '${DAYS_AGO(30)}'`],
  ];
  it.each(cases)('%s', async (_name, make, condition) => {
    const filter = await make();
    const res = await list(filter, 1, 500);
    expect(res.status).toBe(200);
    const deleted = filter.deleted ? '' : 'NOT deleted AND ';
    const { rows } = await sql<{ id: number }>`SELECT id FROM orders WHERE ${sql.raw(deleted + condition)} ORDER BY date_added DESC, id DESC`.execute(h.db);
    expect(res.body.count).toBe(rows.length);
    expect(res.body.data.map((o) => o.orderId)).toEqual(rows.slice(0, 500).map((r) => r.id));
    expect(rows.length).toBeGreaterThan(0);
  });
  it('sorts by total both ways', async () => {
    const asc = (await h.call('GET', `${P(ORDER_PATHS.list(1, 50))}?sort=totalprice&order=ASC`)).body.data.map((o: Order) => o.totalprice);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await h.call('GET', `${P(ORDER_PATHS.list(1, 50))}?sort=totalprice&order=DESC`)).body.data.map((o: Order) => o.totalprice);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });
});

describe('export query', () => {
  it('gives up to 5000 orders of the filter in one page, which the export table turns into rows and a Total Sum', async () => {
    const res = await list({ status: 'done' }, 1, EXPORT_MAX_ROWS);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(Math.min(res.body.count, EXPORT_MAX_ROWS));
    const table = exportTable(res.body.data);
    expect(table.columns).toEqual(EXPORT_COLUMNS);
    expect(table.rows).toHaveLength(res.body.data.length);
    const { rows } = await sql<{ s: number }>`
      SELECT sum(round(totalprice - totalprice * discount_percent / 100, 2))::float8 AS s FROM orders WHERE NOT deleted AND status = 'done'`.execute(h.db);
    expect(table.totalRow[0]).toBe('Total Sum');
    expect(table.totalRow[6]).toBeCloseTo(rows[0].s, 1);
    expect(table.rows.every((r) => typeof r[0] === 'string' && r[0].startsWith('Store'))).toBe(true);
    expect(table.rows.some((r) => r[7] === 'driver' && r[8] === 'manager')).toBe(true);
  });
});

describe('get one', () => {
  it('finds an order by orderId and by mongoId, with its history', async () => {
    const o = await newOrder();
    const a = await h.call<Order>('GET', P(ORDER_PATHS.one(o.orderId)));
    const b = await h.call<Order>('GET', P(ORDER_PATHS.one(o.mongoId)));
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(a.body.orderHistory).toMatchObject([{ status: 'new', previousStatus: null, username: 'admin' }]);
    const lines = await h.call('GET', P(ORDER_PATHS.products(o.mongoId)));
    expect(lines.body).toEqual({ data: a.body.orderProduct });
  });
  it('answers 404 for an unknown order and 422 for a malformed id', async () => {
    expect((await h.call('GET', P(ORDER_PATHS.one(99999999)))).status).toBe(404);
    expect((await h.call('GET', P(ORDER_PATHS.one('nope')))).status).toBe(422);
  });
});

describe('create and update', () => {
  it('prices lines with the price rule and computes the totals on the server', async () => {
    const o = await newOrder({
      products: [
        { productId: productPlain.productId, quantity: 2 },
        { productId: productWithOptions.productId, quantity: 1, options: { 8: [81, 82] } },
      ],
      total: 1,
      totalprice: 1,
    });
    const pizzaUnit = productPrice(productWithOptions, { 8: [81, 82] });
    expect(pizzaUnit).toBe(16); // required size defaults to Large (+4), extras +2
    expect(o.orderProduct.map((l) => l.price)).toEqual([7, 16]);
    expect(o.total).toBe(23);
    expect(o.tax).toBe(2.3);
    expect(o.shippingPrice).toBe(5);
    expect(o.totalprice).toBe(30.3);
    expect(o.status).toBe('new');
    expect(o.paymentMethod).toBe('payOnDelivery');
    expect(o.orderProduct[1].orderOption.map((x) => `${x.name}:${x.value}`)).toEqual(['Size:Large', 'Extras:Cheese', 'Extras:Olives']);
    expect(o.store?.name).toBe('Tax Store');
  });

  it('re-prices on update and keeps the previous total', async () => {
    const o = await newOrder();
    const res = await h.call<Order>('PUT', P(ORDER_PATHS.one(o.mongoId)), {
      body: { products: [{ productId: productWithOptions.productId, quantity: 2, options: { 7: 71 } }], message: 'ring twice' },
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(20);
    expect(res.body.prevtotalprice).toBe(o.totalprice);
    expect(res.body.message).toBe('ring twice');
  });

  it('refuses missing fields, unknown products and unknown option values with 422 items', async () => {
    const empty = await h.call('POST', P(ORDER_PATHS.sales), { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.map((e: { path: string }) => e.path).sort()).toEqual(['address', 'products', 'storeId']);
    const bad = await h.call('POST', P(ORDER_PATHS.sales), {
      body: { storeId, address: { address: 'x' }, products: [{ productId: 987654, quantity: 1 }, { productId: productWithOptions.productId, quantity: 1, options: { 7: 99 } }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.map((e: { path: string }) => e.path)).toEqual(['products.0.productId', 'products.1.options.7']);
    const payment = await h.call('POST', P(ORDER_PATHS.sales), { body: { storeId, address: { address: 'x' }, paymentMethod: 'gold', products: [{ productId: productPlain.productId, quantity: 1 }] } });
    expect(payment.status).toBe(422);
  });
});

describe('status change', () => {
  let updater: TestUser;
  let modifier: TestUser;
  let driverUser: TestUser;
  let notDriver: TestUser;

  beforeAll(async () => {
    updater = await h.userWith(ORDER_RIGHTS(['access', 'update']));
    modifier = await h.userWith(ORDER_RIGHTS(['access', 'modify']));
    driverUser = await h.userWith([{ value: DELIVERY_PERMISSION, type: 'access' }]);
    notDriver = await h.userWith(ORDER_RIGHTS(['access']));
  });

  it('applies the choice rule: without modify, a done order cannot go back to new; with modify it can', async () => {
    const o = await newOrder();
    const done = await changeStatus(o, 'done', {}, updater.token);
    expect(done.status).toBe(200);
    const refused = await changeStatus(done.body, 'new', {}, updater.token);
    expect(refused.status).toBe(422);
    expect(refused.body[0].path).toBe('status');
    expect((await changeStatus(done.body, 'not verified', {}, updater.token)).status).toBe(422);
    expect((await changeStatus(done.body, 'new', {}, modifier.token)).status).toBe(200);
  });

  it('lets a new order go anywhere but not verified, and a not verified order anywhere', async () => {
    const o = await newOrder();
    expect((await changeStatus(o, 'not verified', {}, updater.token)).status).toBe(422);
    const nv = await changeStatus(o, 'not verified', {}, modifier.token);
    expect(nv.status).toBe(200);
    expect((await changeStatus(nv.body, 'new', {}, updater.token)).status).toBe(200);
  });

  it('refuses a change from a stale previous status with 409 and the same status with 422', async () => {
    const o = await newOrder();
    expect((await h.call('PUT', P(ORDER_PATHS.status(o.orderId)), { body: { status: 'done', previousStatus: 'accepted' } })).status).toBe(409);
    expect((await changeStatus(o, 'new')).status).toBe(422);
  });

  it('requires notes for stolen: blank, then under 4 characters', async () => {
    const o = await newOrder();
    expect((await changeStatus(o, 'stolen')).body).toEqual([{ path: 'message', msg: '*Please enter notes.' }]);
    expect((await changeStatus(o, 'stolen', { message: 'abc' })).body).toEqual([{ path: 'message', msg: '*Minimum characters are 4' }]);
    const ok = await changeStatus(o, 'stolen', { message: 'left at door' });
    expect(ok.status).toBe(200);
    expect(ok.body.orderHistory.at(-1)).toMatchObject({ status: 'stolen', previousStatus: 'new', message: 'left at door', username: 'admin' });
  });

  it('requires a reason for cancel, and notes for reason 8 (other) only', async () => {
    const o = await newOrder();
    expect((await changeStatus(o, 'cancel')).body.map((e: { path: string }) => e.path)).toEqual(['orderCancellationReasonId']);
    expect((await changeStatus(o, 'cancel', { orderCancellationReasonId: 8 })).body).toEqual([{ path: 'message', msg: '*Please enter notes.' }]);
    expect((await changeStatus(o, 'cancel', { orderCancellationReasonId: 8, message: 'no' })).body).toEqual([{ path: 'message', msg: '*Minimum characters are 4' }]);
    const ok = await changeStatus(o, 'cancel', { orderCancellationReasonId: 2 });
    expect(ok.status).toBe(200);
    expect(ok.body.orderCancellationReason).toEqual({ orderCancellationReasonId: 2, name: 'Out of stock' });
    const other = await newOrder();
    const withNotes = await changeStatus(other, 'cancel', { orderCancellationReasonId: 8, message: 'customer moved away' });
    expect(withNotes.status).toBe(200);
    expect(withNotes.body.orderCancellationReason?.name).toBe('other');
    expect((await list({ orderCancellationReasonIds: [8], orderId: other.orderId })).body.count).toBe(1);
  });

  it('needs a driver holding the Delivery permission for delivering, and adds the driver to the staff', async () => {
    const o = await newOrder();
    expect((await changeStatus(o, 'delivering')).body).toEqual([{ path: 'userId', msg: 'Oops! Fill in the Driver.' }]);
    expect((await changeStatus(o, 'delivering', { userId: notDriver.userId })).body).toEqual([{ path: 'userId', msg: 'This user cannot be chosen as a driver.' }]);
    const ok = await changeStatus(o, 'delivering', { userId: driverUser.userId });
    expect(ok.status).toBe(200);
    expect(ok.body.orderStaff).toMatchObject([{ userId: driverUser.userId, user: { username: driverUser.username }, status: 'delivering' }]);
    expect((await list({ user: driverUser.userId })).body.data.map((x) => x.orderId)).toEqual([o.orderId]);
  });

  it('makes the user who accepts an order its manager, in the status change itself', async () => {
    const o = await newOrder();
    const accepted = await changeStatus(o, 'accepted', {}, updater.token);
    expect(accepted.status).toBe(200);
    // the status change's own answer already holds the manager: no second call assigns it
    expect(accepted.body.orderStaff).toMatchObject([{ userId: updater.userId, user: { username: updater.username }, status: 'accepted' }]);
    expect((await list({ user: updater.userId, orderId: o.orderId })).body.count).toBe(1);
    const audit = await h.call('GET', `/api/audit/1/20?entity=order&entityId=${o.orderId}&userId=${updater.userId}`);
    expect(audit.body.data).toMatchObject([{ action: 'status', after: { status: 'accepted', manager: updater.username } }]);
    // a refused change assigns nobody
    const other = await newOrder();
    expect((await changeStatus({ ...other, status: 'accepted' }, 'progress', {}, modifier.token)).status).toBe(409);
    expect((await h.call<Order>('GET', P(ORDER_PATHS.one(other.orderId)))).body.orderStaff).toEqual([]);
  });

  it('names no manager for other statuses', async () => {
    const o = await newOrder();
    expect((await changeStatus(o, 'progress', {}, updater.token)).body.orderStaff).toEqual([]);
  });

  it('writes every change into the history and the audit log', async () => {
    const o = await newOrder();
    const a = await changeStatus(o, 'accepted');
    const b = await changeStatus(a.body, 'progress', { message: 'cooking' });
    expect(b.body.orderHistory.map((x) => [x.previousStatus, x.status, x.message])).toEqual([
      [null, 'new', null],
      ['new', 'accepted', null],
      ['accepted', 'progress', 'cooking'],
    ]);
    const audit = await h.call('GET', `/api/audit/1/20?entity=order&entityId=${o.orderId}`);
    expect(audit.status).toBe(200);
    expect(audit.body.data.map((x: { action: string }) => x.action).sort()).toEqual(['create', 'status', 'status']);
  });
});

describe('staff, franchise and payment method', () => {
  it('assigns staff with s/sales/staff; delivering staff must be drivers', async () => {
    const o = await newOrder();
    const manager = await sql<{ id: number }>`SELECT id FROM app_user WHERE username = 'manager'`.execute(h.db);
    const res = await h.call<Order>('POST', P(ORDER_PATHS.staff), { body: { orderId: o.orderId, userId: manager.rows[0].id, status: 'accepted' } });
    expect(res.status).toBe(200);
    expect(res.body.orderStaff).toMatchObject([{ user: { username: 'manager' }, status: 'accepted' }]);
    const refused = await h.call('POST', P(ORDER_PATHS.staff), { body: { orderId: o.orderId, userId: manager.rows[0].id, status: 'delivering' } });
    expect(refused.status).toBe(422);
    expect((await h.call('POST', P(ORDER_PATHS.staff), { body: { orderId: o.orderId } })).status).toBe(422);
  });

  it('changes the franchise', async () => {
    const o = await newOrder();
    const fr = await h.call('POST', '/franchise/f', { body: { name: 'North', address: { address: '9 North Rd' } } });
    const res = await h.call<Order>('PUT', P(ORDER_PATHS.franchise(o.orderId)), { body: { Id: o.orderId, franchiseId: fr.body.franchiseId, name: 'North' } });
    expect(res.status).toBe(200);
    expect(res.body.franchise).toEqual({ franchiseId: fr.body.franchiseId, name: 'North', address: { address: '9 North Rd' } });
    expect((await h.call('PUT', P(ORDER_PATHS.franchise(o.orderId)), { body: { Id: o.orderId, franchiseId: 999999 } })).status).toBe(422);
  });

  it('changes the payment method and refuses unknown ones', async () => {
    const o = await newOrder();
    const res = await h.call<Order>('PUT', P(ORDER_PATHS.paymentMethod(o.mongoId)), { body: { Id: o.mongoId, paymentMethod: 'zelle' } });
    expect(res.status).toBe(200);
    expect(res.body.paymentMethod).toBe('zelle');
    expect((await h.call('PUT', P(ORDER_PATHS.paymentMethod(o.orderId)), { body: { Id: o.orderId, paymentMethod: 'gold' } })).status).toBe(422);
  });
});

describe('archive, recover, destroy', () => {
  it('moves orders between the tabs and destroys only archived ones', async () => {
    const a = await newOrder();
    const b = await newOrder();
    expect((await h.call('POST', P(ORDER_PATHS.bulkDestroy), { body: [a.orderId] })).status).toBe(409);
    expect((await h.call('POST', P(ORDER_PATHS.bulkArchive), { body: { ids: [a.orderId, b.mongoId] } })).body).toEqual({ ids: expect.arrayContaining([a.orderId, b.orderId]) });
    expect((await list({ deleted: true, orderId: a.orderId })).body.count).toBe(1);
    expect((await list({ orderId: a.orderId })).body.count).toBe(0);
    expect((await h.call('POST', P(ORDER_PATHS.bulkRecover), { body: [b.orderId] })).body).toEqual({ ids: [b.orderId] });
    expect((await h.call('DELETE', P(ORDER_PATHS.one(a.orderId)))).status).toBe(200);
    expect((await h.call('GET', P(ORDER_PATHS.one(a.orderId)))).status).toBe(404);
    expect((await h.call('POST', P(ORDER_PATHS.bulkArchive), { body: [] })).status).toBe(422);
  });

  it('audits archive, recover and destroy under the registry\'s entity name, as the engine does', async () => {
    const o = await newOrder();
    await h.call('POST', P(ORDER_PATHS.bulkArchive), { body: [o.orderId] });
    await h.call('POST', P(ORDER_PATHS.bulkRecover), { body: [o.orderId] });
    await h.call('POST', P(ORDER_PATHS.bulkArchive), { body: [o.mongoId] });
    expect((await h.call('POST', P(ORDER_PATHS.bulkDestroy), { body: [o.orderId, 999999999] })).status).toBe(404);
    expect((await h.call('POST', P(ORDER_PATHS.bulkDestroy), { body: [o.orderId] })).status).toBe(200);
    const audit = await h.call('GET', `/api/audit/1/20?entity=order&entityId=${o.orderId}`);
    expect(audit.body.data.map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after]).slice(0, 4)).toEqual([
      ['destroy', expect.objectContaining({ orderId: o.orderId }), null],
      ['archive', { deleted: false }, { deleted: true }],
      ['recover', { deleted: true }, { deleted: false }],
      ['archive', { deleted: false }, { deleted: true }],
    ]);
  });
});

describe('statistics and lookups', () => {
  it('sums orders per period', async () => {
    const res = await h.call('GET', `${P(ORDER_PATHS.statistics)}?grain=year&dateFrom=2000-01-01`);
    expect(res.status).toBe(200);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM orders WHERE NOT deleted`.execute(h.db);
    expect(res.body.totals.count).toBe(rows[0].n);
    expect(res.body.series.reduce((s: number, r: { count: number }) => s + r.count, 0)).toBe(rows[0].n);
    expect((await h.call('GET', `${P(ORDER_PATHS.statistics)}?grain=decade`)).status).toBe(422);
  });
  it('lists locations with coordinates', async () => {
    await newOrder();
    const res = await h.call('GET', `${P(ORDER_PATHS.locations)}?storeIds=${storeId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data[0]).toMatchObject({ latitude: 34.1, longitude: -118.3 });
  });
  it('lists types, statuses, cancellation reasons (8 = other) and drivers', async () => {
    expect((await h.call('GET', P(ORDER_PATHS.types))).body.data.length).toBeGreaterThan(0);
    const statuses = (await h.call('GET', P(ORDER_PATHS.statuses))).body.data;
    expect(statuses.map((s: { status: string }) => s.status)).toEqual([...ORDER_STATUSES]);
    expect(statuses.find((s: { status: string }) => s.status === 'not verified').tab).toBe(false);
    const reasons = (await h.call('GET', P(ORDER_PATHS.cancellationReasons))).body.data;
    expect(reasons.find((r: { orderCancellationReasonId: number }) => r.orderCancellationReasonId === 8).name).toBe('other');
    const drivers = (await h.call('GET', P(ORDER_PATHS.drivers))).body;
    expect(drivers.data.map((d: { username: string }) => d.username)).toContain('driver');
    expect(drivers.data.map((d: { username: string }) => d.username)).not.toContain('manager');
  });
});

describe('permissions', () => {
  const cases: [string, Permission['type'][] | 'statistics', () => Promise<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown }>][] = [
    ['list', ['access'], async () => ({ method: 'GET', url: P(ORDER_PATHS.list(1, 5)) })],
    ['get one', ['access'], async () => ({ method: 'GET', url: P(ORDER_PATHS.one((await newOrder()).orderId)) })],
    ['drivers', ['access'], async () => ({ method: 'GET', url: P(ORDER_PATHS.drivers) })],
    ['create', ['create'], async () => ({ method: 'POST', url: P(ORDER_PATHS.sales), body: { storeId, address: { address: 'x' }, products: [{ productId: productPlain.productId, quantity: 1 }] } })],
    ['update', ['update'], async () => ({ method: 'PUT', url: P(ORDER_PATHS.one((await newOrder()).orderId)), body: { message: 'hello' } })],
    ['status', ['update'], async () => ({ method: 'PUT', url: P(ORDER_PATHS.status((await newOrder()).orderId)), body: { status: 'accepted', previousStatus: 'new' } })],
    ['payment', ['update'], async () => ({ method: 'PUT', url: P(ORDER_PATHS.paymentMethod((await newOrder()).orderId)), body: { paymentMethod: 'cash' } })],
    ['archive', ['archive_and_recover'], async () => ({ method: 'POST', url: P(ORDER_PATHS.bulkArchive), body: [(await newOrder()).orderId] })],
    ['destroy', ['delete'], async () => {
      const o = await newOrder();
      await h.call('POST', P(ORDER_PATHS.bulkArchive), { body: [o.orderId] });
      return { method: 'POST', url: P(ORDER_PATHS.bulkDestroy), body: [o.orderId] };
    }],
    ['statistics', 'statistics', async () => ({ method: 'GET', url: P(ORDER_PATHS.statistics) })],
  ];
  it.each(cases)('%s: refused with 403 without the right, allowed with it', async (_name, rights, make) => {
    const held: Permission[] = rights === 'statistics' ? [{ value: 'sale/order/statistics', type: 'access' }] : ORDER_RIGHTS(rights);
    const withRight = await h.userWith(held);
    const others = await h.userWith(
      (['access', 'create', 'update', 'delete', 'archive_and_recover'] as const)
        .filter((t) => rights === 'statistics' || !rights.includes(t) && !(t === 'access'))
        .map((type) => ({ value: 'sale/order', type })),
    );
    const req = await make();
    expect((await h.call(req.method, req.url, { token: others.token, body: req.body })).status).toBe(403);
    expect((await h.call(req.method, req.url, { token: null, body: req.body })).status).toBe(401);
    const ok = await h.call(req.method, req.url, { token: withRight.token, body: req.body });
    expect([200, 201]).toContain(ok.status);
  });
  it('modify grants create and update', async () => {
    const u = await h.userWith(ORDER_RIGHTS(['modify']));
    const o = await newOrder();
    expect((await h.call('PUT', P(ORDER_PATHS.one(o.orderId)), { token: u.token, body: { message: 'via modify' } })).status).toBe(200);
  });
});

describe('notifications', () => {
  it('tells the other users of the order list about a new order and a status change', async () => {
    const colleague = await h.userWith(ORDER_RIGHTS(['access']));
    const o = await newOrder();
    await changeStatus(o, 'accepted');
    const contents = async () =>
      ((await h.call('GET', '/notification/l?offset=0&limit=50', { token: colleague.token })).body.data as { content: string }[]).map((n) => n.content);
    for (let i = 0; i < 50 && (await contents()).length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await contents()).toEqual(expect.arrayContaining([`New order #${o.orderId}`, `Order #${o.orderId} is accepted`]));
  });

  it("says them in each receiver's language", async () => {
    const colleague = await h.userWith(ORDER_RIGHTS(['access']));
    expect((await h.call('PUT', `/api/${USER_LANGUAGE_PATH}`, { token: colleague.token, body: { language: 'es' } })).status).toBe(200);
    const o = await newOrder();
    await changeStatus(o, 'accepted');
    const contents = async () =>
      ((await h.call('GET', '/notification/l?offset=0&limit=50', { token: colleague.token })).body.data as { content: string }[]).map((n) => n.content);
    for (let i = 0; i < 50 && (await contents()).length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await contents()).toEqual(expect.arrayContaining([`Nuevo pedido #${o.orderId}`, `El pedido #${o.orderId} está en «accepted»`]));
  });
});

describe('realtime', () => {
  let socket: Socket;
  let url: string;

  beforeAll(async () => {
    url = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await h.tokens.sign(h.admin.userId, 'socket');
    socket = io(url + NAMESPACES.order, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
  });
  afterAll(() => {
    socket?.disconnect();
  });

  const next = (event: string) => new Promise<any>((resolve) => socket.once(event, resolve));

  it('broadcasts UPDATE-SALE-STATUS on a status change', async () => {
    const o = await newOrder();
    const got = next(EVENTS.saleStatus);
    await changeStatus(o, 'accepted');
    expect(await got).toEqual({ orderId: o.orderId, mongoId: o.mongoId, status: 'accepted', previousStatus: 'new', userId: h.admin.userId });
  });

  it('broadcasts UPDATE-PAYMENT-STATUS on a payment method change', async () => {
    const o = await newOrder();
    const got = next(EVENTS.paymentStatus);
    await h.call('PUT', P(ORDER_PATHS.paymentMethod(o.orderId)), { body: { paymentMethod: 'venmo' } });
    expect(await got).toEqual({ orderId: o.orderId, mongoId: o.mongoId, paymentMethod: 'venmo', userId: h.admin.userId });
  });
});
