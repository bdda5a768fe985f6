// The console's search box (docs/search.md): GET /api/search finds orders, customers, products,
// users, stores and suppliers, grouped, for the groups the caller may list and within the caller's
// business or franchise only.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { allPermissions } from '../../../contract/permission-catalog';
import { SEARCH_ENTITIES, SEARCH_LIMITS, type SearchAnswer, type SearchEntity, type SearchGroup } from '../../../contract/search';
import { base, useHarness, type TestUser } from '../harness';
import { OwnedRows, twoTenants } from '../tenancy/tenancy-fixtures';

const h = useHarness();

/** A word no demo row holds: every record of this file carries it. */
const MARK = 'Qsx' + randomBytes(3).toString('hex');

const search = (q: string, token?: string, limit?: number) =>
  h.call<SearchAnswer>('GET', `/api/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`, token ? { token } : {});

const groupOf = (answer: SearchAnswer, entity: SearchEntity): SearchGroup | undefined => answer.groups.find((g) => g.entity === entity);
const idsOf = (answer: SearchAnswer, entity: SearchEntity) => (groupOf(answer, entity)?.items ?? []).map((i) => i.id);

let storeId: number;
let productId: number;
let customer: Record<string, any>;
let orderId: number;

const ORDER_PHONE = '(303) 555-7788';

