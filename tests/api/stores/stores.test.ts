// Stores beyond the generic pattern: defaults on load, the store form's rules and limits, the
// synchronisation with the proxy (its adapter's records), statistics ranges, the address lookup
// (contract/stores.ts, server/features/stores/stores.routes.ts).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { entities } from '../../../contract/entities';
import { STORE_DEFAULTS, STORE_PATHS, STORE_TEXTS } from '../../../contract/stores';
import { base, useHarness } from '../harness';

const h = useHarness();
const url = base(entities.store);
const svc = (path: string) => `/${entities.store.service}/${path}`;
const run = Date.now().toString(36);
let n = 0;

async function store(overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const res = await h.call('POST', url, { body: { name: `s-${run}-${++n}`, ...overrides } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const requestsOf = async (storeId: number) => (await h.call('GET', `${svc(STORE_PATHS.proxyRequests)}?storeId=${storeId}`)).body.data as any[];

describe('loading a store', () => {
  it('fills missing sections with their defaults and takes the logo from the header logo', async () => {
    const s = await store({ header: { logo: '/media/icon/head.png' } });
    // a row written without its sections (as the bulk generator writes them)
    await sql`UPDATE store SET order_details = NULL, tax = NULL, currency_id = NULL, operation_hours = NULL, addresses = '[{"address":"1 Main St"}]' WHERE id = ${s.storeId}`.execute(h.db);
    const got = await h.call('GET', `${url}/${s.storeId}`);
    expect(got.status).toBe(200);
    expect(got.body.orderDetails).toEqual({ minPrice: 5000, deliveryFee: 5, minOrderPrice: 70, medicalCard: false });
    expect(got.body.tax).toEqual({ parcent: 0, beforeDiscount: false });
    expect(got.body.currencyId).toBe(STORE_DEFAULTS.currencyId);
    expect(got.body.operationHours.monday).toMatchObject({ fullTime: false, closed: false });
    expect(got.body.addresses[0]).toMatchObject({ address: '1 Main St', isDefault: false, location: { lat: 34.123109, lng: -118.49966 } });
    expect(got.body.logo).toBe('/media/icon/head.png');
  });

  it("keeps the store's own values and its own logo", async () => {
    const s = await store({ logo: '/media/icon/own.png', header: { logo: '/media/icon/head.png' }, orderDetails: { minPrice: 10, deliveryFee: 1, minOrderPrice: 2, medicalCard: true } });
    const got = await h.call('GET', `${url}/${s.storeId}`);
    expect(got.body.logo).toBe('/media/icon/own.png');
    expect(got.body.orderDetails).toEqual({ minPrice: 10, deliveryFee: 1, minOrderPrice: 2, medicalCard: true });
  });
});

describe('the store form', () => {
  it('two default addresses: 422 naming the second, nothing saved', async () => {
    const before = await h.call('GET', `${url}/1/1?name=two-defaults-${run}`);
    const res = await h.call('POST', url, {
      body: { name: `two-defaults-${run}`, addresses: [{ address: 'A', isDefault: true }, { address: 'B', isDefault: true }] },
    });
    expect(res.status).toBe(422);
    expect(res.body).toContainEqual({ path: 'addresses.1.isDefault', msg: STORE_TEXTS.oneDefaultAddress });
    const after = await h.call('GET', `${url}/1/1?name=two-defaults-${run}`);
    expect(after.body.count).toBe(before.body.count);

    const s = await store({ addresses: [{ address: 'A', isDefault: true }, { address: 'B' }] });
    const upd = await h.call('PUT', `${url}/${s.storeId}`, { body: { addresses: [{ address: 'A', isDefault: true }, { address: 'B', isDefault: true }] } });
    expect(upd.status).toBe(422);
    expect(upd.body[0].path).toBe('addresses.1.isDefault');
  });

  it('a location is a pair; payment methods are those of payment_method/l', async () => {
    const half = await h.call('POST', url, { body: { name: `loc-${run}`, addresses: [{ address: 'A', location: { lat: 1 } }] } });
    expect(half.status).toBe(422);
    expect(half.body).toEqual([{ path: 'addresses.0.location.lng', msg: STORE_TEXTS.locationPair }]);
    const gold = await h.call('POST', url, { body: { name: `pay-${run}`, paymentMethods: [{ paymentMethod: 'cash' }, { paymentMethod: 'gold' }] } });
    expect(gold.status).toBe(422);
    expect(gold.body.map((e: { path: string }) => e.path)).toEqual(['paymentMethods.1.paymentMethod']);
  });

  it('name max 30, domain max 50, calls max 50', async () => {
    const res = await h.call('POST', url, { body: { name: 'n'.repeat(31), url: 'd'.repeat(51), calls: 'c'.repeat(51) } });
    expect(res.status).toBe(422);
    expect(res.body.map((e: { path: string }) => e.path).sort()).toEqual(['calls', 'name', 'url']);
    expect(res.body[0].msg).toMatch(/Maximum length should be (30|50) characters\./);
    await store({ name: 'n'.repeat(30), url: 'd'.repeat(50), calls: 'c'.repeat(50) });
  });

  it('offers the payment methods of payment_method/l and keeps the whole record', async () => {
    const methods = await h.call('GET', svc(STORE_PATHS.paymentMethods));
    expect(methods.status).toBe(200);
    expect(methods.body.data.map((m: { id: string }) => m.id)).toContain('payOnDelivery');
    const s = await store({
      paymentMethods: [{ paymentMethod: 'cash' }, { paymentMethod: 'zelle' }],
      operationHours: { sunday: { open: '10:00', close: '14:00', fullTime: false, closed: true } },
      policy: [{ languageId: 1, privacy: 'Private', terms: 'Terms' }],
      additionalInformation: { dogsAllowed: true },
      orderMailTemplate: { type: 'branded', borderColor: '#000', textColor: '#111111', buttonColor: '#abcdef', callbackLink: 'https://x.test/cb' },
    });
    const got = (await h.call('GET', `${url}/${s.storeId}`)).body;
    expect(got.paymentMethods).toEqual([{ paymentMethod: 'cash' }, { paymentMethod: 'zelle' }]);
    expect(got.operationHours.sunday).toEqual({ open: '10:00', close: '14:00', fullTime: false, closed: true });
    expect(got.policy).toEqual([{ languageId: 1, privacy: 'Private', terms: 'Terms' }]);
    expect(got.additionalInformation).toMatchObject({ dogsAllowed: true, onlineOrder: false });
    expect(got.orderMailTemplate.buttonColor).toBe('#abcdef');
  });
});

describe('synchronisation with the proxy', () => {
  it("registers an active store's domain, removes it when inactive, and sends nothing when nothing changed", async () => {
    const s = await store({ url: `https://Shop-${run}.example.com/`, status: true });
    const domain = `shop-${run}.example.com`;
    const first = await h.call('PUT', svc(STORE_PATHS.synchronize(s.storeId)));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ storeId: s.storeId, domain, requests: [{ action: 'register', method: 'POST', domain, target: null }] });

    const again = await h.call('PUT', svc(STORE_PATHS.synchronize(s.storeId)));
    expect(again.body.requests).toEqual([]);

    await h.call('PUT', `${url}/${s.storeId}`, { body: { verified: true } });
    const verified = await h.call('PUT', svc(STORE_PATHS.synchronize(s.storeId)));
    expect(verified.body.requests).toMatchObject([{ action: 'register', domain, body: { verified: true } }]);

    await h.call('PUT', `${url}/${s.storeId}`, { body: { status: false } });
    const off = await h.call('PUT', svc(STORE_PATHS.synchronize(s.storeId)));
    expect(off.body).toMatchObject({ domain: null, requests: [{ action: 'remove', method: 'DELETE', domain }] });

    const records = await requestsOf(s.storeId);
    expect(records.map((r) => r.action)).toEqual(['remove', 'register', 'register']);
  });

  it('a changed domain removes the old one and registers the new one', async () => {
    const s = await store({ url: `old-${run}.test`, status: true });
    await h.call('PUT', svc(STORE_PATHS.synchronize(s.storeId)));
    await h.call('PUT', `${url}/${s.storeId}`, { body: { url: `new-${run}.test` } });
    const res = await h.call('PUT', svc(STORE_PATHS.synchronize(s.storeId)));
    expect(res.body.requests.map((r: any) => [r.action, r.domain])).toEqual([
      ['remove', `old-${run}.test`],
      ['register', `new-${run}.test`],
    ]);
  });

  it('needs the update right; an unknown store is a 404', async () => {
    const reader = await h.userWith([{ value: entities.store.permission, type: 'access' }]);
    const s = await store({ url: `r-${run}.test` });
    expect((await h.call('PUT', svc(STORE_PATHS.synchronize(s.storeId)), { token: reader.token })).status).toBe(403);
    expect((await h.call('PUT', svc(STORE_PATHS.synchronize(99999999)))).status).toBe(404);
  });
});

describe('statistics ranges and the address lookup', () => {
  it('gives min and max of each statistic over the filtered stores', async () => {
    const a = await store({ name: `stat-a-${run}` });
    const b = await store({ name: `stat-b-${run}` });
    await sql`INSERT INTO orders (store_id, status, totalprice, "call") VALUES
      (${a.storeId}, 'done', 10, true), (${a.storeId}, 'new', 20, false), (${b.storeId}, 'done', 5, false)`.execute(h.db);
    const range = async (kind: string) => (await h.call('GET', `${svc(STORE_PATHS.minMax(kind as any))}?name=stat-`)).body;
    expect(await range('order_count')).toEqual({ min: 1, max: 2 });
    expect(await range('done_order_count')).toEqual({ min: 1, max: 1 });
    expect(await range('order_total')).toEqual({ min: 5, max: 30 });
    expect(await range('call_count')).toEqual({ min: 0, max: 1 });
    expect(await range('customer_count')).toEqual({ min: 0, max: 0 });
    const bad = await h.call('GET', svc('stores/v/m/minmax/nonsense'));
    expect(bad.status).toBe(422);
    expect(bad.body[0].path).toBe('kind');
    expect((await h.call('GET', `${svc(STORE_PATHS.minMax('order_count'))}?colour=red`)).status).toBe(422);
  });

  it("finds a store's default address", async () => {
    const s = await store({ addresses: [{ address: 'First' }, { address: 'Second', isDefault: true, location: { lat: 1, lng: 2 } }] });
    const res = await h.call('GET', svc(STORE_PATHS.address(s.storeId)));
    expect(res.status).toBe(200);
    expect(res.body.address).toMatchObject({ address: 'Second', location: { lat: 1, lng: 2 } });
    expect(res.body.addresses).toHaveLength(2);
    expect((await h.call('GET', svc(STORE_PATHS.address(99999999)))).status).toBe(404);
  });
});
