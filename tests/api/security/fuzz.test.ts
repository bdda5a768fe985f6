// Every mounted route, by a user with every permission, against hostile input generated from the
// route pattern and the contract's declarations: wrong types, NUL bytes, sloppy/huge/negative ids, repeated query keys,
// dates and amounts PostgreSQL cannot store, deep JSON, wrong body shapes. Bad input must get a
// 4xx; the test fails listing every request that answered 5xx. Deterministic (seeded), bounded.
import type { RouteOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_PATHS,
  activateFields,
  forgotFields,
  inviteFields,
  registerFields,
  resendFields,
  resetFields,
  verifyFields,
} from '../../../contract/accounts';
import { entities, entityList } from '../../../contract/entities';
import { isEngineStored, type EntityDeclaration } from '../../../contract/entity';
import type { FieldDef } from '../../../contract/fields';
import { allPermissions } from '../../../contract/permission-catalog';
import { ORDER_FILTER_FIELDS } from '../../../contract/orders/order-filter';
import { ORDER_INPUT_FIELDS } from '../../../contract/orders/order-input';
import { orderPath, ORDER_PATHS } from '../../../contract/orders/order-paths';
import { NOTIFICATION_PATHS } from '../../../contract/notifications';
import { CALL_PATHS } from '../../../contract/call/call';
import { AUTH_PATHS } from '../../../contract/services';
import {
  anyValues,
  fieldPaths,
  hostileValues,
  idSegments,
  pageSegments,
  queryEdges,
  queryValues,
  rawBodies,
  REPEAT,
  sample,
  seededRng,
  withValue,
  type Rng,
} from './fuzz-inputs';
import { ADMIN_PASSWORD } from '../constants';
import { base, useHarness } from '../harness';
import { methodsOf, recordedRoutes } from '../route-recorder';
import { sampleRecord, sampleValue } from '../sample-record';

vi.mock('fastify', async (importOriginal) => (await import('../route-recorder')).recordingFastify(await importOriginal()));

const h = useHarness();

/**
 * Routes left out, and why:
 * - sign-out revokes the caller's token, and the run must keep its token to the end (sign-out has
 *   its own tests);
 * - the sound upload reads multipart bodies, not JSON: its hostile parts (no file name, wrong
 *   field, oversize) belong to the upload work and its tests.
 */
const SKIP = new Set([`POST /api/${ACCOUNT_PATHS.logout}`, 'POST /notification/files/upload']);

/** The engine's routes under a declaration's base: the pattern's, the generic resource client's, and the paths the declaration names for them. */
const GENERIC_SUFFIXES = ['/', '/r', '/r/:page/:count', '/:page/:count', '/:id', '/b/archive', '/b/recover', '/b/d', '/a/:page/:count', '/all', '/removed', '/relation', '/types', '/recover'];
const suffixesOf = (d: EntityDeclaration): string[] => [...GENERIC_SUFFIXES, ...Object.values(d.aliases ?? {}).flat()];
const entityOf = (url: string): EntityDeclaration | undefined =>
  entityList.filter(isEngineStored).find((d) => suffixesOf(d).some((s) => url === base(d) + s));
/** The path of a route under the declaration's base, as the declaration names it. */
const suffixOf = (route: RouteOptions, decl: EntityDeclaration) => route.url.slice(base(decl).length);

/** What a request needs to get past validation: ids of rows made for the run, valid bodies. */
interface Fixtures {
  ids: Map<string, number>;
  refs: Record<string, Record<string, number>>;
  orderId: number;
  userId: number;
}

interface BodySpec {
  body: unknown;
  fields?: Record<string, FieldDef>;
}

/**
 * Valid bodies (and the declarations they follow, when there is one) of the routes outside the
 * generic entity pattern; valid enough to reach the checks that touch the database, and never
 * committing (the status change names a user who is no driver and a reason that does not exist).
 */
