// Courier location sharing over real sockets: drivers report, watchers of that driver receive, the
// last position is saved in batches (docs/courier-location.md).
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../../contract/accounts/api';
import { LOCATION_EVENTS, LOCATION_SAVE_INTERVAL_MS, type DriverPosition, type LocationReport } from '../../../contract/delivery/location';
import { LOCATION_TEXTS } from '../../../contract/delivery/location-check';
import { DELIVERY_PERMISSION } from '../../../contract/permissions';
import { SOCKET_PATH } from '../../../contract/realtime';
import { newSession } from '../../../server/auth/tokens';
import { routePermission } from '../../../server/features/delivery/location.service';
import { useHarness, type TestUser } from '../harness';

const h = useHarness();
let baseUrl = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  // counts the statements and rows written to driver_location
  await sql`CREATE TABLE location_writes (users bigint[] NOT NULL)`.execute(h.db);
  await sql`CREATE FUNCTION count_location_writes() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO location_writes SELECT array_agg(user_id) FROM written HAVING count(*) > 0; RETURN NULL; END $$`.execute(h.db);
  await sql`CREATE TRIGGER location_inserts AFTER INSERT ON driver_location REFERENCING NEW TABLE AS written
    FOR EACH STATEMENT EXECUTE FUNCTION count_location_writes()`.execute(h.db);
  await sql`CREATE TRIGGER location_updates AFTER UPDATE ON driver_location REFERENCING NEW TABLE AS written
    FOR EACH STATEMENT EXECUTE FUNCTION count_location_writes()`.execute(h.db);
});
afterAll(() => {
  for (const s of sockets) s.close();
});

