// Tenancy from the declarations (docs/tenancy.md): for every scoped entity, a user of business A and
// a user of franchise F (of A), each holding every permission, act on rows of business B and its
// franchise G through every generic route: read, list, count, look up, export, update, archive,
// recover, destroy, and refer to them from their own rows. Nothing of B's may cross.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { isEngineStored, type EntityDeclaration } from '../../../contract/entity';
import { entityList } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { allPermissions } from '../../../contract/permission-catalog';
import { isScoped, scopedReferences } from '../../../contract/tenancy';
import { unclassifiedTables } from '../../../server/db/tenancy';
import { base, useHarness, type TestUser } from '../harness';
import { OwnedRows, rowsOf, twoTenants } from './tenancy-fixtures';

const h = useHarness();

const scoped = entityList.filter((d) => isScoped(d.scope) && isEngineStored(d));
const platform = entityList.filter((d) => d.scope === 'platform' && isEngineStored(d));

let A: OwnedRows;
let B: OwnedRows;
let tenants: { label: string; user: TestUser }[];

beforeAll(async () => {
  const { a, b } = await twoTenants(h);
  A = new OwnedRows(h, a);
  B = new OwnedRows(h, b);
  tenants = [
    { label: 'a user of business A', user: await h.userWith(allPermissions(), { businessId: a.businessId }) },
    { label: 'a user of franchise F of A', user: await h.userWith(allPermissions(), { businessId: a.businessId, franchiseId: a.franchiseId }) },
  ];
});

const ids = (body: { data?: Record<string, unknown>[] }, decl: EntityDeclaration) => (body.data ?? []).map((r) => Number(r[decl.id]));