function customBodies(f: Fixtures): Record<string, BodySpec | BodySpec[]> {
  const n = 900_000; // sample index: values distinct from the fixtures'
  const of = (fields: Record<string, FieldDef>) =>
    Object.fromEntries(Object.entries(fields).map(([k, d]) => [k, sampleValue(k, d, n, f.refs.order ?? {})]));
  const order = {
    storeId: f.ids.get('store'),
    address: { address: '1 Fuzz St', latitude: 1, longitude: 2 },
    telephone: '555 0100',
    products: [{ productId: f.ids.get('product'), quantity: 1 }],
  };
  return {
    [`POST /api/${AUTH_PATHS.login}`]: { body: { name: 'nobody-here', password: 'Wrong#Pass1' } },
    [`POST /api/${ACCOUNT_PATHS.register}`]: { body: of(registerFields), fields: registerFields },
    [`POST /api/${ACCOUNT_PATHS.verify}`]: { body: { email: 'a@example.com', code: '1234' }, fields: verifyFields },
    [`POST /api/${ACCOUNT_PATHS.resend}`]: { body: { email: 'a@example.com', altcha: 'x' }, fields: resendFields },
    [`POST /api/${ACCOUNT_PATHS.forgot}`]: { body: { email: 'a@example.com' }, fields: forgotFields },
    [`POST /api/${ACCOUNT_PATHS.reset}`]: { body: { email: 'a@example.com', code: '1234', password: ADMIN_PASSWORD }, fields: resetFields },
    [`POST /api/${ACCOUNT_PATHS.invite}`]: { body: { ...of(inviteFields), user_group_id: f.ids.get('userGroup') }, fields: inviteFields },
    [`POST /api/${ACCOUNT_PATHS.activate}`]: {
      body: { username: 'nobody', token: 'x', password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD },
      fields: activateFields,
    },
    [`POST /api/${ACCOUNT_PATHS.workedHours}/:id`]: { body: { checkIn: '2026-01-01T08:00:00Z', checkOut: '2026-01-01T16:00:00Z', note: 'fuzz' } },
    'POST /notification/send': { body: { type: 'fuzz', content: 'fuzz', receivers: [f.userId] } },
    [`PUT /notification/${NOTIFICATION_PATHS.settings}`]: { body: { settings: {} } },
    [`POST /notification/${NOTIFICATION_PATHS.saveSubscription}`]: {
      body: { endpoint: 'https://push.example.com/x', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
    },
    [`POST /notification/${NOTIFICATION_PATHS.deleteSubscription}`]: { body: { endpoint: 'https://push.example.com/x' } },
    [`POST ${orderPath(ORDER_PATHS.sales)}`]: { body: order, fields: ORDER_INPUT_FIELDS },
    [`PUT ${orderPath(ORDER_PATHS.one(':id'))}`]: { body: order, fields: ORDER_INPUT_FIELDS },
    [`PUT ${orderPath(ORDER_PATHS.status(':id'))}`]: [
      { body: { status: 'delivering', previousStatus: 'new', message: 'fuzz', userId: f.userId } },
      { body: { status: 'cancel', previousStatus: 'new', message: 'fuzz', orderCancellationReasonId: 999_999 } },
    ],
    [`POST ${orderPath(ORDER_PATHS.staff)}`]: { body: { orderId: f.orderId, userId: f.userId, status: 'accepted' } },
    [`PUT ${orderPath(ORDER_PATHS.franchise(':id'))}`]: { body: { Id: f.orderId, franchiseId: f.ids.get('franchise'), name: 'x' } },
    [`PUT ${orderPath(ORDER_PATHS.paymentMethod(':id'))}`]: { body: { Id: f.orderId, paymentMethod: 'payOnDelivery' } },
  };
}

const ORDER_QUERY = [...Object.keys(ORDER_FILTER_FIELDS), 'sort', 'order'];
/** Query keys each custom GET route reads; a route not listed gets a few common ones. */
const QUERY_KEYS: Record<string, string[]> = {
  [orderPath(`${ORDER_PATHS.sales}/:page/:count`)]: ORDER_QUERY,
  [orderPath(ORDER_PATHS.statistics)]: [...ORDER_QUERY, 'grain'],
  [orderPath(ORDER_PATHS.locations)]: ORDER_QUERY,
  [orderPath(ORDER_PATHS.drivers)]: ['name'],
  '/api/audit/:page/:count': ['userId', 'entity', 'entityId', 'dateFrom', 'dateTo', 'action'],
  [`/api/${ACCOUNT_PATHS.outbox}/:page/:count`]: ['to'],
  [`/api/${ACCOUNT_PATHS.invitation}`]: ['username', 'token'],
  [`/api/${ACCOUNT_PATHS.workedHours}/:id`]: ['dateFrom', 'dateTo'],
  [`/api/${ACCOUNT_PATHS.workedHours}/:id/:page/:count`]: ['dateFrom', 'dateTo'],
  [`/notification/${NOTIFICATION_PATHS.list}`]: ['offset', 'limit'],
};
const COMMON_QUERY = ['name', 'q', 'id', 'dateFrom', 'sort', 'page', 'count', 'limit', 'offset'];
/** Valid query values a custom route needs before it reads the others (a phone's logs need the phone). */
const BASE_QUERY: Record<string, string> = {
  [`/call/${CALL_PATHS.logs}`]: `phone=${encodeURIComponent('+15555550123')}`,
  [`/call/${CALL_PATHS.tickets}/:id`]: 'order=true',
};

/** The query keys a custom route documents in its schema (every one it reads, for the OpenAPI document). */
const documentedQuery = (route: RouteOptions): string[] =>
  Object.keys(((route.schema as { querystring?: { properties?: object } } | undefined)?.querystring?.properties ?? {}) as object);

function queryKeys(route: RouteOptions, decl: EntityDeclaration | undefined): string[] {
  if (decl) {
    const at = suffixOf(route, decl);
    if (['/:page/:count', '/a/:page/:count', '/removed', ...(decl.aliases?.list ?? [])].includes(at)) return [...Object.keys(decl.filters), 'sort', 'order', 'deleted'];
    if (at === '/relation') return ['ids', 'deleted'];
    if (['/r', '/all', '/r/:page/:count', ...(decl.aliases?.lookupAll ?? []), ...(decl.aliases?.lookupPage ?? [])].includes(at)) return ['name', 'q'];
    return [];
  }
  return [...new Set([...(QUERY_KEYS[route.url] ?? COMMON_QUERY), ...documentedQuery(route)])];
}

/** For an undeclared body key, the type its name implies: ids, lists of ids, or text. */
const guessedDef = (key: string): FieldDef =>
  /Ids$|^ids$|^receivers$/.test(key) ? { type: 'list', of: 'reference' } : /(Id|^Id)$/.test(key) ? { type: 'reference' } : { type: 'string' };

const isId = (def: FieldDef | undefined) => def?.type === 'reference' || (def?.type === 'list' && def.of === 'reference');

interface FuzzRequest {
  method: string;
  url: string;
  /** raw JSON text */
  payload?: string;
}

/** The id a route's `:id` names when valid: a row made for the run, never the admin's own. */
function idFor(route: RouteOptions, decl: EntityDeclaration | undefined, f: Fixtures): number {
  if (decl) return f.ids.get(decl.name)!;
  if (route.url.startsWith(orderPath(''))) return f.orderId;
  if (route.url.includes('time_tracking/approve')) return f.ids.get('timeTracking')!;
  if (route.url.includes(ACCOUNT_PATHS.workedHours)) return f.userId;
  return 1;
}

/** A route's URL: `:id` as the given id, other parameters 1, unless overridden. */
const urlFor = (route: RouteOptions, id: number, over: Record<string, string> = {}) =>
  route.url.replace(/:([A-Za-z_]+)/g, (_m, p: string) => over[p] ?? (p === 'id' ? String(id) : '1'));

const encodeQueryValue = (v: string) => encodeURIComponent(v).replace(/%25$/, '%');

/**
 * The engine mounts the same handlers for every entity: their path, query and whole-body parsing is
 * one piece of code, fuzzed in full on the first entity and sampled on the others, while each
 * declaration's own fields and filters are fuzzed everywhere. So the run grows with fields, not
 * with entities times every hostile value.
 */
const THOROUGH_ENTITY = entityList.filter(isEngineStored)[0].name;

function requestsFor(route: RouteOptions, method: string, f: Fixtures, rng: Rng): FuzzRequest[] {
  const decl = entityOf(route.url);
  const thorough = !decl || decl.name === THOROUGH_ENTITY;
  const some = <T,>(all: readonly T[], n: number): T[] => (thorough ? [...all] : sample(rng, all, n));
  const id = idFor(route, decl, f);
  const out: FuzzRequest[] = [];
  const params = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
  const urlWith = (over: Record<string, string> = {}) => urlFor(route, id, over);

  const isWrite = method === 'POST' || method === 'PUT';
  const genericBody = decl && isWrite && ['/', '/:id', ...(decl.aliases?.create ?? []), ...(decl.aliases?.update ?? [])].includes(suffixOf(route, decl));
  const specs: BodySpec[] = genericBody
    ? [{ body: sampleRecord(decl!, f.refs[decl!.name]), fields: decl!.fields }]
    : [customBodies(f)[`${method} ${route.url}`] ?? []].flat();
  const validBody = specs[0];
  const payloadOf = (body: unknown) => (isWrite ? JSON.stringify(body ?? {}) : undefined);

  // path parameters: each one wrong in turn, the others valid, with a valid body (and query)
  const given = BASE_QUERY[route.url] ?? '';
  for (const p of params) {
    const segments = some(p === 'id' ? idSegments(id).slice(1) : pageSegments, 3);
    for (const s of segments) out.push({ method, url: urlWith({ [p]: s }) + (given && `?${given}`), payload: payloadOf(validBody?.body) });
  }

  // query values: a sample of wrong values for each key (queryEdgeRequests sends the usual suspects)
  if (method === 'GET') {
    for (const key of queryKeys(route, decl)) {
      for (const v of sample(rng, queryValues.filter((v) => !queryEdges.includes(v)), thorough ? 5 : 2)) {
        out.push({ method, url: `${urlWith()}?${given && `${given}&`}${queryText(key, v)}` });
      }
    }
  }

  if (!isWrite) return out;
  // whole bodies of the wrong shape; bulk id routes get every one, others a sample with the deep ones
  const raws = rawBodies(id);
  const bulk = /\/b\/[a-z]+$/.test(route.url);
  const chosen = bulk && thorough ? raws : [...new Set([...sample(rng, raws, thorough ? 10 : 3), ...raws.slice(-4)])];
  for (const payload of chosen) out.push({ method, url: urlWith(), payload });

  // one field wrong at a time in an otherwise valid body
  for (const spec of specs) {
    const paths = spec.fields
      ? fieldPaths(spec.fields)
      : Object.keys((spec.body ?? {}) as object).map((k) => ({ path: [k], def: guessedDef(k) }));
    for (const { path, def } of paths) {
      // always a NUL byte (every text must be refused before SQL sees it); for an id every wrong
      // spelling (few, and each its own bug) where fuzzed in full; otherwise a sample
      const typed = hostileValues(def);
      const typedCount = thorough ? (isId(def) ? typed.length : 4) : isId(def) ? 3 : 2;
      const values = [...new Set(['a\u0000b', ...sample(rng, typed, typedCount), ...sample(rng, anyValues, thorough ? 3 : 1)])];
      for (const v of values) out.push({ method, url: urlWith(), payload: JSON.stringify(withValue(spec.body, path, v)) });
    }
  }
  return out;
}

const queryText = (key: string, v: string | typeof REPEAT) => (v === REPEAT ? `${key}=a&${key}=b` : `${key}=${encodeQueryValue(v)}`);

/**
 * Every query key of a GET route with NUL, repeated, empty, zero, negative, a word and a huge number
 * (each answered 500 somewhere once): sent in full on every custom route and on the thorough entity,
 * outside the sampled budget, so none of them comes back unseen.
 */
function queryEdgeRequests(route: RouteOptions, method: string, f: Fixtures): FuzzRequest[] {
  const decl = entityOf(route.url);
  if (method !== 'GET' || (decl && decl.name !== THOROUGH_ENTITY)) return [];
  const given = BASE_QUERY[route.url] ?? '';
  const url = urlFor(route, idFor(route, decl, f));
  return queryKeys(route, decl).flatMap((key) => queryEdges.map((v) => ({ method, url: `${url}?${given && `${given}&`}${queryText(key, v)}` })));
}

async function makeFixtures(): Promise<Fixtures> {
  const ids = new Map<string, number>();
  const refs: Fixtures['refs'] = {};
  for (const decl of entityList.filter(isEngineStored)) {
    refs[decl.name] = await h.refsFor(decl);
    const row = await h.create(decl);
    ids.set(decl.name, row[decl.id]);
  }
  // a plain store and product for the order bodies (the sampled ones carry options and fees)
  const store = await h.call('POST', base(entities.store), { body: { name: 'Fuzz Store' } });
  const product = await h.call('POST', base(entities.product), { body: { name: 'Fuzz tea', price: 2 } });
  ids.set('store', store.body.storeId);
  ids.set('product', product.body.productId);
  const order = await h.call('POST', orderPath(ORDER_PATHS.sales), {
    body: { storeId: store.body.storeId, address: { address: '1 Fuzz St' }, products: [{ productId: product.body.productId, quantity: 1 }] },
  });
  if (order.status !== 201) throw new Error(`fixture order: ${order.status} ${JSON.stringify(order.body)}`);
  refs.order = { store: store.body.storeId, product: product.body.productId };
  const user = await h.userWith([]);
  return { ids, refs, orderId: order.body.orderId, userId: user.userId };
}

/** Hostile requests one run sends at most (plus one per route for rounding). */
const REQUEST_BUDGET = 20_000;

describe('fuzzing every mounted route', () => {
  it('answers no hostile request with a 5xx', async () => {
    const fixtures = await makeFixtures();
    // a user holding every permission, not the seeded admin: hostile ids such as `true` or `[[1]]`
    // may name row 1 (the admin, the admin group) on a server that reads them loosely, and the run
    // must keep its rights whatever they do
    const fuzzer = await h.userWith(allPermissions());
    const rng = seededRng(20260112);
    const requests: FuzzRequest[] = [];
    const routes = [...recordedRoutes].sort((a, b) => a.url.localeCompare(b.url));
    // deletes and bulk calls last: on a server reading ids loosely they remove the rows the rest needs
    const destructive = (method: string, url: string) => method === 'DELETE' || /\/b\/[a-z]+$/.test(url);
    const perRoute: FuzzRequest[][] = [];
    const edges: FuzzRequest[] = [];
    for (const last of [false, true]) {
      for (const route of routes) {
        for (const method of methodsOf(route)) {
          if (SKIP.has(`${method} ${route.url}`) || destructive(method, route.url) !== last) continue;
          perRoute.push(requestsFor(route, method, fixtures, rng));
          edges.push(...queryEdgeRequests(route, method, fixtures));
        }
      }
    }
    // the run keeps its time as routes are added: past the budget, every route sends the same share
    // of its hostile requests (a seeded sample), so each route is still fuzzed
    const written = perRoute.reduce((n, list) => n + list.length, 0);
    const share = Math.min(1, REQUEST_BUDGET / written);
    for (const list of perRoute) requests.push(...(share < 1 ? sample(rng, list, Math.ceil(list.length * share)) : list));
    // the bodies and query keys written for custom routes still name mounted routes
    const mounted = new Set(routes.flatMap((r) => methodsOf(r).map((m) => `${m} ${r.url}`)));
    const stale = [...Object.keys(customBodies(fixtures)), ...[...Object.keys(QUERY_KEYS), ...Object.keys(BASE_QUERY)].map((u) => `GET ${u}`)].filter((k) => !mounted.has(k));
    expect(stale).toEqual([]);
    expect(requests.length).toBeGreaterThan(2000);
    expect(requests.length).toBeLessThanOrEqual(REQUEST_BUDGET + perRoute.length);
    requests.push(...edges);

    // then every GET route once more with plain input: a value stored by the run (a balance, a price)
    // must not break a page for everyone afterwards
    for (const route of routes) {
      if (methodsOf(route).includes('GET')) requests.push({ method: 'GET', url: urlFor(route, idFor(route, entityOf(route.url), fixtures)) });
    }

    const failures: string[] = [];
    for (const r of requests) {
      const res = await h.app.inject({
        method: r.method as 'GET',
        url: r.url,
        headers: { authorization: `Bearer ${fuzzer.token}`, ...(r.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(r.payload !== undefined ? { payload: r.payload } : {}),
      });
      if (res.statusCode >= 500) {
        const body = r.payload === undefined ? '' : ` ${r.payload.length > 160 ? r.payload.slice(0, 160) + `...(${r.payload.length} chars)` : r.payload}`;
        failures.push(`${r.method} ${r.url.length > 200 ? r.url.slice(0, 200) + '...' : r.url}${body} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
