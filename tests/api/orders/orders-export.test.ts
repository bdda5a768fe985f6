// The orders export call (GET /order/s/export?filter, spec first document sections 6 and 9): the
// export's fields of up to 5000 orders of the list's filter, newest first, for holders of the
// order delete right; the file's table built from them equals the one built from the full orders.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MAX_ROWS, exportTable, type OrderExportRow } from '../../../contract/orders/order-export';
import { orderFilterQuery, type OrderFilter } from '../../../contract/orders/order-filter';
import { orderPath, ORDER_PATHS } from '../../../contract/orders/order-paths';
import type { Order, OrderStaff } from '../../../contract/orders/order-types';
import { PAYMENT_METHOD_LABELS } from '../../../contract/orders/payment-methods';
import type { Permission } from '../../../contract/permissions';
import { useHarness } from '../harness';

const h = useHarness();
const P = (relative: string) => orderPath(relative);
const exportOf = (query: OrderFilter | string = {}, token?: string | null) =>
  h.call<{ data: OrderExportRow[] }>('GET', `${P(ORDER_PATHS.export)}?${typeof query === 'string' ? query : orderFilterQuery(query)}`, { token });
const listOf = (filter: OrderFilter, count = EXPORT_MAX_ROWS) =>
  h.call<{ data: Order[]; count: number }>('GET', `${P(ORDER_PATHS.list(1, count))}?${orderFilterQuery(filter)}`);
const ORDER_RIGHTS = (types: Permission['type'][]): Permission[] => types.map((type) => ({ value: 'sale/order', type }));

let storeId: number;
let productId: number;
let telephoneSeq = 0;
/** A telephone no other order of this file has, so a filter on it selects exactly the orders made with it. */
const newTelephone = () => `(555) 7${String(process.pid % 100).padStart(2, '0')}-${String(++telephoneSeq).padStart(4, '0')}`;