describe.each(scoped.map((d) => [d.name, d] as const))('%s', (_name, decl) => {
  let foreign: Record<string, any>;
  let archived: Record<string, any>;
  let own: Record<string, any>;

  beforeAll(async () => {
    foreign = await B.row(decl);
    own = await A.row(decl, false);
    if (decl.name === 'business') return;
    archived = await B.row(decl);
    const res = await h.call('POST', `${base(decl)}/b/archive`, { body: [archived[decl.id]] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it("lists, counts, looks up, reads and exports none of another business's rows", async () => {
    for (const { label, user } of tenants) {
      const list = await h.call('GET', `${base(decl)}/1/100`, { token: user.token });
      expect(list.status, label).toBe(200);
      expect(ids(list.body, decl), label).not.toContain(foreign[decl.id]);
      // the total counts what the tenant may see (never every business's rows)
      if (list.body.count <= 100) expect(list.body.count, label).toBe(list.body.data.length);
      if (archived) {
        const removed = await h.call('GET', `${base(decl)}/1/100?deleted=true`, { token: user.token });
        expect(ids(removed.body, decl), label).not.toContain(archived[decl.id]);
      }
      for (const url of [`${base(decl)}/r`, `${base(decl)}/r/1/100`]) {
        const lookup = await h.call('GET', url, { token: user.token });
        expect(lookup.status, `${label} ${url}`).toBe(200);
        expect(ids(lookup.body, decl), `${label} ${url}`).not.toContain(foreign[decl.id]);
      }
      expect((await h.call('GET', `${base(decl)}/${foreign[decl.id]}`, { token: user.token })).status, label).toBe(404);
      const file = await h.call('GET', `${base(decl)}/export?format=csv`, { token: user.token });
      expect(file.status, label).toBe(200);
      const rep = foreign[decl.recordRepresentation];
      if (typeof rep === 'string' && rep.length >= 6) expect(String(file.body), label).not.toContain(rep);
    }
  });

  it('changes none of them: each answers as a row that is not there', async () => {
    if (decl.name === 'business') return;
    // what these writes would change: the row's existence and its archive flag (the other columns
    // may move under background work meanwhile: a call's status and duration as its provider reports)
    const written = (rows: Record<string, unknown>[]) => rows.map((row) => ({ id: row.id, deleted: row.deleted }));
    const before = written(await rowsOf(h, decl.table, [foreign[decl.id], archived[decl.id]]));
    for (const { label, user } of tenants) {
      const as = { token: user.token };
      expect((await h.call('PUT', `${base(decl)}/${foreign[decl.id]}`, { ...as, body: {} })).status, label).toBe(404);
      expect((await h.call('POST', `${base(decl)}/b/archive`, { ...as, body: [foreign[decl.id]] })).body, label).toEqual({ ids: [] });
      expect((await h.call('POST', `${base(decl)}/b/recover`, { ...as, body: [archived[decl.id]] })).body, label).toEqual({ ids: [] });
      expect((await h.call('DELETE', `${base(decl)}/${archived[decl.id]}`, as)).status, label).toBe(404);
      expect((await h.call('POST', `${base(decl)}/b/d`, { ...as, body: [archived[decl.id]] })).status, label).toBe(404);
    }
    expect(written(await rowsOf(h, decl.table, [foreign[decl.id], archived[decl.id]]))).toEqual(before);
  });

  const refs = scopedReferences(decl).filter((r) => !decl.fields[r.field]?.readOnly);
  it.runIf(refs.length > 0)("refers to none of them: a create or an update naming one is refused on that field", async () => {
    for (const ref of refs) {
      const theirs = await B.idOf(ref.target);
      const value = ref.many ? [theirs] : theirs;
      const path = ref.many ? `${ref.field}.0` : ref.field;
      const [{ user }] = tenants;
      const created = await h.call('POST', base(decl), { token: user.token, body: { ...(await A.body(decl)), [ref.field]: value } });
      expect(created.status, `${ref.field} ${JSON.stringify(created.body)}`).toBe(422);
      expect(created.body, ref.field).toContainEqual({ path, msg: messages.missingRecord });
      const updated = await h.call('PUT', `${base(decl)}/${own[decl.id]}`, { token: user.token, body: { [ref.field]: value } });
      expect(updated.status, `${ref.field} ${JSON.stringify(updated.body)}`).toBe(422);
      expect(updated.body, ref.field).toContainEqual({ path, msg: messages.missingRecord });
    }
  });
});

describe('data the whole platform shares', () => {
  it.each(platform.map((d) => [d.name, d] as const))('%s: read by a tenant, written by staff of the platform only', async (_n, decl) => {
    const [{ user }] = tenants;
    expect((await h.call('GET', `${base(decl)}/1/10`, { token: user.token })).status).toBe(200);
    const created = await h.call('POST', base(decl), { token: user.token, body: await A.body(decl) });
    expect(created.status).toBe(403);
    expect(created.body.message).toBe(messages.platformData);
    const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(decl.table)} ORDER BY id LIMIT 1`.execute(h.db);
    if (!rows.length) return;
    expect((await h.call('PUT', `${base(decl)}/${rows[0].id}`, { token: user.token, body: {} })).status).toBe(403);
    expect((await h.call('POST', `${base(decl)}/b/archive`, { token: user.token, body: [rows[0].id] })).status).toBe(403);
  });
});

describe('every table', () => {
  it('is classified: a declaration or server/db/tenancy.ts says what a tenant may do with it', async () => {
    expect(await unclassifiedTables(h.db)).toEqual([]);
  });
});

describe("figures: counts and sums hold the tenant's rows only", () => {
  it("orders list and its total, the dashboard's orders and customers, the top bar's balance, the businesses' statistics", async () => {
    const [{ user }] = tenants;
    const order = async (owner: OwnedRows, total: number) => {
      const storeId = await owner.idOf('store');
      const product = await h.call('POST', '/product/c/p', { body: { name: `Tea ${total}`, price: total } });
      const res = await h.call('POST', '/order/s/sales', { body: { storeId, telephone: '(555) 444-1234', address: { address: '1 Test St' }, products: [{ productId: product.body.productId, quantity: 1 }] } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.orderId as number;
    };
    const mine = [await order(A, 10), await order(A, 20)];
    const theirs = [await order(B, 400), await order(B, 500), await order(B, 600)];
    const list = await h.call('GET', '/order/s/sales/1/100', { token: user.token });
    const listed = list.body.data.map((o: { orderId: number }) => o.orderId);
    expect(listed).toEqual(expect.arrayContaining(mine));
    for (const id of theirs) expect(listed).not.toContain(id);
    expect(list.body.count).toBe(list.body.data.length);

    const year = `dateFrom=${new Date(Date.now() - 86_400_000).toISOString()}&dateTo=${new Date(Date.now() + 86_400_000).toISOString()}&grain=day`;
    const asA = await h.call('GET', `/order/s/statistics?${year}`, { token: user.token });
    const ofA = await h.call('GET', `/order/s/statistics?${year}&businessId=${A.owner.businessId}`);
    expect(asA.status).toBe(200);
    expect(asA.body.totals).toEqual(ofA.body.totals);
    const everyone = await h.call('GET', `/order/s/statistics?${year}`);
    expect(asA.body.totals.count).toBeGreaterThanOrEqual(2);
    expect(everyone.body.totals.count).toBeGreaterThanOrEqual(asA.body.totals.count + 3);
    expect((await h.call('GET', `/order/s/statistics?${year}&businessId=${B.owner.businessId}`, { token: user.token })).status).toBe(404);
    const customers = await h.call('GET', `/customer/cu/c/s/statistics?${year}`, { token: user.token });
    expect(customers.body.totals).toEqual((await h.call('GET', `/customer/cu/c/s/statistics?${year}&businessId=${A.owner.businessId}`)).body.totals);

    const balance = await h.call('GET', '/api/account/balance', { token: user.token });
    const own = await h.call('GET', `/store/c/business/${A.owner.businessId}`);
    expect(balance.body.balance).toBe(Number(own.body.balance));

    const stats = await h.call('GET', '/store/c/business/s', { token: user.token });
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ total: 1, active: 1, balance: Number(own.body.balance) });
  });
});

describe('two franchises of one business', () => {
  it("a franchise's user sees its own franchise, its users, orders and delivery routes, not the other franchise's; and cannot leave it", async () => {
    const franchise = entityList.find((d) => d.name === 'franchise')!;
    const f2 = (await h.create(franchise, { businessId: A.owner.businessId })).franchiseId as number;
    const F = tenants[1].user;
    const storeId = await A.idOf('store');
    const product = await h.call('POST', '/product/c/p', { body: { name: 'Franchise tea', price: 3 } });
    const order = async (franchiseId: number) => {
      const res = await h.call('POST', '/order/s/sales', {
        body: { storeId, franchiseId, telephone: '(555) 444-1234', address: { address: '1 Test St', latitude: 34.1, longitude: -118.2 }, products: [{ productId: product.body.productId, quantity: 1 }] },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.orderId as number;
    };
    const [mine, theirs] = [await order(A.owner.franchiseId), await order(f2)];
    const listed = (await h.call('GET', '/order/s/sales/1/100', { token: F.token })).body.data.map((o: { orderId: number }) => o.orderId);
    expect(listed).toContain(mine);
    expect(listed).not.toContain(theirs);
    expect((await h.call('GET', `/order/s/sales/${theirs}`, { token: F.token })).status).toBe(404);

    const franchises = (await h.call('GET', '/franchise/f/1/100', { token: F.token })).body.data.map((f: { franchiseId: number }) => f.franchiseId);
    expect(franchises).toEqual([A.owner.franchiseId]);

    const user = entityList.find((d) => d.name === 'user')!;
    const other = await h.userWith([], { businessId: A.owner.businessId, franchiseId: f2 });
    expect((await h.call('GET', `${base(user)}/${other.userId}`, { token: F.token })).status).toBe(404);
    // a user they make is of their franchise; emptying its franchise would hand it to the whole business
    const made = await h.call('POST', base(user), { token: F.token, body: { ...(await A.body(user)), franchiseId: undefined, businessId: undefined, user_group_id: F.userGroupId } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ businessId: A.owner.businessId, franchiseId: A.owner.franchiseId });
    const freed = await h.call('PUT', `${base(user)}/${made.body.userId}`, { token: F.token, body: { franchiseId: null } });
    expect(freed.status).toBe(422);
    expect(freed.body).toEqual([{ path: 'franchiseId', msg: messages.required('Franchise') }]);
    expect((await h.call('PUT', `${base(user)}/${F.userId}`, { token: F.token, body: { franchiseId: f2 } })).status).toBe(422);

    // a delivery route takes its franchise from its first stop
    const route = entityList.find((d) => d.name === 'deliveryRoute')!;
    const driver = await h.userWith([{ value: 'delivery', type: 'access' }], { businessId: A.owner.businessId, franchiseId: A.owner.franchiseId });
    const ofF2 = await h.call('POST', base(route), { body: { driverId: driver.userId, ordersDeliverRoute: [{ sortOrder: 0, orderId: theirs }] } });
    expect(ofF2.status, JSON.stringify(ofF2.body)).toBe(201);
    expect(ofF2.body.franchiseId).toBe(f2);
    expect((await h.call('GET', `${base(route)}/${ofF2.body.deliveryRouteId}`, { token: F.token })).status).toBe(404);
    expect((await h.call('GET', `${base(route)}/${ofF2.body.deliveryRouteId}`, { token: tenants[0].user.token })).status).toBe(200);
  });
});
