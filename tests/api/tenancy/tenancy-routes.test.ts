// Every mounted route, custom ones included, as a user of business A and a user of its franchise F
// (each holding every permission), aimed at the rows of business B (docs/tenancy.md). B's rows carry
// a mark in every free text; its ids fill the routes' parameters, query and body fields. No answer
// may hold anything of B's, no request may change a row of B's, and no route refuses a tenant
// through the database's grants (a table left out of server/db/tenancy.ts).
import type { RouteOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { entityList } from '../../../contract/entities';
import { isEngineStored } from '../../../contract/entity';
import { allPermissions } from '../../../contract/permission-catalog';
import { ORDER_PATHS, orderPath } from '../../../contract/orders/order-paths';
import { isScoped } from '../../../contract/tenancy';
import { runAsTenant } from '../../../server/db/tenant-context';
import { base, useHarness, type TestUser } from '../harness';
import { methodsOf, recordedRoutes } from '../route-recorder';
import { OwnedRows, twoTenants, type Owner } from './tenancy-fixtures';

vi.mock('fastify', async (importOriginal) => (await import('../route-recorder')).recordingFastify(await importOriginal()));

const h = useHarness();

/** Sign-out would end the token the sweep goes on with. */
const SKIP = new Set(['POST /api/u/logout']);

const MARK = 'Qzb' + randomBytes(4).toString('hex');
const scoped = entityList.filter((d) => isScoped(d.scope) && isEngineStored(d));

let b: Owner;
let tenants: { label: string; user: TestUser }[];
/** B's ids per entity, and per parameter or field name that names one */
const idsOf = new Map<string, number>();
/** entities whose row of B's holds the mark (those with free text) */
const marked: string[] = [];
/** values of B's that no answer to A may hold: the mark, B's phone numbers */
const secrets: string[] = [MARK];

const ID_NAMES: Record<string, string> = {
  customerId: 'customer',
  storeId: 'store',
  businessId: 'business',
  franchiseId: 'franchise',
  purchaseId: 'purchase',
  warehouseId: 'warehouse',
  supplierId: 'supplier',
  customerGroupId: 'customerGroup',
  smsGroupId: 'smsGroup',
  callGroupId: 'callGroup',
  campaignId: 'smsCampaign',
  smsDomainId: 'smsDomain',
  deliveryRouteId: 'deliveryRoute',
  userId: 'user',
  driverId: 'user',
  chatRoomId: 'chatRoom',
  linkId: 'link',
  orderId: 'order',
  Id: 'order',
};

/** The engine's routes under a declaration's base: the pattern's, the generic resource client's, and the paths the declaration names for them. */
const GENERIC = ['/', '/r', '/r/:page/:count', '/:page/:count', '/:id', '/b/archive', '/b/recover', '/b/d', '/export', '/import', '/a/:page/:count', '/all', '/removed', '/relation', '/types', '/recover'];
const entityOf = (url: string) => entityList.filter(isEngineStored).find((d) => [...GENERIC, ...Object.values(d.aliases ?? {}).flat()].some((s) => url === base(d) + s));

/** What stands for a route parameter: B's row of the entity it names, a page, or the route's own choices. */
function paramValue(route: RouteOptions, name: string): string {
  if (name === 'page') return '1';
  if (name === 'count') return '100';
  const entity = entityOf(route.url);
  if (name === 'id' && entity) return String(idsOf.get(entity.name) ?? 1);
  if (name === 'id' && route.url.startsWith('/order/')) return String(idsOf.get('order'));
  if (name === 'id' && route.url.startsWith('/api/u/')) return String(idsOf.get('user'));
  if (ID_NAMES[name]) return String(idsOf.get(ID_NAMES[name]) ?? 1);
  if (name === 'phone') return encodeURIComponent(B_PHONE);
  const choices = (route.schema?.params as { properties?: Record<string, { enum?: string[] }> } | undefined)?.properties?.[name]?.enum;
  return choices?.[0] ?? 'x';
}

const B_PHONE = '+12025557711';

/** A value of a body or query field: B's row when the name names one, B's phone, else something plausible. */
function fieldValue(name: string, schema: { type?: string | string[]; items?: { type?: string } }): unknown {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const id = ID_NAMES[name] ? idsOf.get(ID_NAMES[name]) : undefined;
  if (type === 'array') {
    if (/phone/i.test(name)) return [B_PHONE];
    const entity = name.replace(/Ids?$|s$/, '');
    const one = idsOf.get(entity) ?? idsOf.get(ID_NAMES[entity + 'Id'] ?? '') ?? idsOf.get('order');
    return schema.items?.type === 'string' ? [String(one)] : [one];
  }
  if (id !== undefined) return type === 'string' ? String(id) : id;
  if (/phone|^to$/i.test(name)) return B_PHONE;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return 'x';
}

const propertiesOf = (schema: unknown) => ((schema as { properties?: Record<string, { type?: string }> } | undefined)?.properties ?? {}) as Record<string, { type?: string; items?: { type?: string } }>;

function urlFor(route: RouteOptions, withQuery: boolean): string {
  const path = route.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => paramValue(route, name));
  if (!withQuery) return path;
  // the generic resource client's records of some ids: B's
  const entity = entityOf(route.url);
  if (entity && route.url === base(entity) + '/relation') return `${path}?ids=[${idsOf.get(entity.name) ?? 1}]&&deleted`;
  const q = Object.entries(propertiesOf(route.schema?.querystring))
    .filter(([name]) => ID_NAMES[name] || /phone/i.test(name))
    .map(([name, s]) => `${name}=${encodeURIComponent(String(fieldValue(name, s)))}`);
  return q.length ? `${path}?${q.join('&')}` : path;
}

