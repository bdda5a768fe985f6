// Issue 15: a load test of the whole on loopback. Two back-office processes (bench/serve.ts) on one
// PostgreSQL with the million orders; N staff sessions, each a user of its own with a token of its
// own, each looping over what staff do, with a think time between steps: the orders list, a search
// by telephone, opening an order, saving a customer, changing an order's status (each session has
// orders of its own, so two sessions never race on one). Sessions alternate between the two
// processes. Figures per kind of call (p50/p95/p99, per second, errors), and each process's
// resident memory per minute, to see it stays flat.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { sql } from 'kysely';
import { orderFilterQuery } from '../contract/orders/order-filter';
import { orderPath, ORDER_PATHS } from '../contract/orders/order-paths';
import { customer } from '../contract/entities/customer';
import { PERMISSION_TYPES } from '../contract/permissions';
import { createTokens, loadSecret } from '../server/auth/tokens';
import type { BenchDb } from './bench-db';
import { spawnServer } from './spawn-server';

const KINDS = ['list', 'search', 'open', 'save', 'status'] as const;
type Kind = (typeof KINDS)[number];
/** How often each kind comes up in a session's loop. */
const WEIGHTS: Record<Kind, number> = { list: 35, search: 20, open: 25, save: 10, status: 10 };

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process and its children (tsx runs the server in a child), in MB. */
function rssMb(pid: number): number {
  try {
    const out = execFileSync('ps', ['-o', 'rss=', '--ppid', String(pid), '-p', String(pid)], { encoding: 'utf8' });
    return out.split('\n').filter(Boolean).reduce((s, l) => s + Number(l.trim()), 0) / 1024;
  } catch {
    return NaN;
  }
}

