// Customers and customer groups beyond the generic pattern (contract/customers.ts,
// server/features/customers/customers.routes.ts): the password stored hashed and never returned,
// group membership, the detail's paged tabs, the phone check, the group's filters, and the import
// of customers into a group (every row or none, a report naming row, column and rule).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_PATHS, CUSTOMER_SERVICE, CUSTOMER_TEXTS } from '../../../contract/customers';
import { entities } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { verifyPassword } from '../../../server/auth/password';
import { base, useHarness } from '../harness';

const h = useHarness();
const { customer, customerGroup } = entities;
const run = Date.now().toString(36);
const path = (relative: string) => `/${CUSTOMER_SERVICE}/${relative}`;
let n = 0;

async function newCustomer(overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const res = await h.call('POST', base(customer), {
    body: { firstname: 'Ada', lastname: `L-${run}-${++n}`, telephone: `(555) 300-${String(1000 + n).slice(-4)}`, ...overrides },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function newGroup(name = `Group ${run} ${++n}`): Promise<number> {
  const res = await h.call('POST', base(customerGroup), { body: { name, descriptions: [{ languageId: 1, name }] } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.customerGroupId;
}

function multipart(filename: string, data: Buffer) {
  const boundary = 'customers-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}

async function importInto(groupId: number | string, lines: string[][], preview = false, token = h.admin.token) {
  const { headers, payload } = multipart('customers.csv', Buffer.from(lines.map((l) => l.join(',')).join('\r\n') + '\r\n'));
  const res = await h.app.inject({
    method: 'POST',
    url: path(CUSTOMER_PATHS.importIntoGroup(groupId)) + (preview ? '?preview=true' : ''),
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const countByLastname = async (prefix: string) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM customer WHERE lastname LIKE ${prefix + '%'}`.execute(h.db)).rows[0].n;

describe('the password', () => {
  it('is stored hashed (scrypt, as the users) and never returned, on create, read, update or list', async () => {
    const c = await newCustomer({ password: 'Secret#123' });
    expect(c).not.toHaveProperty('password');
    const stored = (await sql<{ password: string }>`SELECT password FROM customer WHERE id = ${c.customerId}`.execute(h.db)).rows[0].password;
    expect(stored).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Secret#123', stored)).toBe(true);
    const got = await h.call('GET', `${base(customer)}/${c.customerId}`);
    expect(got.body).not.toHaveProperty('password');
    const updated = await h.call('PUT', `${base(customer)}/${c.customerId}`, { body: { password: 'Other#4567' } });
    expect(updated.status).toBe(200);
    expect(updated.body).not.toHaveProperty('password');
    const again = (await sql<{ password: string }>`SELECT password FROM customer WHERE id = ${c.customerId}`.execute(h.db)).rows[0].password;
    expect(await verifyPassword('Other#4567', again)).toBe(true);
    const list = await h.call('GET', `${base(customer)}/1/5?lastname=${encodeURIComponent(c.lastname)}`);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).not.toHaveProperty('password');
  });

  it('too short a password is a 422 naming it, nothing saved', async () => {
    const res = await h.call('POST', base(customer), { body: { firstname: 'Bo', lastname: `Short-${run}`, telephone: '5551234567', password: 'abc' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual([{ path: 'password', msg: messages.minLength(7) }]);
    expect(await countByLastname(`Short-${run}`)).toBe(0);
  });
});

describe('customer groups', () => {
  it('takes its name from the default language and lists its members through the customerGroupIds filter', async () => {
    const res = await h.call('POST', base(customerGroup), {
      body: { name: 'ignored', approval: true, sortOrder: 3, descriptions: [{ languageId: 1, name: `Retail ${run}`, description: 'Shops' }, { languageId: 2, name: `Minorista ${run}` }] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: `Retail ${run}`, approval: true, sortOrder: 3 });
    const group = res.body.customerGroupId;
    const other = await newGroup();
    const a = await newCustomer({ customerGroups: [group] });
    const b = await newCustomer({ customerGroups: [other, group] });
    await newCustomer({ customerGroups: [other] });
    const members = await h.call('GET', `${base(customer)}/1/50?customerGroupIds=${group}`);
    expect(members.status).toBe(200);
    expect(members.body.data.map((c: { customerId: number }) => c.customerId).sort()).toEqual([a.customerId, b.customerId].sort());
    expect(members.body.count).toBe(2);
  });

  it('a customer in a group that does not exist is a 422 on customerGroups', async () => {
    const res = await h.call('POST', base(customer), { body: { firstname: 'Cy', lastname: `Nogroup-${run}`, telephone: '5551234567', customerGroups: [999999] } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual([{ path: 'customerGroups.0', msg: messages.missingRecord }]);
    expect(await countByLastname(`Nogroup-${run}`)).toBe(0);
  });

  it('lists the catalogue filters a group can hold, by name', async () => {
    const fg = await h.call('POST', base(entities.filterGroup), { body: { name: `Size ${run}` } });
    expect(fg.status, JSON.stringify(fg.body)).toBe(201);
    for (const name of [`Small ${run}`, `Large ${run}`]) {
      expect((await h.call('POST', base(entities.filter), { body: { name, filterGroupId: fg.body.filterGroupId } })).status).toBe(201);
    }
    const res = await h.call('GET', `${path(CUSTOMER_PATHS.groupFilters)}?name=${encodeURIComponent(`Large ${run}`)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 1, data: [{ name: `Large ${run}`, filterGroupId: fg.body.filterGroupId, filterGroupName: `Size ${run}` }] });
    const group = await newGroup();
    const held = await h.call('PUT', `${base(customerGroup)}/${group}`, { body: { filters: [res.body.data[0].filterId] } });
    expect(held.status).toBe(200);
    expect(held.body.filters).toEqual([res.body.data[0].filterId]);
  });
});

describe('the detail tabs', () => {
  it('each tab is its own paged list of that customer only, newest first', async () => {
    const c = await newCustomer();
    const other = await newCustomer();
    const { rows: products } = await sql<{ id: string }>`SELECT id FROM product ORDER BY id LIMIT 3`.execute(h.db);
    const { rows: brands } = await sql<{ id: string }>`SELECT id FROM brand ORDER BY id LIMIT 2`.execute(h.db);
    expect(products.length).toBe(3);
    expect(brands.length).toBe(2);
    for (const [i, p] of products.entries()) {
      await sql`INSERT INTO customer_wishlist_product (customer_id, product_id, date_added) VALUES (${c.customerId}, ${p.id}, now() - ${i} * interval '1 day')`.execute(h.db);
      await sql`INSERT INTO customer_cart (customer_id, product_id, quantity) VALUES (${c.customerId}, ${p.id}, ${i + 1})`.execute(h.db);
    }
    await sql`INSERT INTO customer_wishlist_product (customer_id, product_id) VALUES (${other.customerId}, ${products[0].id})`.execute(h.db);
    for (const b of brands) await sql`INSERT INTO customer_wishlist_brand (customer_id, brand_id) VALUES (${c.customerId}, ${b.id})`.execute(h.db);
    for (const [i, total] of [10, 20.5, 30].entries()) {
      await sql`INSERT INTO orders (customer_id, totalprice, total, status, date_added) VALUES (${c.customerId}, ${total}, ${total}, ${i === 0 ? 'done' : 'new'}, now() - ${i * 40} * interval '1 day')`.execute(h.db);
    }
    const review = await h.call('POST', base(entities.review), { body: { productId: Number(products[0].id), customerId: c.customerId, author: 'Ada', rating: 4, text: 'Good' } });
    expect(review.status, JSON.stringify(review.body)).toBe(201);

    const tab = async (relative: string) => {
      const res = await h.call('GET', path(relative));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const wl = await tab(CUSTOMER_PATHS.wishlistProducts(c.customerId, 1, 2));
    expect(wl.count).toBe(3);
    expect(wl.data.map((r: { productId: number }) => r.productId)).toEqual([Number(products[0].id), Number(products[1].id)]);
    const wl2 = await tab(CUSTOMER_PATHS.wishlistProducts(c.customerId, 2, 2));
    expect(wl2.data.map((r: { productId: number }) => r.productId)).toEqual([Number(products[2].id)]);
    expect((await tab(CUSTOMER_PATHS.wishlistBrands(c.customerId, 1, 10))).count).toBe(2);

    const orders = await tab(CUSTOMER_PATHS.orders(c.customerId, 1, 10));
    expect(orders.count).toBe(3);
    expect(orders.data.map((o: { totalprice: number }) => o.totalprice)).toEqual([10, 20.5, 30]);

    const reviews = await tab(CUSTOMER_PATHS.reviews(c.customerId, 1, 10));
    expect(reviews).toMatchObject({ count: 1, data: [{ reviewId: review.body.reviewId, rating: 4, text: 'Good' }] });

    const cart = await tab(CUSTOMER_PATHS.cart(c.customerId, 1, 10));
    expect(cart.count).toBe(3);
    const { rows: prices } = await sql<{ total: number }>`SELECT sum(price * q)::float8 AS total FROM product JOIN (VALUES (${products[0].id}::bigint, 1), (${products[1].id}::bigint, 2), (${products[2].id}::bigint, 3)) v(id, q) USING (id)`.execute(h.db);
    expect(cart.total).toBeCloseTo(prices[0].total, 2);

    const stats = await tab(CUSTOMER_PATHS.statistics(c.customerId, 1, 10));
    expect(stats.summary).toMatchObject({ orders: 3, doneOrders: 1, total: 60.5, reviews: 1, wishlistProducts: 3, wishlistBrands: 2, cartItems: 6 });
    expect(stats.data.reduce((s: number, m: { orders: number }) => s + m.orders, 0)).toBe(3);
    expect(stats.count).toBe(stats.data.length);

    const empty = await tab(CUSTOMER_PATHS.orders(other.customerId, 1, 10));
    expect(empty).toEqual({ data: [], count: 0 });
  });

  it('an unknown customer is a 404, a bad page a 422, and a user without access to customers a 403', async () => {
    expect((await h.call('GET', path(CUSTOMER_PATHS.cart(99999999, 1, 10)))).status).toBe(404);
    const bad = await h.call('GET', path(CUSTOMER_PATHS.orders(1, 0, 10)));
    expect(bad.status).toBe(422);
    expect(bad.body[0]).toMatchObject({ path: 'page' });
    const outsider = await h.userWith([{ value: 'catalog/product', type: 'access' }]);
    expect((await h.call('GET', path(CUSTOMER_PATHS.orders(1, 1, 10)), { token: outsider.token })).status).toBe(403);
  });
});

describe('hostile input', () => {
  it('every extra call answers a 4xx, never a 5xx, to ids, pages and bodies that are not what it reads', async () => {
    const bad = ['abc', '-1', '0', '1.5', '99999999999999999999', '%00', 'true'];
    const answers: [string, number][] = [];
    const hit = async (method: 'GET' | 'POST', url: string, body?: unknown) => answers.push([`${method} ${url}`, (await h.call(method, url, { body })).status]);
    for (const v of bad) {
      await hit('GET', path(CUSTOMER_PATHS.orders(v, 1, 10)));
      await hit('GET', path(CUSTOMER_PATHS.statistics(1, v, 10)));
      await hit('GET', path(CUSTOMER_PATHS.cart(1, 1, v)));
      await hit('GET', `${path(CUSTOMER_PATHS.groupFilters)}?page=${v}`);
      await hit('POST', path(CUSTOMER_PATHS.importIntoGroup(v)));
    }
    for (const body of [null, [], 'text', { telephone: 5 }, { telephone: '5551234567', customerId: 'x' }, { telephone: 'x'.repeat(10000) }]) {
      await hit('POST', path(CUSTOMER_PATHS.phoneCheck), body);
    }
    await hit('POST', path(CUSTOMER_PATHS.importIntoGroup(await newGroup())), { not: 'a file' });
    expect(answers.filter(([, status]) => status >= 500 || status < 400 && status !== 200)).toEqual([]);
    expect(answers.filter(([, status]) => status >= 400).length).toBeGreaterThan(30);
  });
});

describe('the phone check', () => {
  it('formats the number and names the other customers holding it, whatever its punctuation', async () => {
    const a = await newCustomer({ telephone: '(555) 777-0199' });
    const b = await newCustomer({ telephone: '+1 555.777.0199' });
    const res = await h.call('POST', path(CUSTOMER_PATHS.phoneCheck), { body: { telephone: '555 777 0199', customerId: a.customerId } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ telephone: '(555) 777-0199', valid: true, taken: 1, customers: [{ customerId: b.customerId }] });
    const both = await h.call('POST', path(CUSTOMER_PATHS.phoneCheck), { body: { telephone: '5557770199' } });
    expect(both.body.taken).toBe(2);
  });

  it('a malformed number is not valid and matches nobody; a missing one is a 422', async () => {
    const res = await h.call('POST', path(CUSTOMER_PATHS.phoneCheck), { body: { telephone: '123' } });
    expect(res.body).toMatchObject({ valid: false, taken: 0, customers: [] });
    const missing = await h.call('POST', path(CUSTOMER_PATHS.phoneCheck), { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual([{ path: 'telephone', msg: messages.required('Telephone') }]);
  });
});

describe('importing customers into a group', () => {
  it('a file with one bad row imports nothing and reports that row, column and rule; the fixed file imports every row into the group', async () => {
    const group = await newGroup();
    const prefix = `Imp-${run}`;
    const bad = [
      ['Firstname', 'Lastname', 'Telephone', 'Email', 'Password'],
      ['Ann', `${prefix}-1`, '5550001111', 'ann@example.com', 'Secret#123'],
      ['Ben', `${prefix}-2`, '5550002222', 'not-an-email', ''],
      ['Cat', `${prefix}-3`, '5550003333', '', ''],
    ];
    const preview = await importInto(group, bad, true);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ total: 3, problems: [{ row: 3, column: 'Email', msg: messages.email }] });
    const refused = await importInto(group, bad);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual([{ path: '3.Email', row: 3, column: 'Email', msg: messages.email }]);
    expect(await countByLastname(prefix)).toBe(0);

    const good = bad.map((l, i) => (i === 2 ? [l[0], l[1], l[2], 'ben@example.com', ''] : l));
    const done = await importInto(group, good);
    expect(done).toEqual({ status: 200, body: { imported: 3 } });
    const members = await h.call('GET', `${base(customer)}/1/10?customerGroupIds=${group}`);
    expect(members.body.data.map((c: { lastname: string }) => c.lastname).sort()).toEqual([`${prefix}-1`, `${prefix}-2`, `${prefix}-3`]);
    const stored = (await sql<{ password: string }>`SELECT password FROM customer WHERE lastname = ${`${prefix}-1`}`.execute(h.db)).rows[0].password;
    expect(await verifyPassword('Secret#123', stored)).toBe(true);
  });

  it("adds the group to the file's own customer groups column", async () => {
    const group = await newGroup();
    const other = await newGroup();
    const prefix = `Own-${run}`;
    const res = await importInto(group, [
      ['Firstname', 'Lastname', 'Telephone', 'Customer groups'],
      ['Dee', `${prefix}-1`, '5550004444', String(other)],
      ['Eve', `${prefix}-2`, '5550005555', ''],
    ]);
    expect(res).toEqual({ status: 200, body: { imported: 2 } });
    const { rows } = await sql<{ lastname: string; customer_groups: number[] }>`SELECT lastname, customer_groups FROM customer WHERE lastname LIKE ${prefix + '%'} ORDER BY lastname`.execute(h.db);
    expect(rows.map((r) => r.customer_groups)).toEqual([[other, group], [group]]);
  });

  it('an unknown group is a 422 on customerGroupId; an unknown group in the file is that row and column', async () => {
    const res = await importInto(99999999, [['Firstname', 'Lastname', 'Telephone'], ['Fay', `Gone-${run}`, '5550006666']]);
    expect(res.status).toBe(422);
    expect(res.body).toEqual([{ path: 'customerGroupId', msg: CUSTOMER_TEXTS.groupNotFound }]);
    const group = await newGroup();
    const row = await importInto(group, [['Firstname', 'Lastname', 'Telephone', 'Customer groups'], ['Fay', `Gone-${run}`, '5550006666', '99999999']]);
    expect(row.status).toBe(422);
    expect(row.body).toEqual([{ path: '2.Customer groups', row: 2, column: 'Customer groups', msg: messages.missingRecord }]);
    expect(await countByLastname(`Gone-${run}`)).toBe(0);
  });

  it('needs the create right on customers', async () => {
    const group = await newGroup();
    const reader = await h.userWith([{ value: 'user/customer', type: 'access' }]);
    const res = await importInto(group, [['Firstname', 'Lastname', 'Telephone'], ['Gus', `Denied-${run}`, '5550007777']], false, reader.token);
    expect(res.status).toBe(403);
    expect(await countByLastname(`Denied-${run}`)).toBe(0);
  });

  it('needs access on customer groups too: one who may create customers but not read the groups fills none', async () => {
    const group = await newGroup();
    const blind = await h.userWith([{ value: customer.permission, type: 'access' }, { value: customer.permission, type: 'create' }]);
    const lines = [['Firstname', 'Lastname', 'Telephone'], ['Gus', `Blind-${run}`, '5550008888']];
    expect((await importInto(group, lines, false, blind.token)).status).toBe(403);
    expect(await countByLastname(`Blind-${run}`)).toBe(0);
    const seeing = await h.userWith([
      { value: customer.permission, type: 'access' },
      { value: customer.permission, type: 'create' },
      { value: customerGroup.permission, type: 'access' },
    ]);
    expect(await importInto(group, lines, false, seeing.token)).toEqual({ status: 200, body: { imported: 1 } });
  });
});

describe('importing as a user of a business (docs/tenancy.md)', () => {
  it("imports into their own group and stores only: another business's group is not there; a row without one of their stores is refused", async () => {
    const business = entities.business;
    const [mine, theirs] = [await h.create(business), await h.create(business)];
    const store = (await h.create(entities.store, { businessId: mine.businessId })).storeId;
    const ownGroup = (await h.create(customerGroup, { businessId: mine.businessId })).customerGroupId;
    const otherGroup = (await h.create(customerGroup, { businessId: theirs.businessId })).customerGroupId;
    const operator = await h.userWith(
      [{ value: customer.permission, type: 'create' }, { value: customer.permission, type: 'access' }, { value: customerGroup.permission, type: 'access' }],
      { businessId: mine.businessId },
    );
    const prefix = `Biz-${run}`;
    const rows = (storeId: string) => [
      ['Firstname', 'Lastname', 'Telephone', 'Store'],
      ['Eve', `${prefix}-1`, '5550005555', storeId],
    ];
    // another business's group: as a group that is not there
    expect(await importInto(otherGroup, rows(String(store)), false, operator.token)).toEqual({ status: 422, body: [{ path: 'customerGroupId', msg: CUSTOMER_TEXTS.groupNotFound }] });
    const storeless = await importInto(ownGroup, rows(''), false, operator.token);
    expect(storeless.status).toBe(422);
    expect(await countByLastname(prefix)).toBe(0);
    const done = await importInto(ownGroup, rows(String(store)), false, operator.token);
    expect(done).toEqual({ status: 200, body: { imported: 1 } });
    // the catalogue's import is the platform's
    const product = await h.app.inject({ method: 'POST', url: '/product/c/p/import', headers: { ...multipart('p.csv', Buffer.from('Name\r\nTea\r\n')).headers, authorization: `Bearer ${(await h.userWith([{ value: 'catalog/product', type: 'create' }], { businessId: mine.businessId })).token}` }, payload: multipart('p.csv', Buffer.from('Name\r\nTea\r\n')).payload });
    expect(product.statusCode).toBe(403);
  });
});