function bodyFor(route: RouteOptions, method: string): unknown {
  const entity = entityOf(route.url);
  if (entity && /\/(b\/(archive|recover|d)|recover)$/.test(route.url)) return [idsOf.get(entity.name)];
  if (method === 'GET' || method === 'DELETE') return undefined;
  return Object.fromEntries(Object.entries(propertiesOf(route.schema?.body)).map(([name, s]) => [name, fieldValue(name, s)]));
}

/** Every row of B's in every scoped table, as B's own users see them (row-level security as B). */
async function snapshotOfB(): Promise<string> {
  return runAsTenant({ businessId: b.businessId, franchiseId: null }, async () => {
    const out: Record<string, unknown[]> = {};
    for (const d of entityList.filter((e) => isScoped(e.scope))) {
      // the queue moves SMS and calls on by itself (statuses, attempts): what it owns is left out
      const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(d.table)} ORDER BY id`.execute(h.db);
      out[d.table] = rows.map(({ date_modified: _m, status: _s, send_state: _q, claimed_at: _c, duration: _d, provider_call_id: _p, provider_message_id: _i, error: _e, ...rest }) =>
        d.name === 'call' || d.name === 'smsMessage' ? rest : { ...rest, status: _s },
      );
    }
    return JSON.stringify(out);
  });
}

beforeAll(async () => {
  const owners = await twoTenants(h);
  b = owners.b;
  const B = new OwnedRows(h, owners.b, MARK);
  for (const decl of scoped) {
    const row = await B.row(decl, false, decl.name === 'smsMessage' ? { to: B_PHONE } : decl.name === 'call' ? { phone: B_PHONE } : {});
    idsOf.set(decl.name, row[decl.id]);
    if (JSON.stringify(row).includes(MARK)) marked.push(decl.name);
  }
  // an order of B's store, with B's customer and phone
  const product = await h.call('POST', '/product/c/p', { body: { name: 'Sweep tea', price: 2 } });
  const order = await h.call('POST', orderPath(ORDER_PATHS.sales), {
    body: { storeId: idsOf.get('store'), customerId: idsOf.get('customer'), telephone: B_PHONE, message: `${MARK} order note`, address: { address: `${MARK} street`, latitude: 34.1, longitude: -118.3 }, products: [{ productId: product.body.productId, quantity: 1 }] },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  idsOf.set('order', order.body.orderId);
  secrets.push(B_PHONE, B_PHONE.slice(2));
  tenants = [
    { label: 'business A', user: await h.userWith(allPermissions(), { businessId: owners.a.businessId }) },
    { label: 'franchise F of A', user: await h.userWith(allPermissions(), { businessId: owners.a.businessId, franchiseId: owners.a.franchiseId }) },
  ];
}, 120_000);

describe('every mounted route, as a tenant of another business', () => {
  it("reads nothing of B's, and is refused by no grant", async () => {
    const leaks: string[] = [];
    const refused: string[] = [];
    const failed: string[] = [];
    for (const route of recordedRoutes) {
      if ((route.config as { public?: boolean } | undefined)?.public) continue;
      if (!methodsOf(route).includes('GET')) continue;
      {
        for (const withQuery of [false, true]) {
          const url = urlFor(route, withQuery);
          for (const { label, user } of tenants) {
            const res = await h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${user.token}` } });
            // a value the request itself names may come back (a phone searched for); nothing else of B's
            const found = secrets.find((s) => res.body.includes(s) && !decodeURIComponent(url).includes(s));
            if (found) leaks.push(`${label}: GET ${url} -> ${res.statusCode} holds ${found}`);
            if (res.statusCode >= 500) failed.push(`${label}: GET ${url} -> ${res.statusCode}`);
            if (res.statusCode === 403 && res.json().message === 'Forbidden') refused.push(`${label}: GET ${url}`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(failed).toEqual([]);
    expect(refused).toEqual([]);
  }, 300_000);

  it("changes nothing of B's, whatever it sends", async () => {
    // settled first: work the setup queued may still be moving
    let before = await snapshotOfB();
    for (let i = 0; i < 20; i++) {
      await new Promise((r) => setTimeout(r, 250));
      const again = await snapshotOfB();
      if (again === before) break;
      before = again;
    }
    const failed: string[] = [];
    for (const route of recordedRoutes) {
      if ((route.config as { public?: boolean } | undefined)?.public) continue;
      for (const method of methodsOf(route).filter((m) => m !== 'GET')) {
        if (SKIP.has(`${method} ${route.url}`)) continue;
        const url = urlFor(route, true);
        for (const { label, user } of tenants) {
          const body = bodyFor(route, method);
          const res = await h.app.inject({ method: method as 'POST', url, headers: { authorization: `Bearer ${user.token}` }, ...(body !== undefined ? { payload: body as object } : {}) });
          if (res.statusCode >= 500) failed.push(`${label}: ${method} ${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(failed).toEqual([]);
    expect(JSON.parse(await snapshotOfB())).toEqual(JSON.parse(before));
  }, 300_000);
});

describe('the sweep itself', () => {
  // two reads of every route, each answer checked against its schema (CHECK_RESPONSES): past the default 30 s on two busy cores
  it("reaches B's rows: the administrator's answers to the same requests hold B's mark on every scoped entity's routes", async () => {
    const reached = new Set<string>();
    for (const route of recordedRoutes) {
      if ((route.config as { public?: boolean } | undefined)?.public || !methodsOf(route).includes('GET')) continue;
      for (const withQuery of [false, true]) {
        const res = await h.app.inject({ method: 'GET', url: urlFor(route, withQuery), headers: { authorization: `Bearer ${h.admin.token}` } });
        if (res.body.includes(MARK)) reached.add(route.url);
      }
    }
    // each scoped entity's record and list, and the custom reads of orders, customers and SMS
    expect(marked.length).toBeGreaterThan(scoped.length * 0.7);
    for (const decl of scoped.filter((d) => marked.includes(d.name) && d.name !== 'business')) expect([...reached], decl.name).toContain(`${base(decl)}/:id`);
    for (const url of [orderPath(`${ORDER_PATHS.sales}/:page/:count`), '/customer/cu/c/orders/:customerId/:page/:count', '/sms/conversation/:phone', '/sms/history']) expect([...reached]).toContain(url);
  }, 120_000);
});
