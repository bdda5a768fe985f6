// Issue 12: courier location at scale. One server on loopback (a child process: this file with
// `serve`), 1,000 driver sockets each reporting every 5 s (spread over the 5 s: 200 reports/s
// offered), 50 operator sockets each watching 20 drivers (all 1,000 watched). Measures the time
// from a driver's emit to a watcher's receive (p50/p95/p99, per minute too), reports acknowledged
// per second, the server's event-loop lag and CPU, and the saves to driver_location.
//
//   flock /tmp/bench.lock npx tsx bench/courier-location.ts [--duration 180] [--drivers 1000]
//       [--operators 50] [--period 5000] [--warmup 10]
//
// Drivers and operators are inserted straight into the bench database (groups holding the Delivery
// permission and access to the delivery routes); their socket tokens are minted in this process
// with the server's own token module and the signing secret read from that database, so no sign-in
// (and its per-address rate limit) is involved.
import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { LOCATION_EVENTS, type DriverPosition, type LocationReport } from '../contract/delivery/location';
import { DELIVERY_PERMISSION } from '../contract/permissions';
import { SOCKET_PATH } from '../contract/realtime';
import { createTokens, loadSecret } from '../server/auth/tokens';
import { routePermission } from '../server/features/delivery/location.service';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '180' },
    warmup: { type: 'string', default: '10' },
    drivers: { type: 'string', default: '1000' },
    operators: { type: 'string', default: '50' },
    period: { type: 'string', default: '5000' },
  },
});

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const stats = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s[s.length - 1] ?? NaN };
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (positionals[0] === 'serve') {
  // the server under load: the real app, plus its event-loop lag and CPU printed every 10 s
  const { buildApp } = await import('../server/app');
  const { createDb } = await import('../server/db/database');
  const { db, pool } = createDb(positionals[1], 8);
  const { app } = await buildApp({ db, pool });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ url: address }));
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  let cpu = process.cpuUsage();
  let at = performance.now();
  setInterval(() => {
    const used = process.cpuUsage(cpu);
    const elapsed = performance.now() - at;
    console.log(
      JSON.stringify({
        lag: { p50: lag.percentile(50) / 1e6, p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 },
        cpu: (used.user + used.system) / 1000 / elapsed,
        rss: process.memoryUsage().rss,
      }),
    );
    lag.reset();
    cpu = process.cpuUsage();
    at = performance.now();
  }, 10_000).unref();
  const stop = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
} else {
  await main();
}

interface ServerSample {
  lag: { p50: number; p99: number; max: number };
  cpu: number;
  rss: number;
  at: number;
}

function spawnLocationServer(databaseUrl: string, samples: ServerSample[]): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), [path.resolve('bench/courier-location.ts'), 'serve', databaseUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const msg = JSON.parse(line);
        if (msg.url) resolve({ url: msg.url, stop });
        else if (msg.lag) samples.push({ ...msg, at: Date.now() });
      } catch {
        // other output of the server
      }
    });
    child.once('exit', (code) => reject(new Error(`location server exited with ${code}`)));
  });
}