export async function loadTest(bench: BenchDb, o: { sessions: number; minutes: number; thinkMs: number }): Promise<string> {
  const { db } = bench;
  // the staff: one group with the order and customer rights, one user per session
  const rights = ['sale/order', customer.permission].flatMap((value) => PERMISSION_TYPES.map((type) => ({ value, type })));
  const { rows: group } = await sql<{ id: string }>`
    INSERT INTO user_group (name, permissions) VALUES ('bench load staff', ${JSON.stringify(rights)}::jsonb)
    ON CONFLICT DO NOTHING RETURNING id`.execute(db).catch(async () => sql<{ id: string }>`SELECT id FROM user_group WHERE name = 'bench load staff'`.execute(db));
  const groupId = Number(group[0]?.id ?? (await sql<{ id: string }>`SELECT id FROM user_group WHERE name = 'bench load staff'`.execute(db)).rows[0].id);
  await sql`
    INSERT INTO app_user (username, firstname, lastname, email, phone, password, status, user_group_id, sort_order, salary, working_hours)
    SELECT 'bench_staff_' || i, 'Bench', 'Staff ' || i, 'bench_staff_' || i || '@example.com', '555', a.password, true, ${groupId}, 0, a.salary, a.working_hours
    FROM generate_series(1, ${o.sessions}::int) AS i, (SELECT * FROM app_user WHERE username = 'admin') AS a
    WHERE NOT EXISTS (SELECT 1 FROM app_user WHERE username = 'bench_staff_' || i)`.execute(db);
  const { rows: users } = await sql<{ id: string }>`SELECT id FROM app_user WHERE username LIKE 'bench_staff_%' ORDER BY id LIMIT ${o.sessions}`.execute(db);
  const tokens = createTokens(await loadSecret(db));
  const { rows: recent } = await sql<{ id: string; status: string; telephone: string }>`
    SELECT id, status, left(telephone_digits, 6) AS telephone FROM orders WHERE NOT deleted AND status IN ('new', 'accepted')
    ORDER BY date_added DESC LIMIT ${o.sessions * 4}`.execute(db);
  const { rows: customers } = await sql<{ id: string }>`SELECT id FROM customer WHERE NOT deleted ORDER BY id LIMIT ${o.sessions * 4}`.execute(db);

  const servers = [await spawnServer('full', bench.url), await spawnServer('full', bench.url)];
  const latencies: Record<Kind, number[]> = { list: [], search: [], open: [], save: [], status: [] };
  const errors: Record<Kind, number> = { list: 0, search: 0, open: 0, save: 0, status: 0 };
  const statuses: Record<string, number> = {};
  const memory: number[][] = servers.map(() => []);
  const end = Date.now() + o.minutes * 60_000;
  const sampler = setInterval(() => servers.forEach((s, i) => memory[i].push(rssMb(s.pid))), 10_000);
  const pick = (): Kind => {
    let r = Math.random() * 100;
    for (const k of KINDS) if ((r -= WEIGHTS[k]) < 0) return k;
    return 'list';
  };
  try {
    await Promise.all(
      users.map(async (u, i) => {
        const base = servers[i % servers.length].url;
        const headers = { authorization: `Bearer ${await tokens.sign(Number(u.id), 'access')}`, 'content-type': 'application/json' };
        const mine = recent.filter((_, k) => k % o.sessions === i).map((r) => ({ id: Number(r.id), status: r.status, telephone: r.telephone }));
        const myCustomers = customers.filter((_, k) => k % o.sessions === i).map((c) => Number(c.id));
        await sleep(Math.random() * o.thinkMs);
        let step = 0;
        while (Date.now() < end) {
          const kind = pick();
          const order = mine[step % Math.max(mine.length, 1)];
          const customerId = myCustomers[step % Math.max(myCustomers.length, 1)];
          step++;
          let url: string;
          let init: RequestInit = { headers };
          if (kind === 'list') url = `${base}${orderPath(ORDER_PATHS.list(1, 20))}`;
          else if (kind === 'search') url = `${base}${orderPath(ORDER_PATHS.list(1, 20))}?${orderFilterQuery({ telephone: order?.telephone ?? '555' })}`;
          else if (kind === 'open') url = `${base}${orderPath(ORDER_PATHS.one(order?.id ?? 1))}`;
          else if (kind === 'save') {
            url = `${base}/${customer.service}/${customer.rest}/${customerId}`;
            init = { method: 'PUT', headers, body: JSON.stringify({ firstname: 'Bench', lastname: `Staff ${i}`, telephone: `+1303555${String(step % 10000).padStart(4, '0')}` }) };
          } else {
            if (!order) continue;
            const next = order.status === 'new' ? 'accepted' : 'new';
            url = `${base}${orderPath(ORDER_PATHS.status(order.id))}`;
            init = { method: 'PUT', headers, body: JSON.stringify({ status: next, previousStatus: order.status }) };
          }
          const t = performance.now();
          try {
            const res = await fetch(url, init);
            await res.arrayBuffer();
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            if (res.ok) {
              latencies[kind].push(performance.now() - t);
              if (kind === 'status' && order) order.status = order.status === 'new' ? 'accepted' : 'new';
            } else errors[kind]++;
          } catch {
            errors[kind]++;
          }
          await sleep(o.thinkMs * (0.5 + Math.random()));
        }
      }),
    );
  } finally {
    clearInterval(sampler);
    for (const s of servers) await s.stop();
  }
  const seconds = o.minutes * 60;
  const rows = KINDS.map((k) => {
    const s = [...latencies[k]].sort((a, b) => a - b);
    const f = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(1) : v.toFixed(0));
    return `| ${k} | ${f(percentile(s, 50))} | ${f(percentile(s, 95))} | ${f(percentile(s, 99))} | ${(s.length / seconds).toFixed(1)} | ${errors[k]} |`;
  });
  const all = KINDS.reduce((n, k) => n + latencies[k].length, 0);
  const perMinute = (samples: number[]) => {
    const m: string[] = [];
    for (let i = 0; i < samples.length; i += 6) m.push(Math.round(samples.slice(i, i + 6).reduce((a, b) => a + b, 0) / Math.min(6, samples.length - i)).toString());
    return m.join(', ');
  };
  return [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench -- load --sessions ${o.sessions} --minutes ${o.minutes} --think ${o.thinkMs}\`: two server processes on one PostgreSQL, ${o.sessions} sessions (each its own user), a think time of ${o.thinkMs} ms on average between steps; ${os.cpus().length} cores shared by the servers, PostgreSQL and the sessions, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} at the end.`,
    '',
    `${all.toLocaleString('en')} calls answered in ${seconds} s (${(all / seconds).toFixed(0)} per second); HTTP statuses: ${Object.entries(statuses).map(([k, v]) => `${k} x ${v.toLocaleString('en')}`).join(', ')}.`,
    '',
    '| call kind | p50 ms | p95 ms | p99 ms | per second | errors |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Resident memory per minute, MB: process 1: ${perMinute(memory[0])}; process 2: ${perMinute(memory[1])}.`,
  ].join('\n');
}