async function newOrder(telephone: string, overrides: Record<string, unknown> = {}): Promise<Order> {
  const res = await h.call<Order>('POST', P(ORDER_PATHS.sales), {
    body: { storeId, address: { address: '1 Export St' }, telephone, products: [{ productId, quantity: 2 }], ...overrides },
  });
  if (res.status !== 201) throw new Error(`create order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const staffEntry = (userId: number, username: string, status: OrderStaff['status']): OrderStaff => ({
  userId,
  user: { userId, username },
  status,
  dateAdded: new Date().toISOString(),
});

beforeAll(async () => {
  const store = await h.call('POST', '/store/c/s', { body: { name: 'Export Store', tax: { parcent: 10, beforeDiscount: false }, orderDetails: { deliveryFee: 2 } } });
  expect(store.status).toBe(201);
  storeId = store.body.storeId;
  const product = await h.call('POST', '/product/c/p', { body: { name: 'Export tea', price: 3.35 } });
  expect(product.status).toBe(201);
  productId = product.body.productId;
});

describe('GET s/export', () => {
  it("sends each order's export fields: names looked up, the latest driver and manager, discount not yet applied", async () => {
    const telephone = newTelephone();
    const customer = await sql<{ id: number; firstname: string; lastname: string }>`
      SELECT id, firstname, lastname FROM customer WHERE NOT deleted ORDER BY id LIMIT 1`.execute(h.db);
    const { id: customerId, firstname, lastname } = customer.rows[0];
    const plain = await newOrder(telephone, { customerId });
    const discounted = await newOrder(telephone, { discountPercent: 10, paymentMethod: 'cash' });
    // two managers and two drivers over the order's life: the latest of each is exported
    const staff = [staffEntry(11, 'mona', 'accepted'), staffEntry(21, 'dario', 'delivering'), staffEntry(12, 'milo', 'done'), staffEntry(22, 'dina', 'delivering')];
    await sql`UPDATE orders SET staff = ${JSON.stringify(staff)}::jsonb WHERE id = ${discounted.orderId}`.execute(h.db);

    const res = await exportOf({ telephone });
    expect(res.status).toBe(200);
    const [newest, older] = res.body.data;
    expect(res.body.data).toHaveLength(2);
    expect(newest).toEqual(['Export Store', discounted.orderType?.name ?? null, null, null, telephone, discounted.total, discounted.tax, discounted.totalprice, 10, 'dina', 'milo', 'cash']);
    expect(older).toEqual(['Export Store', plain.orderType?.name ?? null, firstname, lastname, telephone, plain.total, plain.tax, plain.totalprice, 0, null, null, plain.paymentMethod]);

    // the file's table: discount applied, Total Sum, the same as from the full orders of the list
    const table = exportTable(res.body.data);
    expect(table.rows[0].slice(4, 10)).toEqual([
      Math.round(discounted.total * 90) / 100,
      Math.round(discounted.tax * 90) / 100,
      Math.round(discounted.totalprice * 90) / 100,
      'dina',
      'milo',
      // the file names the payment method as the screen does
      PAYMENT_METHOD_LABELS.cash,
    ]);
    expect(table).toEqual(exportTable((await listOf({ telephone })).body.data));
  });

  it("gives the same table as the list's full orders, in the list's order, for a status and for the archived tab", async () => {
    for (const filter of [{ status: 'done' }, { deleted: true }, { sort: 'totalprice', order: 'ASC' }] as OrderFilter[]) {
      const [exported, listed] = await Promise.all([exportOf(filter), listOf(filter)]);
      expect(exported.status).toBe(200);
      expect(exported.body.data.length).toBe(Math.min(listed.body.count, EXPORT_MAX_ROWS));
      expect(exported.body.data.length).toBeGreaterThan(0);
      expect(exportTable(exported.body.data)).toEqual(exportTable(listed.body.data));
    }
  });

  it('respects the filter: only the orders it selects', async () => {
    const telephone = newTelephone();
    const a = await newOrder(telephone);
    await newOrder(telephone);
    const accepted = await h.call<Order>('PUT', P(ORDER_PATHS.status(a.orderId)), { body: { status: 'accepted', previousStatus: 'new' } });
    expect(accepted.status).toBe(200);
    expect((await exportOf({ telephone })).body.data).toHaveLength(2);
    const onlyAccepted = await exportOf({ telephone, status: 'accepted' });
    expect(onlyAccepted.body.data).toHaveLength(1);
    expect(onlyAccepted.body.data[0][7]).toBe(a.totalprice);
    expect((await exportOf({ telephone, status: 'accepted', deleted: true })).body.data).toEqual([]);
    expect((await exportOf({ telephone: newTelephone() })).body).toEqual({ data: [] });
  });

  it(`stops at ${EXPORT_MAX_ROWS} orders, the newest first`, async () => {
    const telephone = newTelephone();
    // EXPORT_MAX_ROWS + 7 orders under one telephone, order n added n minutes ago with a total of n
    await sql`
      INSERT INTO orders (status, store_id, telephone, total, tax, totalprice, prevtotalprice, date_added)
      SELECT 'new', ${storeId}, ${telephone}, n, 0, n, n, now() - n * interval '1 minute'
      FROM generate_series(1, ${EXPORT_MAX_ROWS + 7}) n`.execute(h.db);
    const res = await exportOf({ telephone });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(EXPORT_MAX_ROWS);
    expect(res.body.data.map((r) => r[5])).toEqual(Array.from({ length: EXPORT_MAX_ROWS }, (_, i) => i + 1));
  });

  it('answers a bad filter with 422 items naming the field', async () => {
    const status = await exportOf('status=nonsense');
    expect(status.status).toBe(422);
    expect(status.body).toEqual([{ path: 'status', msg: expect.any(String) }]);
    const several = await exportOf('dateFrom=yesterday&storeIds=1,x&colour=red');
    expect(several.status).toBe(422);
    expect((several.body as unknown as { path: string }[]).map((e) => e.path).sort()).toEqual(['colour', 'dateFrom', 'storeIds']);
    expect((await exportOf('sort=mongoId')).status).toBe(422);
  });

  it('is refused (403) without the order delete right, which shows the export buttons, and without a token (401)', async () => {
    const reader = await h.userWith(ORDER_RIGHTS(['access', 'create', 'update', 'archive_and_recover']));
    expect((await exportOf({}, reader.token)).status).toBe(403);
    expect((await exportOf({}, null)).status).toBe(401);
    const exporter = await h.userWith(ORDER_RIGHTS(['access', 'delete']));
    const res = await exportOf({ status: 'done' }, exporter.token);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
  });
});
