// Issue 15: an order status change reaching 1,000 connected sockets. The back office runs in a
// child process (bench/serve.ts) on the million-order database; this process opens N sockets on the
// order namespace and changes the status of recent orders through the API, one change every
// `--every` ms. Each change's time is taken just before its PUT is sent; each socket notes when its
// UPDATE-SALE-STATUS arrives. Figures: delivery from the PUT to every socket (p50/p95/p99/max), the
// PUT's own time, and events missed. Target (TARGETS.md): p99 under 150 ms.
import os from 'node:os';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { orderPath, ORDER_PATHS } from '../contract/orders/order-paths';
import type { SaleStatusEvent } from '../contract/orders/order-types';
import { NAMESPACES, EVENTS, SOCKET_PATH } from '../contract/realtime';
import { createTokens, loadSecret } from '../server/auth/tokens';
import type { BenchDb } from './bench-db';
import { spawnServer } from './spawn-server';

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function statusFanout(bench: BenchDb, o: { sockets: number; changes: number; every: number }): Promise<string> {
  const { db } = bench;
  const tokens = createTokens(await loadSecret(db));
  const { rows: admin } = await sql<{ id: string }>`SELECT id FROM app_user WHERE username = 'admin'`.execute(db);
  const adminId = Number(admin[0].id);
  const auth = { authorization: `Bearer ${await bench.adminToken()}`, 'content-type': 'application/json' };
  // recent orders, each toggled between new and accepted
  const { rows: orders } = await sql<{ id: string; status: string }>`
    SELECT id, status FROM orders WHERE NOT deleted AND status IN ('new', 'accepted') ORDER BY date_added DESC LIMIT 50`.execute(db);
  const status = new Map(orders.map((r) => [Number(r.id), r.status]));

  const server = await spawnServer('full', bench.url);
  const sockets: Socket[] = [];
  try {
    const connect = async () => {
      const socket = io(server.url + NAMESPACES.order, {
        path: SOCKET_PATH,
        auth: { token: await tokens.sign(adminId, 'socket') },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    };
    const t0 = Date.now();
    for (let i = 0; i < o.sockets; i += 50) await Promise.all(Array.from({ length: Math.min(50, o.sockets - i) }, connect));
    const connectMs = Date.now() - t0;

    // change number -> time its PUT was sent; per socket, the changes it received
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let received = 0;
    for (const socket of sockets) {
      socket.on(EVENTS.saleStatus, (e: SaleStatusEvent) => {
        const at = sentAt.get(`${e.orderId}:${e.status}:${e.previousStatus}`);
        if (at === undefined) return;
        received++;
        latencies.push(performance.now() - at);
      });
    }
    const putTimes: number[] = [];
    let failed = 0;
    const ids = [...status.keys()];
    for (let i = 0; i < o.changes; i++) {
      const id = ids[i % ids.length];
      const previousStatus = status.get(id)!;
      const next = previousStatus === 'new' ? 'accepted' : 'new';
      const key = `${id}:${next}:${previousStatus}`;
      const at = performance.now();
      sentAt.set(key, at);
      const res = await fetch(`${server.url}${orderPath(ORDER_PATHS.status(id))}`, { method: 'PUT', headers: auth, body: JSON.stringify({ status: next, previousStatus }) });
      putTimes.push(performance.now() - at);
      if (res.ok) status.set(id, next);
      else {
        failed++;
        sentAt.delete(key);
      }
      await res.arrayBuffer();
      await sleep(Math.max(0, o.every - (performance.now() - at)));
    }
    await sleep(2000); // the last deliveries
    const expected = (o.changes - failed) * o.sockets;
    const s = [...latencies].sort((a, b) => a - b);
    const p = [...putTimes].sort((a, b) => a - b);
    const f = (v: number) => v.toFixed(1);
    return [
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench -- status-fanout --sockets ${o.sockets} --changes ${o.changes} --every ${o.every}\`: ${o.sockets} sockets on the order namespace (connected in ${connectMs} ms), ${o.changes} status changes through \`PUT ${orderPath(ORDER_PATHS.status(':id'))}\`, one every ${o.every} ms; ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} at the end. The server, the sockets and PostgreSQL share the cores.`,
      '',
      '| figure | value |',
      '| --- | --- |',
      `| events delivered | ${received.toLocaleString('en')} of ${expected.toLocaleString('en')} (${failed} changes refused) |`,
      `| PUT sent to event received, ms (target p99 < 150) | p50 ${f(percentile(s, 50))}, p95 ${f(percentile(s, 95))}, p99 ${f(percentile(s, 99))}, max ${f(s[s.length - 1] ?? NaN)} |`,
      `| the PUT alone (commit, audit, history), ms | p50 ${f(percentile(p, 50))}, p95 ${f(percentile(p, 95))}, p99 ${f(percentile(p, 99))} |`,
    ].join('\n');
  } finally {
    for (const s of sockets) s.close();
    await server.stop();
  }
}