async function main() {
  const { openBenchDb } = await import('./bench-db');
  const drivers = Number(values.drivers);
  const operators = Number(values.operators);
  const period = Number(values.period);
  const duration = Number(values.duration) * 1000;
  const warmup = Number(values.warmup) * 1000;
  const perOperator = Math.ceil(drivers / operators);

  console.log(`courier location bench: ${drivers} drivers every ${period} ms, ${operators} operators watching ${perOperator} each, ${duration / 1000} s (+${warmup / 1000} s warm-up)`);
  const bench = await openBenchDb('bench_courier', { fresh: true });
  const { db } = bench;
  const group = async (name: string, permissions: unknown) =>
    (await sql<{ id: number }>`INSERT INTO user_group (name, permissions) VALUES (${name}, ${JSON.stringify(permissions)}::jsonb) RETURNING id`.execute(db)).rows[0].id;
  const users = async (prefix: string, groupId: number, n: number) =>
    (
      await sql<{ id: number }>`
        INSERT INTO app_user (username, firstname, lastname, email, phone, password, status, user_group_id, sort_order, salary, working_hours)
        SELECT ${prefix} || i, 'Bench', 'User ' || i, ${prefix} || i || '@example.com', '555', a.password, true, ${groupId}, 0, a.salary, a.working_hours
        FROM generate_series(1, ${n}::int) AS i, (SELECT * FROM app_user WHERE username = 'admin') AS a
        RETURNING id`.execute(db)
    ).rows.map((r) => Number(r.id));
  const driverIds = await users('bench_driver_', await group('bench drivers', [{ value: DELIVERY_PERMISSION, type: 'access' }]), drivers);
  const operatorIds = await users('bench_operator_', await group('bench operators', [{ value: routePermission(), type: 'access' }]), operators);
  const tokens = createTokens(await loadSecret(db));

  const samples: ServerSample[] = [];
  const server = await spawnLocationServer(bench.url, samples);
  const clientLag = monitorEventLoopDelay({ resolution: 10 });
  clientLag.enable();

  const open: Socket[] = [];
  const connect = async (userId: number) => {
    const socket = io(server.url + '/', {
      path: SOCKET_PATH,
      auth: { token: await tokens.sign(userId, 'socket') },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    open.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const connectAll = async (ids: number[]) => {
    const out: Socket[] = [];
    for (let i = 0; i < ids.length; i += 50) out.push(...(await Promise.all(ids.slice(i, i + 50).map(connect))));
    return out;
  };

  const t0 = Date.now();
  const watchers = await connectAll(operatorIds);
  const driverSockets = await connectAll(driverIds);
  console.log(`connected ${watchers.length + driverSockets.length} sockets in ${Date.now() - t0} ms`);

  // latencies: [receive time, ms from emit to receive]
  let measuring = false;
  let measureStart = 0;
  const received: [number, number][] = [];
  let unexpected = 0;
  await Promise.all(
    watchers.map(async (socket, i) => {
      const mine = new Set(driverIds.slice(i * perOperator, (i + 1) * perOperator));
      socket.on(LOCATION_EVENTS.position, (p: DriverPosition) => {
        const now = Date.now();
        if (!mine.has(p.driverId)) unexpected++;
        if (measuring && p.timestamp >= measureStart) received.push([now, now - p.timestamp]);
      });
      const ack = await socket.timeout(10_000).emitWithAck(LOCATION_EVENTS.watch, { driverIds: [...mine] });
      if (!ack?.ok) throw new Error(`watch refused: ${JSON.stringify(ack)}`);
    }),
  );

  let sent = 0;
  let accepted = 0;
  let refused = 0;
  let lost = 0;
  const ackTimes: number[] = [];
  const timers: NodeJS.Timeout[] = [];
  const walk = driverSockets.map((_, i) => ({ lat: 34 + (i % 100) / 100, lng: -118.5 + Math.floor(i / 100) / 100 }));
  driverSockets.forEach((socket, i) => {
    const report = () => {
      const w = walk[i];
      w.lat += 0.0001;
      const r: LocationReport = { latitude: w.lat, longitude: w.lng, timestamp: Date.now(), heading: 0, bearing: 0, speed: 8 };
      const counted = measuring;
      if (counted) sent++;
      const at = performance.now();
      socket.timeout(10_000).emit(LOCATION_EVENTS.report, r, (err: Error | null, ack?: { ok: boolean }) => {
        if (!counted) return;
        if (err) lost++;
        else if (ack?.ok) {
          accepted++;
          ackTimes.push(performance.now() - at);
        } else refused++;
      });
    };
    // spread over the period: one driver every period/drivers ms
    timers.push(
      setTimeout(() => {
        report();
        timers.push(setInterval(report, period));
      }, (i * period) / drivers),
    );
  });

  await sleep(warmup);
  measuring = true;
  measureStart = Date.now();
  clientLag.reset();
  const { rows: before } = await sql<{ n: string }>`SELECT coalesce(sum(n_tup_ins + n_tup_upd), 0) AS n FROM pg_stat_user_tables WHERE relname = 'driver_location'`.execute(db);
  await sleep(duration);
  measuring = false;
  const measured = (Date.now() - measureStart) / 1000;
  for (const t of timers) clearTimeout(t);
  await sleep(2000); // the last acknowledgements and positions
  await sql`SELECT pg_stat_force_next_flush()`.execute(db).catch(() => {});
  await sleep(1000);
  const { rows: after } = await sql<{ n: string }>`SELECT coalesce(sum(n_tup_ins + n_tup_upd), 0) AS n FROM pg_stat_user_tables WHERE relname = 'driver_location'`.execute(db);
  const { rows: saved } = await sql<{ n: number; fresh: number }>`
    SELECT count(*)::int AS n, count(*) FILTER (WHERE saved_at > now() - interval '15 seconds')::int AS fresh FROM driver_location`.execute(db);

  const all = stats(received.map(([, ms]) => ms));
  const minutes: string[] = [];
  for (let m = 0; m < Math.floor(measured / 60); m++) {
    const s = stats(received.filter(([at]) => at >= measureStart + m * 60_000 && at < measureStart + (m + 1) * 60_000).map(([, ms]) => ms));
    if (s.n) minutes.push(`| minute ${m + 1} | ${s.n} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`);
  }
  const during = samples.filter((s) => s.at > measureStart + 10_000);
  const lagP99 = stats(during.map((s) => s.lag.p99));
  const lagMax = Math.max(...during.map((s) => s.lag.max));
  const cpu = stats(during.map((s) => s.cpu * 100));
  const acks = stats(ackTimes);
  const writes = Number(after[0].n) - Number(before[0].n);

  const lines = [
    `measured ${new Date(measureStart).toISOString().slice(0, 16).replace('T', ' ')} UTC, ${measured.toFixed(0)} s after ${warmup / 1000} s of warm-up; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} at the end`,
    '',
    '| figure | value |',
    '| --- | --- |',
    `| reports offered | ${(sent / measured).toFixed(1)} /s (${sent}) |`,
    `| reports acknowledged ok | ${(accepted / measured).toFixed(1)} /s (${accepted}; refused ${refused}, no ack within 10 s ${lost}) |`,
    `| report acknowledgement, ms | p50 ${acks.p50.toFixed(1)}, p95 ${acks.p95.toFixed(1)}, p99 ${acks.p99.toFixed(1)} |`,
    `| positions received by watchers | ${(all.n / measured).toFixed(1)} /s (${all.n}; to a watcher of another driver: ${unexpected}) |`,
    `| emit to receive, ms (target p99 < 500) | p50 ${all.p50}, p95 ${all.p95}, p99 ${all.p99}, max ${all.max} |`,
    `| server event-loop lag, ms (per 10 s window) | p99 of windows: median ${lagP99.p50.toFixed(1)}, worst ${lagP99.max.toFixed(1)}; max ${lagMax.toFixed(1)} |`,
    `| server CPU, % of one core | median ${cpu.p50.toFixed(0)}, max ${cpu.max.toFixed(0)} |`,
    `| load generator event-loop lag, ms | p99 ${(clientLag.percentile(99) / 1e6).toFixed(1)}, max ${(clientLag.max / 1e6).toFixed(1)} |`,
    `| rows written to driver_location | ${writes} in ${measured.toFixed(0)} s (${(writes / measured).toFixed(0)} /s against ${(accepted / measured).toFixed(0)} reports/s); ${saved[0].n} drivers saved, ${saved[0].fresh} within the last 15 s |`,
    '',
    '| window | positions | p50 ms | p95 ms | p99 ms | max ms |',
    '| --- | --- | --- | --- | --- | --- |',
    ...minutes,
  ];
  console.log(lines.join('\n'));

  for (const s of open) s.close();
  await server.stop();
  await bench.close();
  process.exit(0);
}
