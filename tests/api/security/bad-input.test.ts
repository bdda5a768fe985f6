// Bad input answers 422 with `[{path, msg}]` before it reaches PostgreSQL (issue 7, points 6 and
// 12a): NUL bytes, repeated query keys, dates and amounts the columns cannot hold, deep JSON,
// sloppy or huge ids; and a stored value out of range breaks no page for everyone.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../../contract/accounts';
import { entities } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { ORDER_AMOUNT_MAX, ORDER_QUANTITY_MAX } from '../../../contract/orders/order-input';
import { orderPath, ORDER_PATHS } from '../../../contract/orders/order-paths';
import { AUTH_PATHS } from '../../../contract/services';
import { NUMBER_MAX } from '../../../contract/validate';
import { ADMIN_PASSWORD } from '../constants';
import { base, useHarness, type Reply } from '../harness';

const h = useHarness();
const P = orderPath;

/** The answer is a 422 naming exactly these paths. */
function refused(res: Reply, ...paths: string[]) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(Array.isArray(res.body), JSON.stringify(res.body)).toBe(true);
  expect(res.body.map((i: { path: string }) => i.path).sort()).toEqual([...paths].sort());
  for (const item of res.body) expect(item.msg).toEqual(expect.any(String));
}

/** A request with a raw JSON text as its body. */
const raw = async (method: 'POST' | 'PUT', url: string, payload: string): Promise<Reply> => {
  const res = await h.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${h.admin.token}`, 'content-type': 'application/json' },
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined, headers: res.headers };
};

let storeId: number;
let productId: number;
let orderId: number;
let franchiseId: number;

beforeAll(async () => {
  storeId = (await h.create(entities.store, { tax: { parcent: 100, beforeDiscount: false } })).storeId;
  productId = (await h.create(entities.product, { price: 2, productOptions: [] })).productId;
  franchiseId = (await h.create(entities.franchise)).franchiseId;
  const order = await h.call('POST', P(ORDER_PATHS.sales), {
    body: { storeId, address: { address: '1 Test St' }, products: [{ productId, quantity: 1 }] },
  });
  expect(order.status).toBe(201);
  orderId = order.body.orderId;
});

describe('NUL bytes', () => {
  it('in the sign-in name: 422, not a database error', async () => {
    const res = await h.call('POST', `/api/${AUTH_PATHS.login}`, { token: null, body: { name: 'ad\u0000min', password: ADMIN_PASSWORD } });
    refused(res, 'name');
  });

  it('in a list filter, a lookup search, a query of a custom route, a path', async () => {
    refused(await h.call('GET', `${base(entities.business)}/1/10?name=a%00b`), 'name');
    refused(await h.call('GET', `${base(entities.business)}/r/1/10?name=%00`), 'name');
    refused(await h.call('GET', `${P(ORDER_PATHS.drivers)}?name=%00`), 'name');
    refused(await h.call('GET', `/api/${ACCOUNT_PATHS.outbox}/1/10?to=a%00`), 'to');
    refused(await h.call('GET', `${base(entities.business)}/1%00`), 'id');
  });

  it('in a body: declared text, free-form documents (keys included), lone surrogates that jsonb refuses', async () => {
    refused(await h.call('POST', base(entities.business), { body: { name: 'a\u0000b' } }), 'name');
    refused(await h.call('POST', base(entities.franchise), { body: { name: 'Franchise', address: { address: '\ud800' } } }), 'address.address');
    const send = (data: unknown) => h.call('POST', '/notification/send', { body: { type: 'test', content: 'hello', receivers: [h.admin.userId], data } });
    refused(await send({ orderId: 'a\u0000' }), 'data');
    refused(await send({ 'k\u0000': '1' }), 'data');
    refused(await h.call('PUT', P(ORDER_PATHS.status(orderId)), { body: { status: 'accepted', previousStatus: 'new', message: 'a\u0000b' } }), 'message');
    refused(await h.call('POST', '/notification/subscription/delete-subscription', { body: { endpoint: 'https://push.example.com/\u0000' } }), 'endpoint');
  });
});

describe('repeated query keys', () => {
  it('are refused unless the filter takes a list', async () => {
    refused(await h.call('GET', `${base(entities.business)}/1/10?name=a&name=b`), 'name');
    refused(await h.call('GET', `${base(entities.business)}/r?name=a&name=b`), 'name');
    refused(await h.call('GET', `${base(entities.business)}/r/1/10?q=a&q=b`), 'q');
    refused(await h.call('GET', `${P(ORDER_PATHS.list(1, 10))}?status=new&status=done`), 'status');
    refused(await h.call('GET', `${P(ORDER_PATHS.list(1, 10))}?dateFrom=2026-01-01&dateFrom=2026-01-02`), 'dateFrom');
    // a list filter still takes them
    const ids = await h.call('GET', `${P(ORDER_PATHS.list(1, 10))}?storeIds=${storeId}&storeIds=${storeId}`);
    expect(ids.status).toBe(200);
    expect(ids.body.data.map((o: { orderId: number }) => o.orderId)).toContain(orderId);
  });
});

describe('dates', () => {
  const report = (dateTo: string) => ({ leaveType: 'Sick Leave', dateFrom: '2026-01-01T00:00:00Z', dateTo, users: [h.admin.userId] });

  it('a year past 9999, before 1900, or an offset beyond ±14:00 is refused everywhere a date comes in; the edges are taken', async () => {
    for (const bad of ['10000-01-01', '+010000-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00', '2026-01-01T00:00:00-23:59', '1899-12-31T23:59:59Z', '275760-09-13']) {
      const q = encodeURIComponent(bad);
      refused(await h.call('POST', base(entities.timeTracking), { body: report(bad) }), 'dateTo');
      refused(await h.call('GET', `${base(entities.timeTracking)}/1/10?dateFrom=${q}`), 'dateFrom');
      refused(await h.call('GET', `${P(ORDER_PATHS.list(1, 10))}?dateFrom=${q}`), 'dateFrom');
      refused(await h.call('GET', `${P(ORDER_PATHS.statistics)}?dateTo=${q}`), 'dateTo');
      refused(await h.call('GET', `${P(ORDER_PATHS.locations)}?dateTo=${q}`), 'dateTo');
      refused(await h.call('GET', `/api/${ACCOUNT_PATHS.workedHours}/${h.admin.userId}?dateTo=${q}`), 'dateTo');
    }
    const res = await h.call('POST', base(entities.timeTracking), { body: report('9999-12-31T09:59:59-14:00') });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.dateTo).toBe('9999-12-31T23:59:59.000Z');
    expect((await h.call('GET', `${P(ORDER_PATHS.list(1, 10))}?dateFrom=${encodeURIComponent('2026-01-01T00:00:00+14:00')}`)).status).toBe(200);
  });
});

describe('deeply nested JSON', () => {
  it('on the bulk calls and everywhere else: 422, not a stack overflow', async () => {
    const deep = '['.repeat(100_000) + '1' + ']'.repeat(100_000);
    refused(await raw('POST', `${base(entities.business)}/b/archive`, deep), '');
    refused(await raw('POST', P(ORDER_PATHS.bulkArchive), `{"ids":${deep}}`), '');
    refused(await raw('POST', base(entities.business), '{"name":"x","mails":' + deep + '}'), '');
  });
});

describe('ids', () => {
  it('paths take only plain decimal ids: no spaces, exponents, hex, leading zeros or fractions', async () => {
    const id = (await h.create(entities.business)).businessId as number;
    expect((await h.call('GET', `${base(entities.business)}/${id}`)).status).toBe(200);
    for (const bad of [`%20${id}`, `${id}%20`, `${id}e0`, `0x${id.toString(16)}`, `0${id}`, `${id}.0`, '1e300', 'abc', '9007199254740993']) {
      refused(await h.call('GET', `${base(entities.business)}/${bad}`), 'id');
      refused(await h.call('GET', P(ORDER_PATHS.one(bad.replace(String(id), String(orderId))))), 'id');
    }
  });

  it('bulk bodies take only whole numbers or their plain text: not [[1]], true, "1e0"', async () => {
    const id = (await h.create(entities.business)).businessId as number;
    for (const bad of [[[id]], true, `${id}e0`, ` ${id}`, `0x${id.toString(16)}`, `0${id}`, id + 0.5, 1e300]) {
      refused(await h.call('POST', `${base(entities.business)}/b/archive`, { body: [bad] }), 'ids.0');
      refused(await h.call('POST', P(ORDER_PATHS.bulkArchive), { body: [bad] }), 'ids.0');
    }
    const row = await h.call('GET', `${base(entities.business)}/${id}`);
    expect(row.body.deleted).toBe(false);
  });

  it('order staff, status and franchise calls refuse non-integer and huge ids', async () => {
    for (const bad of ['abc', 1.5, 1e300, '9223372036854775808', true, [[1]], '1e0']) {
      refused(await h.call('POST', P(ORDER_PATHS.staff), { body: { orderId: bad, userId: h.admin.userId, status: 'accepted' } }), 'orderId');
      refused(await h.call('POST', P(ORDER_PATHS.staff), { body: { orderId, userId: bad, status: 'accepted' } }), 'userId');
      refused(await h.call('PUT', P(ORDER_PATHS.status(orderId)), { body: { status: 'delivering', previousStatus: 'new', userId: bad } }), 'userId');
      refused(
        await h.call('PUT', P(ORDER_PATHS.status(orderId)), { body: { status: 'cancel', previousStatus: 'new', orderCancellationReasonId: bad } }),
        'orderCancellationReasonId',
      );
      refused(await h.call('PUT', P(ORDER_PATHS.franchise(orderId)), { body: { franchiseId: bad } }), 'franchiseId');
    }
    const order = await h.call('GET', P(ORDER_PATHS.one(orderId)));
    expect(order.body.status).toBe('new');
    expect(order.body.orderStaff).toEqual([]);
    expect((await h.call('PUT', P(ORDER_PATHS.franchise(orderId)), { body: { franchiseId } })).status).toBe(200);
  });
});

describe('notification send', () => {
  it('refuses receivers that are not a list of ids', async () => {
    for (const bad of ['abc', 5, {}, true, [1.5], ['1e0'], [1e300]]) {
      const res = await h.call('POST', '/notification/send', { body: { type: 'test', content: 'hello', receivers: bad } });
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.body[0].path).toMatch(/^receivers/);
    }
  });
});

describe('amounts', () => {
  it('a number field takes at most its declared range, by default ±NUMBER_MAX', async () => {
    refused(await h.call('POST', base(entities.business), { body: { name: 'Rich', balance: 1e13 } }), 'balance');
    refused(await h.call('POST', base(entities.business), { body: { name: 'Poor', balance: -1e13 } }), 'balance');
    refused(await h.call('POST', base(entities.product), { body: { name: 'Gold', price: 1e12 } }), 'price');
    refused(await h.call('POST', base(entities.product), { body: { name: 'Gold', price: 1, prevPrice: 1e300 } }), 'prevPrice');
    const ok = await h.call('POST', base(entities.business), { body: { name: 'Big', balance: NUMBER_MAX } });
    expect(ok.status).toBe(201);
  });

  it('a business whose stored balance is out of range breaks no one’s top bar', async () => {
    await sql`INSERT INTO business (name, balance, status) VALUES ('Legacy', 1e13, true)`.execute(h.db);
    const res = await h.call('GET', '/api/account/balance');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.balance).toBeGreaterThanOrEqual(1e13);
    // its opening balance is a ledger row (server/db/migrations/0012_businesses.ts): it goes first
    await sql`DELETE FROM business_transaction WHERE business_id IN (SELECT id FROM business WHERE name = 'Legacy')`.execute(h.db);
    await sql`DELETE FROM business WHERE name = 'Legacy'`.execute(h.db);
  });

  it('an order whose totals would not fit its columns is refused, not a database error', async () => {
    // a product priced within range, at the largest quantity, with 100% tax: 2e13, past numeric(14, 2)
    const dear = (await h.create(entities.product, { price: NUMBER_MAX, productOptions: [] })).productId;
    const body = { storeId, address: { address: '1 Test St' }, products: [{ productId: dear, quantity: ORDER_QUANTITY_MAX }] };
    const res = await h.call('POST', P(ORDER_PATHS.sales), { body });
    refused(res, 'products');
    expect(res.body[0].msg).toBe(messages.maxValue(ORDER_AMOUNT_MAX));
    refused(await h.call('PUT', P(ORDER_PATHS.one(orderId)), { body: { products: body.products } }), 'products');
    // a product stored before the range existed
    const { rows } = await sql<{ id: number }>`INSERT INTO product (name, price, status) VALUES ('Legacy gold', 1e12, true) RETURNING id::int`.execute(h.db);
    refused(await h.call('POST', P(ORDER_PATHS.sales), { body: { ...body, products: [{ productId: rows[0].id, quantity: 1 }] } }), 'products');
  });
});
