// Several API processes on one PostgreSQL (issue 15): two real server processes on two ports share
// one database; realtime events emitted by one reach sockets connected to the other, and a user
// disabled through one is cut off on both. Once with events carried by PostgreSQL (the default),
// once by a Redis the test starts (REDIS_URL).
import fs from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../../contract/entities/user';
import { ORDER_PATHS, orderPath } from '../../../contract/orders/order-paths';
import { EVENTS, NAMESPACES, SOCKET_PATH, type NamespaceName } from '../../../contract/realtime';
import { credentialsFileOf, type Credentials } from '../../../server/db/embedded';
import { startRedisServer, type RedisServer } from '../../support/redis-server';
import { postmasterOf, SERVER_ADMIN_PASSWORD, spawnServer, tempDataDir, type SpawnedServer } from '../../support/spawned-server';

const sockets: Socket[] = [];

/** The database URL process A uses (its embedded cluster's application role), for process B. */
async function sharedDatabaseUrl(dataDir: string): Promise<string> {
  const c = JSON.parse(await fs.readFile(credentialsFileOf(path.join(dataDir, 'db')), 'utf8')) as Credentials;
  const { port } = await postmasterOf(dataDir);
  return `postgres://${encodeURIComponent(c.appUser)}:${encodeURIComponent(c.appPassword)}@127.0.0.1:${port}/backoffice`;
}

async function call<T = unknown>(server: SpawnedServer, method: string, url: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(server.url + url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as T };
}

async function login(server: SpawnedServer, name: string, password: string): Promise<{ token: string; socketToken: string }> {
  const res = await fetch(`${server.url}/api/u/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, password }) });
  expect(res.status).toBe(200);
  return (await res.json()) as { token: string; socketToken: string };
}

async function connect(server: SpawnedServer, ns: NamespaceName, socketToken: string): Promise<Socket> {
  const socket = io(server.url + NAMESPACES[ns], { path: SOCKET_PATH, auth: { token: socketToken }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

describe.each([
  ['PostgreSQL', false],
  ['Redis', true],
])('two API processes on one database, events through %s', (_, throughRedis) => {
  let dirs: string[] = [];
  let a: SpawnedServer;
  let b: SpawnedServer;
  let redis: RedisServer | undefined;

  beforeAll(async () => {
    redis = throughRedis ? await startRedisServer() : undefined;
    const env: Record<string, string> = redis ? { REDIS_URL: redis.url } : {};
    dirs = [await tempDataDir('scale-a'), await tempDataDir('scale-b')];
    a = await spawnServer(dirs[0], { env });
    b = await spawnServer(dirs[1], { env: { ...env, DATABASE_URL: await sharedDatabaseUrl(dirs[0]) } });
  }, 240_000);

  afterAll(async () => {
    for (const s of sockets.splice(0)) s.close();
    await b?.kill('SIGTERM');
    await a?.kill('SIGTERM');
    await redis?.stop();
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  }, 60_000);

  it("an order's status changed through one process reaches a browser connected to the other", async () => {
    const admin = await login(a, 'admin', SERVER_ADMIN_PASSWORD);
    const watcher = await connect(b, 'order', admin.socketToken);
    const received: { orderId?: number; status?: string }[] = [];
    watcher.on(EVENTS.saleStatus, (e) => received.push(e));
    // with REDIS_URL the event is published on Redis (and not carried by PostgreSQL)
    const published: string[] = [];
    const spy = redis ? new Redis(redis.url) : undefined;
    await spy?.psubscribe('backoffice#*');
    spy?.on('pmessage', (_, channel: string) => published.push(channel));

    const page = await call<{ data: { orderId: number; status: string }[] }>(a, 'GET', orderPath(ORDER_PATHS.list(1, 100)), admin.token);
    const order = page.body.data[0];
    expect(order).toBeDefined();
    const next = order.status === 'accepted' ? 'progress' : 'accepted';
    const changed = await call(a, 'PUT', orderPath(ORDER_PATHS.status(order.orderId)), admin.token, { status: next, previousStatus: order.status });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const deadline = Date.now() + 3000;
    while (!received.some((e) => e.orderId === order.orderId) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(received.find((e) => e.orderId === order.orderId)).toMatchObject({ orderId: order.orderId, status: next });
    if (spy) {
      expect(published.filter((c) => c.startsWith(`backoffice#${NAMESPACES.order}#`)).length).toBeGreaterThan(0);
      spy.disconnect();
    }
  }, 30_000);

  it('a user disabled through one process is cut off on both within a second', async () => {
    const admin = await login(b, 'admin', SERVER_ADMIN_PASSWORD);
    const password = 'Scale#Out2026';
    const made = await call<{ userId: number }>(b, 'POST', `/${user.service}/${user.rest}`, admin.token, {
      username: `scale${Date.now()}`,
      firstname: 'Sam',
      lastname: 'Scale',
      email: `scale${Date.now()}@example.com`,
      phone: '(555) 010-0101',
      password,
      status: true,
      user_group_id: 2,
    });
    expect(made.status).toBe(201);
    const staff = await login(a, (await call<{ username: string }>(a, 'GET', `/${user.service}/${user.rest}/${made.body.userId}`, admin.token)).body.username, password);
    const onA = await connect(a, 'main', staff.socketToken);
    const onB = await connect(b, 'main', staff.socketToken);
    const gone = (s: Socket) => new Promise<number>((resolve) => s.once('disconnect', () => resolve(Date.now())));
    const [goneA, goneB] = [gone(onA), gone(onB)];

    const disabledAt = Date.now();
    expect((await call(b, 'PUT', `/${user.service}/${user.rest}/${made.body.userId}`, admin.token, { status: false })).status).toBe(200);
    const times = await Promise.race([
      Promise.all([goneA, goneB]),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('a socket was still connected after 3 s')), 3000)),
    ]);
    for (const t of times) expect(t - disabledAt).toBeLessThan(1000);
    // and neither process lets the user back in
    for (const server of [a, b]) expect((await call(server, 'GET', `/${user.service}/${user.rest}/1`, staff.token)).status).toBe(401);
  }, 30_000);
});
