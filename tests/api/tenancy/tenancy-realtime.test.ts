// What is not read but pushed follows tenancy too (docs/tenancy.md): socket events about a row (a
// live list's new row, any change of a row, an order's status) and notifications reach staff of the platform and the
// users of the row's business or franchise, never another business's; a user moved to another
// business hears that one's from then on.
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../contract/entities';
import { ORDER_PATHS, orderPath } from '../../../contract/orders/order-paths';
import { allPermissions } from '../../../contract/permission-catalog';
import { EVENTS, NAMESPACES, SOCKET_PATH, type NamespaceName } from '../../../contract/realtime';
import { base, useHarness, type TestUser } from '../harness';
import { OwnedRows, twoTenants } from './tenancy-fixtures';

const h = useHarness();
let baseUrl = '';
const sockets: Socket[] = [];

let A: OwnedRows;
let B: OwnedRows;
let users: Record<'platform' | 'a' | 'f' | 'b', TestUser>;

async function listen(user: TestUser, ns: NamespaceName, event: string): Promise<unknown[]> {
  const socket = io(baseUrl + NAMESPACES[ns], { path: SOCKET_PATH, auth: { token: await h.tokens.sign(user.userId, 'socket') }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const heard: unknown[] = [];
  socket.on(event, (payload: unknown) => heard.push(payload));
  return heard;
}

const settle = () => new Promise((r) => setTimeout(r, 600));

beforeAll(async () => {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  const { a, b } = await twoTenants(h);
  A = new OwnedRows(h, a);
  B = new OwnedRows(h, b);
  users = {
    platform: await h.userWith(allPermissions()),
    a: await h.userWith(allPermissions(), { businessId: a.businessId }),
    f: await h.userWith(allPermissions(), { businessId: a.businessId, franchiseId: a.franchiseId }),
    b: await h.userWith(allPermissions(), { businessId: b.businessId }),
  };
});
afterAll(() => {
  for (const s of sockets) s.close();
});

describe('socket events', () => {
  it("a live list's new row is announced to the users who may see it only", async () => {
    const heard = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([k, u]) => [k, await listen(u, 'main', EVENTS.entityCreated)] as const)));
    const review = await B.row(entities.review);
    const own = await A.row(entities.review);
    await settle();
    const ids = (k: string) => (heard[k] as { entity: string; id: number }[]).filter((e) => e.entity === 'review').map((e) => e.id);
    expect(ids('platform')).toEqual(expect.arrayContaining([review.reviewId, own.reviewId]));
    expect(ids('b')).toContain(review.reviewId);
    expect(ids('b')).not.toContain(own.reviewId);
    for (const k of ['a', 'f']) {
      expect(ids(k), k).not.toContain(review.reviewId);
      expect(ids(k), k).toContain(own.reviewId);
    }
    // the platform's data is everyone's
    const plan = await h.create(entities.plan);
    await settle();
    for (const k of Object.keys(users)) expect((heard[k] as { entity: string; id: number }[]).some((e) => e.entity === 'plan' && e.id === plan.planId), k).toBe(true);
  });

  it("every change of a business's rows (create, update, archive, recover, destroy) is told to its users only", async () => {
    const heard = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([k, u]) => [k, await listen(u, 'main', EVENTS.entityChanged)] as const)));
    const decl = entities.supplier;
    const theirs = await B.row(decl);
    const id = theirs[decl.id] as number;
    const url = `${base(decl)}/${id}`;
    expect((await h.call('PUT', url, { body: { name: 'Changed elsewhere' } })).status).toBe(200);
    for (const op of ['archive', 'recover', 'archive']) expect((await h.call('POST', `${base(decl)}/b/${op}`, { body: [id] })).status).toBe(200);
    expect((await h.call('DELETE', url)).status).toBe(200);
    await settle();
    const told = (k: string) =>
      (heard[k] as { entity: string; action: string; ids: number[] }[]).filter((e) => e.entity === decl.name && e.ids.includes(id)).map((e) => e.action);
    const all = ['create', 'update', 'archive', 'recover', 'archive', 'destroy'];
    expect(told('platform')).toEqual(all);
    expect(told('b')).toEqual(all);
    for (const k of ['a', 'f']) expect(told(k), k).toEqual([]);
    // the platform's rows are everyone's
    const language = await h.create(entities.language);
    await h.call('POST', `${base(entities.language)}/b/archive`, { body: [language.languageId] });
    await settle();
    for (const k of Object.keys(users)) {
      const actions = (heard[k] as { entity: string; action: string; ids: number[] }[]).filter((e) => e.entity === 'language' && e.ids.includes(language.languageId)).map((e) => e.action);
      expect(actions, k).toEqual(['create', 'archive']);
    }
  });

  it("an order's status change reaches its business's users, not another's; its notification too", async () => {
    const heard = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([k, u]) => [k, await listen(u, 'order', EVENTS.saleStatus)] as const)));
    const product = await h.call('POST', '/product/c/p', { body: { name: 'Realtime tea', price: 2 } });
    const created = await h.call('POST', orderPath(ORDER_PATHS.sales), {
      body: { storeId: await B.idOf('store'), telephone: '(555) 444-1234', address: { address: '1 Test St' }, products: [{ productId: product.body.productId, quantity: 1 }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const changed = await h.call('PUT', orderPath(ORDER_PATHS.status(created.body.orderId)), { body: { status: 'progress', previousStatus: created.body.status } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await settle();
    const orders = (k: string) => (heard[k] as { orderId: number }[]).map((e) => e.orderId);
    expect(orders('platform')).toContain(created.body.orderId);
    expect(orders('b')).toContain(created.body.orderId);
    expect(orders('a')).not.toContain(created.body.orderId);
    expect(orders('f')).not.toContain(created.body.orderId);
    const { rows } = await sql<{ receiver: number }>`SELECT receiver FROM notification WHERE content LIKE ${`%#${created.body.orderId}%`}`.execute(h.db);
    const receivers = rows.map((r) => Number(r.receiver));
    expect(receivers).toEqual(expect.arrayContaining([users.platform.userId, users.b.userId]));
    expect(receivers).not.toContain(users.a.userId);
    expect(receivers).not.toContain(users.f.userId);
  });

  it('a user moved to another business hears that business from then on, not the one left', async () => {
    const mover = await h.userWith(allPermissions(), { businessId: A.owner.businessId });
    const heard = (await listen(mover, 'main', EVENTS.entityCreated)) as { entity: string; id: number }[];
    const moved = await h.call('PUT', `${base(entities.user)}/${mover.userId}`, { body: { businessId: B.owner.businessId } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await settle();
    const theirs = await B.row(entities.review);
    const left = await A.row(entities.review);
    await settle();
    const ids = heard.filter((e) => e.entity === 'review').map((e) => e.id);
    expect(ids).toContain(theirs.reviewId);
    expect(ids).not.toContain(left.reviewId);
  });
});