async function newOrder(store: number, telephone = ORDER_PHONE, customerId?: number): Promise<number> {
  const res = await h.call('POST', '/order/s/sales', {
    body: { storeId: store, customerId, telephone, address: { address: '1 Test St' }, products: [{ productId, quantity: 1 }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.orderId as number;
}

beforeAll(async () => {
  const store = await h.create(entities.store, { name: `${MARK} Store`, url: `${MARK.toLowerCase()}.example.com` });
  storeId = store.storeId;
  productId = (await h.create(entities.product, { name: `${MARK} Tea`, model: `MDL-${MARK}`, price: 3 })).productId;
  customer = await h.create(entities.customer, {
    firstname: 'Annabel',
    lastname: `${MARK}son`,
    telephone: '(202) 555-0147',
    email: `annabel.${MARK.toLowerCase()}@example.com`,
    storeId,
  });
  await h.create(entities.user, { username: `${MARK.toLowerCase()}-user`, firstname: 'Hugo', lastname: `${MARK}berg`, email: `hugo.${MARK.toLowerCase()}@example.com` });
  await h.create(entities.supplier, { name: `${MARK} Supplies` });
  orderId = await newOrder(storeId, ORDER_PHONE, customer.customerId);
});

describe('what it finds', () => {
  it('one group per kind of record, in the order of SEARCH_ENTITIES, with a heading total and titled items', async () => {
    const res = await search(MARK);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const kinds = res.body.groups.map((g) => g.entity);
    expect(kinds).toEqual(SEARCH_ENTITIES.filter((e) => kinds.includes(e)));
    expect(kinds).toEqual(expect.arrayContaining(['customer', 'product', 'user', 'store', 'supplier']));
    // letters are no order number nor telephone: no orders group
    expect(kinds).not.toContain('order');
    expect(groupOf(res.body, 'customer')).toEqual({
      entity: 'customer',
      total: 1,
      items: [{ id: customer.customerId, title: `Annabel ${MARK}son`, subtitle: `(202) 555-0147 · annabel.${MARK.toLowerCase()}@example.com` }],
    });
    expect(groupOf(res.body, 'product')?.items).toEqual([{ id: productId, title: `${MARK} Tea`, subtitle: `MDL-${MARK}` }]);
    expect(groupOf(res.body, 'store')?.items).toEqual([{ id: storeId, title: `${MARK} Store`, subtitle: `${MARK.toLowerCase()}.example.com` }]);
    expect(groupOf(res.body, 'supplier')?.items).toMatchObject([{ title: `${MARK} Supplies` }]);
    expect(groupOf(res.body, 'user')?.items).toMatchObject([{ title: `${MARK.toLowerCase()}-user`, subtitle: `Hugo ${MARK}berg · hugo.${MARK.toLowerCase()}@example.com` }]);
  });

  it('customers by name (every word in the first or last name), email and telephone digits from the start', async () => {
    for (const q of [`annabel ${MARK}`, `${MARK}SON`, `annabel.${MARK}`, '2025550147', '(202) 555-01', '202 555']) {
      const res = await search(q);
      expect(res.status, q).toBe(200);
      expect(idsOf(res.body, 'customer'), q).toContain(customer.customerId);
    }
    // the words must all be there; digits match from the start of the number
    expect(idsOf((await search(`annabel zz${MARK}`)).body, 'customer')).not.toContain(customer.customerId);
    expect(idsOf((await search('5550147')).body, 'customer')).not.toContain(customer.customerId);
  });

  it('orders by number (with or without #, that order first) and by telephone digits from the start; the subtitle says who and where', async () => {
    for (const q of [String(orderId), `#${orderId}`]) {
      const res = await search(q);
      expect(res.status, q).toBe(200);
      expect(groupOf(res.body, 'order')?.items[0], q).toEqual({ id: orderId, title: `#${orderId}`, subtitle: `${ORDER_PHONE} · Annabel ${MARK}son · ${MARK} Store` });
    }
    for (const q of ['3035557788', '303-555', '(303) 555 77']) expect(idsOf((await search(q)).body, 'order'), q).toContain(orderId);
    expect(idsOf((await search('5557788')).body, 'order')).not.toContain(orderId);
  });

  it('products by name or model, users by username, name or email, stores and suppliers by name; parts of words from three characters', async () => {
    expect(idsOf((await search(`mdl-${MARK}`)).body, 'product')).toEqual([productId]);
    expect(idsOf((await search(`${MARK.slice(1)} tea`)).body, 'product')).toEqual([productId]);
    for (const q of [`${MARK}-user`, `hugo ${MARK}`, `hugo.${MARK}@`]) expect(groupOf((await search(q)).body, 'user')?.items, q).toHaveLength(1);
    expect(idsOf((await search(`${MARK} sto`)).body, 'store')).toEqual([storeId]);
    expect(groupOf((await search(`supplies ${MARK}`)).body, 'supplier')?.items).toHaveLength(1);
  });

  it('leaves archived records out', async () => {
    const gone = await h.create(entities.customer, { firstname: 'Archie', lastname: `${MARK}gone`, telephone: '(202) 555-0199', storeId });
    expect(idsOf((await search(`${MARK}gone`)).body, 'customer')).toEqual([gone.customerId]);
    expect((await h.call('POST', `${base(entities.customer)}/b/archive`, { body: [gone.customerId] })).status).toBe(200);
    expect(groupOf((await search(`${MARK}gone`)).body, 'customer')).toBeUndefined();
  });

  it('answers `limit` records per group, the best first, and counts them all up to the cap', async () => {
    const many = `${MARK}many`;
    for (const first of ['Cleo', 'Bea', 'Abe']) await h.create(entities.customer, { firstname: first, lastname: many, telephone: '(202) 555-0123', storeId });
    const two = await search(many, undefined, 2);
    expect(groupOf(two.body, 'customer')).toMatchObject({ total: 3, items: [{ title: `Abe ${many}` }, { title: `Bea ${many}` }] });
    // the exact name first, whatever the alphabet says
    expect(groupOf((await search(`Cleo ${many}`)).body, 'customer')?.items[0].title).toBe(`Cleo ${many}`);
  });

  it('leaves the total out above the cap', async () => {
    const word = `${MARK}cap`;
    await sql`INSERT INTO customer (firstname, lastname, telephone, store_id)
              SELECT 'Many', ${word}, '(202) 555-0188', ${storeId} FROM generate_series(1, ${SEARCH_LIMITS.countCap + 1})`.execute(h.db);
    const group = groupOf((await search(word, undefined, SEARCH_LIMITS.maxItems)).body, 'customer');
    expect(group?.items).toHaveLength(SEARCH_LIMITS.maxItems);
    expect(group).not.toHaveProperty('total');
  });
});

describe('the query', () => {
  it.each([
    ['a', messages.minLength(SEARCH_LIMITS.minLength)],
    ['   a  ', messages.minLength(SEARCH_LIMITS.minLength)],
    ['x'.repeat(SEARCH_LIMITS.maxLength + 1), messages.maxLength(SEARCH_LIMITS.maxLength)],
  ])('%j is refused: 422 on q', async (q, msg) => {
    const res = await search(q);
    expect(res.status).toBe(422);
    expect(res.body).toEqual([{ path: 'q', msg }]);
  });

  it('needs q and a limit within 1..maxItems, and a signed-in caller', async () => {
    expect((await h.call('GET', '/api/search')).status).toBe(422);
    expect((await h.call('GET', `/api/search?q=${MARK}&limit=${SEARCH_LIMITS.maxItems + 1}`)).body).toEqual([{ path: 'limit', msg: messages.maxValue(SEARCH_LIMITS.maxItems) }]);
    expect((await h.call('GET', `/api/search?q=${MARK}&other=1`)).status).toBe(422);
    expect((await h.call('GET', `/api/search?q=${MARK}`, { token: null })).status).toBe(401);
  });

  it('takes the words as written: LIKE wildcards are plain characters', async () => {
    expect((await search('%%')).body.groups).toEqual([]);
    expect((await search('__')).body.groups).toEqual([]);
  });
});

describe('permissions: a group for each kind the caller may list, none other', () => {
  it('a user without access to orders gets no orders group; with customers only, customers only', async () => {
    const customersOnly = await h.userWith([{ value: entities.customer.permission, type: 'access' }]);
    const noOrders = await h.userWith(allPermissions().filter((p) => p.value !== entities.order.permission));
    expect(idsOf((await search(String(orderId))).body, 'order')).toContain(orderId);
    expect(groupOf((await search(String(orderId), noOrders.token)).body, 'order')).toBeUndefined();
    expect((await search('303555', noOrders.token)).body.groups.map((g) => g.entity)).not.toContain('order');
    expect((await search(MARK, customersOnly.token)).body.groups.map((g) => g.entity)).toEqual(['customer']);
    // create or update alone is not listing
    const writer = await h.userWith([{ value: entities.customer.permission, type: 'modify' }]);
    expect((await search(MARK, writer.token)).body.groups).toEqual([]);
  });

  it('a user without any permission searches nothing, and is answered', async () => {
    const nobody = await h.userWith([]);
    const res = await search(MARK, nobody.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ groups: [] });
  });
});

describe("tenancy: a business's user finds its own records only", () => {
  let manager: TestUser;
  let franchisee: TestUser;
  const ours: Record<string, number> = {};
  const theirs: Record<string, number> = {};
  const word = `${MARK}tenant`;
  const stores: { a?: number; b?: number } = {};

  beforeAll(async () => {
    const { a, b } = await twoTenants(h);
    const A = new OwnedRows(h, a);
    const B = new OwnedRows(h, b);
    manager = await h.userWith(allPermissions(), { businessId: a.businessId });
    franchisee = await h.userWith(allPermissions(), { businessId: a.businessId, franchiseId: a.franchiseId });
    for (const [owner, into] of [[A, ours], [B, theirs]] as const) {
      into.customer = (await owner.row(entities.customer, true, { firstname: 'Tess', lastname: word, telephone: '(404) 555-0100' })).customerId;
      into.store = (await owner.row(entities.store, true, { name: `${word} Store` })).storeId;
      into.supplier = (await owner.row(entities.supplier, true, { name: `${word} Supplies` })).supplierId;
      into.user = (await owner.row(entities.user, true, { username: `${word.toLowerCase()}-${into === ours ? 'a' : 'b'}` })).userId;
      const res = await h.call('POST', '/order/s/sales', {
        body: { storeId: await owner.idOf('store'), franchiseId: owner.owner.franchiseId, telephone: '(404) 555-0100', address: { address: '1 Test St' }, products: [{ productId, quantity: 1 }] },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      into.order = res.body.orderId;
    }
    stores.a = await A.idOf('store');
    stores.b = await B.idOf('store');
  });

  it("business A's manager finds A's customers, orders, stores, suppliers and users, never B's", async () => {
    const byName = (await search(word, manager.token)).body;
    const byPhone = (await search('404555', manager.token)).body;
    for (const [entity, answer] of [['customer', byName], ['store', byName], ['supplier', byName], ['user', byName], ['order', byPhone], ['customer', byPhone]] as const) {
      expect(idsOf(answer, entity), entity).toContain(ours[entity]);
      expect(idsOf(answer, entity), entity).not.toContain(theirs[entity]);
    }
    expect(idsOf((await search(String(theirs.order), manager.token)).body, 'order')).not.toContain(theirs.order);
    expect(groupOf(byName, 'customer')?.total).toBe(1);
    // the administrator, staff of the platform, finds both
    const admin = (await search(word)).body;
    expect(idsOf(admin, 'customer')).toEqual(expect.arrayContaining([ours.customer, theirs.customer]));
  });

  it("finds its own match when another business has more than the cap of them: the cap counts the tenant's rows", async () => {
    const crowd = `${MARK}crowd`;
    await sql`INSERT INTO customer (firstname, lastname, telephone, store_id)
              SELECT 'Crowd', ${crowd}, '(404) 555-0111', ${stores.b} FROM generate_series(1, ${SEARCH_LIMITS.countCap * 2})`.execute(h.db);
    const mine = await h.create(entities.customer, { firstname: 'Lone', lastname: crowd, telephone: '(404) 555-0112', storeId: stores.a });
    expect(groupOf((await search(crowd, manager.token)).body, 'customer')).toEqual({ entity: 'customer', total: 1, items: [expect.objectContaining({ id: mine.customerId })] });
    expect(groupOf((await search(crowd)).body, 'customer')).not.toHaveProperty('total');
  });

  it("franchise F's user finds F's orders, not B's", async () => {
    const answer = (await search('404555', franchisee.token)).body;
    expect(idsOf(answer, 'order')).toContain(ours.order);
    expect(idsOf(answer, 'order')).not.toContain(theirs.order);
    expect(idsOf(answer, 'customer')).not.toContain(theirs.customer);
  });
});