async function connect(user: TestUser, session?: string): Promise<Socket> {
  const socket = io(baseUrl + '/', {
    path: SOCKET_PATH,
    auth: { token: await h.tokens.sign(user.userId, 'socket', session) },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

type Ack = { ok: true } | { ok: false; errors: { path: string; msg: string }[] };
const ask = (socket: Socket, event: string, payload: unknown) => socket.timeout(3000).emitWithAck(event, payload) as Promise<Ack>;

/** Positions a socket receives, in order. */
function positions(socket: Socket): DriverPosition[] {
  const got: DriverPosition[] = [];
  socket.on(LOCATION_EVENTS.position, (p: DriverPosition) => got.push(p));
  return got;
}

const until = async (check: () => boolean | Promise<boolean>, ms = 3000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

let seq = 0;
const report = (over: Partial<LocationReport> = {}): LocationReport => ({
  latitude: 34.05 + ++seq / 1000,
  longitude: -118.25,
  timestamp: Date.now(),
  heading: 90,
  bearing: null,
  speed: 4.2,
  ...over,
});

const driverPerms = [{ value: DELIVERY_PERMISSION, type: 'access' as const }];
const operatorPerms = () => [{ value: routePermission(), type: 'access' as const }];
const savedRow = async (driverId: number) =>
  (await sql<{ latitude: number; ms: string }>`SELECT latitude, (extract(epoch FROM reported_at) * 1000)::bigint AS ms FROM driver_location WHERE user_id = ${driverId}`.execute(h.db)).rows[0];

describe('courier location', () => {
  it("sends a driver's report to the watchers of that driver only", async () => {
    const [driver, other, operator1, operator2] = await Promise.all([h.userWith(driverPerms), h.userWith(driverPerms), h.userWith(operatorPerms()), h.userWith(operatorPerms())]);
    const [d, w1, w2] = [await connect(driver), await connect(operator1), await connect(operator2)];
    const got1 = positions(w1);
    const got2 = positions(w2);
    expect(await ask(w1, LOCATION_EVENTS.watch, { driverIds: [driver.userId] })).toEqual({ ok: true });
    expect(await ask(w2, LOCATION_EVENTS.watch, { driverIds: [other.userId] })).toEqual({ ok: true });

    const r = report();
    expect(await ask(d, LOCATION_EVENTS.report, r)).toEqual({ ok: true });
    await until(() => got1.length === 1);
    expect(got1[0]).toEqual({ driverId: driver.userId, ...r });
    await pause(150);
    expect(got2).toEqual([]);

    // unwatched: no more positions
    expect(await ask(w1, LOCATION_EVENTS.unwatch, { driverIds: [driver.userId] })).toEqual({ ok: true });
    await ask(d, LOCATION_EVENTS.report, report());
    await pause(150);
    expect(got1).toHaveLength(1);
  });

  it('drops a report older than the position kept: watchers never see the driver jump back', async () => {
    const [driver, operator] = await Promise.all([h.userWith(driverPerms), h.userWith(operatorPerms())]);
    const [d, w] = [await connect(driver), await connect(operator)];
    const got = positions(w);
    await ask(w, LOCATION_EVENTS.watch, { driverIds: [driver.userId] });
    const older = report({ timestamp: Date.now() - 2000 });
    const newer = report();
    expect(await ask(d, LOCATION_EVENTS.report, newer)).toEqual({ ok: true });
    expect(await ask(d, LOCATION_EVENTS.report, older)).toEqual({ ok: true });
    await pause(150);
    expect(got.map((p) => p.latitude)).toEqual([newer.latitude]);
  });

  it('refuses reports of a user without the Delivery permission', async () => {
    const operator = await h.userWith(operatorPerms());
    const s = await connect(operator);
    expect(await ask(s, LOCATION_EVENTS.report, report())).toEqual({ ok: false, errors: [{ path: '', msg: LOCATION_TEXTS.notDriver }] });
    expect(await savedRow(operator.userId)).toBeUndefined();
  });

  it('refuses watching to a user without access to the delivery routes', async () => {
    const [driver, clerk] = await Promise.all([h.userWith(driverPerms), h.userWith([{ value: 'sale/order', type: 'access' }])]);
    const [d, c] = [await connect(driver), await connect(clerk)];
    const got = positions(c);
    expect(await ask(c, LOCATION_EVENTS.watch, { driverIds: [driver.userId] })).toEqual({ ok: false, errors: [{ path: '', msg: LOCATION_TEXTS.noRouteAccess }] });
    // a driver may not watch others either
    expect((await ask(d, LOCATION_EVENTS.watch, { driverIds: [driver.userId] })).ok).toBe(false);
    await ask(d, LOCATION_EVENTS.report, report());
    await pause(150);
    expect(got).toEqual([]);
  });

  it('refuses a bad report with the path of each fault, and passes nothing on', async () => {
    const [driver, other, operator] = await Promise.all([h.userWith(driverPerms), h.userWith(driverPerms), h.userWith(operatorPerms())]);
    const [d, w] = [await connect(driver), await connect(operator)];
    const got = positions(w);
    await ask(w, LOCATION_EVENTS.watch, { driverIds: [driver.userId, other.userId] });
    const paths = async (payload: unknown) => {
      const ack = await ask(d, LOCATION_EVENTS.report, payload);
      return ack.ok ? [] : ack.errors.map((e) => e.path);
    };
    expect(await paths(report({ latitude: 91 }))).toEqual(['latitude']);
    expect(await paths(report({ longitude: -181, speed: -1 }))).toEqual(['longitude', 'speed']);
    expect(await paths(report({ heading: 400 }))).toEqual(['heading']);
    expect(await paths(report({ timestamp: Date.now() + 3_600_000 }))).toEqual(['timestamp']);
    expect(await paths({ ...report(), driverId: other.userId })).toEqual(['driverId']);
    expect(await paths('here')).toEqual(['']);
    expect((await ask(w, LOCATION_EVENTS.watch, { driverIds: ['x'] })).ok).toBe(false);
    await pause(150);
    expect(got).toEqual([]);
  });

  it('saves the last position within the save interval, in one write for many reports', async () => {
    const [a, b] = await Promise.all([h.userWith(driverPerms), h.userWith(driverPerms)]);
    const [sa, sb] = [await connect(a), await connect(b)];
    let [lastA, lastB] = [report(), report()];
    const t0 = Date.now();
    for (let i = 0; i < 4; i++) {
      await ask(sa, LOCATION_EVENTS.report, (lastA = report()));
      await ask(sb, LOCATION_EVENTS.report, (lastB = report()));
    }
    await until(async () => (await savedRow(a.userId))?.latitude === lastA.latitude && (await savedRow(b.userId))?.latitude === lastB.latitude, LOCATION_SAVE_INTERVAL_MS + 2000);
    expect(Date.now() - t0).toBeLessThan(LOCATION_SAVE_INTERVAL_MS + 1000);
    expect(Number((await savedRow(a.userId)).ms)).toBe(lastA.timestamp);
    // eight reports: one statement per save, not one write per report (two saves if a tick fell between)
    const writes = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM location_writes, unnest(users) AS u WHERE u IN (${a.userId}, ${b.userId}) GROUP BY users`.execute(h.db)).rows;
    expect(writes.length).toBeLessThanOrEqual(2);
    expect(writes.reduce((n, w) => n + w.n, 0)).toBeLessThanOrEqual(4);
  });

  it('sends the last known position at once on watch, also when it is only in the table', async () => {
    const [driver, stored, operator] = await Promise.all([h.userWith(driverPerms), h.userWith(driverPerms), h.userWith(operatorPerms())]);
    const d = await connect(driver);
    const r = report();
    await ask(d, LOCATION_EVENTS.report, r);
    // as after a restart: a position the process never heard, only saved
    await sql`INSERT INTO driver_location (user_id, latitude, longitude, heading, bearing, speed, reported_at)
              VALUES (${stored.userId}, 10.5, 20.25, null, 45, 0, to_timestamp(1700000000))`.execute(h.db);
    const w = await connect(operator);
    const got = positions(w);
    expect(await ask(w, LOCATION_EVENTS.watch, { driverIds: [driver.userId, stored.userId] })).toEqual({ ok: true });
    // before the acknowledgement: at once
    expect(got).toHaveLength(2);
    expect(got).toEqual(
      expect.arrayContaining([
        { driverId: driver.userId, ...r },
        { driverId: stored.userId, latitude: 10.5, longitude: 20.25, timestamp: 1_700_000_000_000, heading: null, bearing: 45, speed: 0 },
      ]),
    );
  });

  it('cuts off a driver who signed out', async () => {
    const driver = await h.userWith(driverPerms);
    const session = newSession();
    const s = await connect(driver, session);
    expect(await ask(s, LOCATION_EVENTS.report, report())).toEqual({ ok: true });
    const access = await h.tokens.sign(driver.userId, 'access', session);
    expect((await h.call('POST', `/api/${ACCOUNT_PATHS.logout}`, { token: access })).status).toBe(204);
    const gone = new Promise((resolve) => s.once('disconnect', resolve));
    s.emit(LOCATION_EVENTS.report, report());
    await gone;
    expect(s.connected).toBe(false);
  });

  it('cuts off a disabled driver at his next report, and a signed-out watcher within a save tick', async () => {
    const [driver, operator] = await Promise.all([h.userWith(driverPerms), h.userWith(operatorPerms())]);
    const session = newSession();
    const [d, w] = [await connect(driver), await connect(operator, session)];
    expect(await ask(w, LOCATION_EVENTS.watch, { driverIds: [driver.userId] })).toEqual({ ok: true });
    const watcherGone = new Promise((resolve) => w.once('disconnect', resolve));
    await h.call('POST', `/api/${ACCOUNT_PATHS.logout}`, { token: await h.tokens.sign(operator.userId, 'access', session) });

    // disabled straight in the database, as another process would: every process hears of it
    await sql`UPDATE app_user SET status = false WHERE id = ${driver.userId}`.execute(h.db);
    await sql`SELECT pg_notify('auth_changed', 'user')`.execute(h.db);
    await pause(200);
    const driverGone = new Promise((resolve) => d.once('disconnect', resolve));
    d.emit(LOCATION_EVENTS.report, report());
    await driverGone;
    await watcherGone;
    expect([d.connected, w.connected]).toEqual([false, false]);
  }, LOCATION_SAVE_INTERVAL_MS + 5000);
});
