// npm run bench -- <command> [options]; run by hand, never by npm test. Data under DATA_DIR
// (default data/bench), apart from the server's and the tests'.
//
//   list --entity customer --rows 1000000 [--filter telephone=12345] [--fresh] [--write]
//        N rows of an entity (kept between runs), its list's default and a filtered view through
//        the full server next to the same SQL straight through pg
//   orders:generate [--orders 1000000] [--fresh]
//        fills the orders database (1M orders over 2 years by default)
//   serve [--port 8081]
//        the back office (SPA + API) on the 1M-order database, to measure the screens at scale
//   orders [--duration 10] [--connections 8] [--write]
//        measures issue 3's views and issue 9's export through the full server next to the same
//        SQL straight through pg, and TARGETS.md's reference layers; --write puts the figures into
//        bench/README.md
//   commit-cost [--duration 10] [--warmup 3] [--write]
//        creates per second through the real server, synchronous_commit on and off, same run
//   reliability [--trials 50] [--write]
//        crash trials: SIGKILL of PostgreSQL then of the server under writes; every acknowledged write kept?
//   browser [--runs 5] [--url http://127.0.0.1:8081] [--label before|after] [--write]
//        the orders list in Chromium against `serve`: login form, click and cold load to the first
//        row, render task, bytes, nodes per row, heap, Excel export; --write needs --label
//   dashboard [--duration 5] [--warmup 2] [--connections 4] [--write]
//        every dashboard section's call through the full server at 1M orders (orders:generate
//        first) and the communications data it adds once, next to the naive SQL, same run
//   status-fanout [--sockets 1000] [--changes 200] [--every 250] [--write]
//        order status changes through the API reaching N sockets on the order namespace
//   load [--sessions 200] [--minutes 10] [--think 1000] [--write]
//        two server processes, N staff sessions mixing list, search, open, save and status changes
//   import [--rows 10000] [--runs 3] [--write]
//        a file of N products imported through the full server, CSV and XLSX, next to the same
//        rows inserted straight through pg in one transaction (the floor); p50 of the runs
//   search [--orders 1000000] [--customers 1000000] [--fresh] [--write]
//        the search box's call at 1M orders and 1M customers (generated once into bench_search),
//        through the full server next to the same SQL straight through pg, as staff and as a tenant
//   hostile [--scale 1] [--duration 30] [--idle 10] [--write]
//        the worst import files, picture uploads and exports sent to the real server over and over
//        while /healthz and another user's lists are probed, next to the idle probes, and the targets
import fs from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { entityByName } from '../contract/entities';
import { EXPORT_MAX_ROWS } from '../contract/orders/order-export';
import { orderFilterQuery } from '../contract/orders/order-filter';
import { ORDER_PATHS, orderPath } from '../contract/orders/order-paths';
import { OrdersRepository } from '../server/features/orders/orders.repository';
import path from 'node:path';
import { buildApp } from '../server/app';
import { BENCH_ADMIN_PASSWORD, openBenchDb } from './bench-db';
import { entityListBench } from './entity-list';
import { loadHttp, loadPg, table, type Figures } from './load';
import { generateBenchOrders, orderCount } from './orders-data';
import { exportScenario, referenceQuery, scenarios } from './orders-queries';
import { spawnServer } from './spawn-server';
import { commitCost, reliability, writeFigures } from './durability';
import { browserBench } from './browser';
import { importBench } from './import';
import { hostileBench } from './hostile';
import { dashboardBench, generateDashboardData } from './dashboard';
import { statusFanout } from './status-fanout';
import { loadTest } from './load-test';
import { searchBench } from './search';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    entity: { type: 'string', default: 'language' },
    filter: { type: 'string' },
    rows: { type: 'string', default: '10000' },
    orders: { type: 'string', default: '1000000' },
    customers: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '8' },
    fresh: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
    port: { type: 'string', default: '8081' },
    trials: { type: 'string', default: '50' },
    runs: { type: 'string', default: '5' },
    url: { type: 'string', default: 'http://127.0.0.1:8081' },
    label: { type: 'string' },
    sockets: { type: 'string', default: '1000' },
    changes: { type: 'string', default: '200' },
    every: { type: 'string', default: '250' },
    sessions: { type: 'string', default: '200' },
    minutes: { type: 'string', default: '10' },
    think: { type: 'string', default: '1000' },
    scale: { type: 'string', default: '1' },
    idle: { type: 'string', default: '10' },
  },
});
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);

async function listBench() {
  const decl = entityByName(values.entity!);
  if (!decl) throw new Error(`unknown entity ${values.entity}`);
  const text = await entityListBench(decl, { rows: Number(values.rows), filter: values.filter, fresh: values.fresh!, connections, duration, warmup });
  if (values.write) await writeFigures(`list-${decl.name}`, `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench -- list --entity ${decl.name} --rows ${values.rows}\`.\n\n${text}`);
}

async function ordersGenerate() {
  const bench = await openBenchDb('bench_orders', { fresh: values.fresh });
  try {
    const have = await orderCount(bench.db);
    const want = Number(values.orders);
    if (have >= want) console.log(`${have.toLocaleString('en')} orders already there (use --fresh to start over)`);
    else await generateBenchOrders(bench.db, want - have);
  } finally {
    await bench.close();
  }
}

async function ordersBench() {
  const bench = await openBenchDb('bench_orders');
  const total = await orderCount(bench.db);
  if (total < 100_000) {
    await bench.close();
    throw new Error(`only ${total} orders: run "npm run bench -- orders:generate" first`);
  }
  const token = await bench.adminToken();
  const auth = { authorization: `Bearer ${token}` };
  const { rows } = await sql<{ t: string }>`SELECT left(telephone_digits, 7) AS t FROM orders WHERE id = 500000`.execute(bench.db);
  const views = scenarios(rows[0]?.t ?? '203');
  const repo = new OrdersRepository(bench.db);
  const sections: string[] = [];
  const say = (s: string) => {
    console.log(s);
    sections.push(s);
  };
  const opts = { connections, duration, warmup };
  const pgOpts = { concurrency: connections, duration, warmup };
  // Both servers run for the whole measurement; each view's figures are taken back to back.
  const full = await spawnServer('full', bench.url);
  const minimal = await spawnServer('minimal', bench.url);
  try {
    say(`${total.toLocaleString('en')} orders; ${os.cpus().length} cores, Node ${process.version}; ${connections} connections / concurrent queries, ${duration} s per figure after ${warmup} s warm-up; load average when starting ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min).\n`);
    for (const [i, v] of views.entries()) {
      const url = `${full.url}${orderPath(ORDER_PATHS.list(v.page, v.count))}?${orderFilterQuery(v.filter)}`;
      const check = await fetch(url, { headers: auth });
      const body = (await check.json()) as { data: unknown[]; count: number };
      const compiled = repo.listQuery(v.filter, v.page, v.count).compile(bench.db);
      const rows: Figures[] = [
        await loadHttp('our full server (auth, permission, validation, JSON)', { url, headers: auth, ...opts }),
        await loadPg('the same SQL straight through pg, prepared (the floor)', bench.pool, (p) => p.query({ name: `floor_${i}`, text: compiled.sql, values: compiled.parameters as unknown[] }), pgOpts),
      ];
      const reference = i === 0 ? 'Q2' : i === 1 ? 'Q' : undefined;
      if (reference) {
        const ref = referenceQuery(reference);
        rows.push(
          await loadPg(`${reference} of TARGETS.md: its SQL alone through pg (page + count(*))`, bench.pool, (p) => Promise.all([p.query(ref.page.text), p.query(ref.count.text)]), pgOpts),
          await loadHttp(`${reference} of TARGETS.md: minimal node:http + pg server`, { url: `${minimal.url}/?q=${reference}`, ...opts }),
        );
      }
      say(`### ${v.name}\n\n${body.data.length} rows returned, exact total ${body.count.toLocaleString('en')}\n\n${table(rows)}\n`);
      if (reference) say(`our throughput / the minimal server's: ${(rows[0].rate / rows[3].rate).toFixed(2)}x\n`);
    }
    say(await exportFigures(full.url, auth, repo, bench));
  } finally {
    await full.stop();
    await minimal.stop();
    await bench.close();
  }
  if (values.write) {
    const file = 'bench/README.md';
    const text = await fs.readFile(file, 'utf8');
    const begin = '<!-- figures:begin -->';
    const end = '<!-- figures:end -->';
    const stamp = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench -- orders --write\`.\n\n`;
    const next = text.replace(new RegExp(`${begin}[\\s\\S]*${end}`), `${begin}\n${stamp}${sections.join('\n')}\n${end}`);
    await fs.writeFile(file, next);
    console.log(`figures written to ${file}`);
  }
}

/**
 * Issue 9's export: its endpoint through the full server, alone and under the views' load, next
 * to its statement straight through pg (the floor) and to the list call the export used before.
 */
async function exportFigures(server: string, auth: Record<string, string>, repo: OrdersRepository, bench: Awaited<ReturnType<typeof openBenchDb>>): Promise<string> {
  const { name, filter, before } = exportScenario;
  const query = orderFilterQuery(filter);
  const url = `${server}${orderPath(ORDER_PATHS.export)}?${query}`;
  const answer = await fetch(url, { headers: auth });
  const text = await answer.text();
  const rowCount = (JSON.parse(text) as { data: unknown[] }).data.length;
  const compiled = repo.exportQuery(filter, EXPORT_MAX_ROWS).compile(bench.db);
  const opts = { duration, warmup, headers: auth };
  const rows: Figures[] = [
    await loadHttp(`our full server: GET ${ORDER_PATHS.export}, one export at a time`, { url, connections: 1, ...opts }),
    await loadPg('its SQL straight through pg, prepared, one at a time (the floor)', bench.pool, (p) => p.query({ name: 'floor_export_1', text: compiled.sql, values: compiled.parameters as unknown[] }), { concurrency: 1, duration, warmup }),
    await loadHttp(`our full server: GET ${ORDER_PATHS.export}, ${connections} connections`, { url, connections, ...opts }),
    await loadPg(`its SQL straight through pg, prepared, ${connections} concurrent (the floor)`, bench.pool, (p) => p.query({ name: 'floor_export_n', text: compiled.sql, values: compiled.parameters as unknown[] }), { concurrency: connections, duration, warmup }),
    await loadHttp(`before: the list call's page 1 of ${before.count} full orders, ${connections} connections`, { url: `${server}${orderPath(ORDER_PATHS.list(before.page, before.count))}?${query}`, connections, ...opts }),
  ];
  return `### ${name}\n\n${rowCount} rows returned, ${Buffer.byteLength(text).toLocaleString('en')} bytes of JSON (uncompressed)\n\n${table(rows)}\n`;
}

async function serve() {
  const bench = await openBenchDb('bench_orders');
  const { app } = await buildApp({ db: bench.db, pool: bench.pool, spaDir: path.resolve('dist') });
  const url = await app.listen({ port: Number(values.port), host: '127.0.0.1' });
  console.log(`back office on ${(await orderCount(bench.db)).toLocaleString('en')} orders: ${url}/ (admin / ${BENCH_ADMIN_PASSWORD})`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await app.close();
  await bench.close();
}

async function commitCostBench() {
  const text = await commitCost({ duration, warmup, writers: [1, 16] });
  console.log(`\n${text}`);
  if (values.write) await writeFigures('commit-cost', text);
}

async function reliabilityBench() {
  const text = await reliability({ trials: Number(values.trials) });
  console.log(`\n${text}`);
  if (values.write) await writeFigures('reliability', text);
}

async function browser() {
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${values.runs}: a whole number of runs, 1 or more`);
  const label = values.label;
  if (label !== undefined && label !== 'before' && label !== 'after') throw new Error(`--label ${label}: before or after`);
  if (values.write && !label) throw new Error('--write needs --label before|after (the section of bench/README.md to write)');
  const command = `npm run bench -- browser --runs ${runs}${label ? ` --label ${label}` : ''}`;
  const text = await browserBench({ url: values.url!.replace(/\/+$/, ''), runs }, command);
  console.log(`\n${text}`);
  if (values.write) await writeFigures(`browser-${label}`, text);
}

async function importCommand() {
  const runs = values.runs === '5' ? 3 : Number(values.runs); // 3 runs unless told
  const text = await importBench({ rows: Number(values.rows), runs });
  console.log(`\n${text}`);
  if (values.write) await writeFigures('import', `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench -- import --rows ${values.rows} --runs ${runs}\`.\n\n${text}`);
}

async function dashboardCommand() {
  const bench = await openBenchDb('bench_orders');
  try {
    const total = await orderCount(bench.db);
    if (total < 100_000) throw new Error(`only ${total} orders: run "npm run bench -- orders:generate" first`);
    await generateDashboardData(bench.db);
    const text = await dashboardBench(bench, { connections, duration, warmup });
    console.log(`\n${text}`);
    if (values.write) await writeFigures('dashboard', `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench -- dashboard --duration ${duration} --warmup ${warmup} --connections ${connections}\`.\n\n${text}`);
  } finally {
    await bench.close();
  }
}

async function statusFanoutCommand() {
  const bench = await openBenchDb('bench_orders');
  try {
    const text = await statusFanout(bench, { sockets: Number(values.sockets), changes: Number(values.changes), every: Number(values.every) });
    console.log(`\n${text}`);
    if (values.write) await writeFigures('status-fanout', text);
  } finally {
    await bench.close();
  }
}

async function loadCommand() {
  const bench = await openBenchDb('bench_orders');
  try {
    const text = await loadTest(bench, { sessions: Number(values.sessions), minutes: Number(values.minutes), thinkMs: Number(values.think) });
    console.log(`\n${text}`);
    if (values.write) await writeFigures('load-test', text);
  } finally {
    await bench.close();
  }
}

async function hostileCommand() {
  const durationS = values.duration === '10' ? 30 : duration; // 30 s unless told
  const o = { scale: Number(values.scale), durationS, idleS: Number(values.idle) };
  if (!(o.scale > 0 && o.scale <= 1)) throw new Error(`--scale ${values.scale}: above 0, at most 1`);
  const command = `npm run bench -- hostile${o.scale !== 1 ? ` --scale ${o.scale}` : ''} --duration ${durationS} --idle ${o.idleS}`;
  const text = await hostileBench(o, command);
  console.log(`\n${text}`);
  if (values.write) await writeFigures('hostile', text);
}

async function searchCommand() {
  const o = { orders: Number(values.orders), customers: Number(values.customers), fresh: values.fresh!, connections, duration, warmup };
  const text = await searchBench(o);
  console.log(`\n${text}`);
  const command = `npm run bench -- search${o.orders !== 1_000_000 ? ` --orders ${o.orders}` : ''}${o.customers !== 1_000_000 ? ` --customers ${o.customers}` : ''}`;
  if (values.write) await writeFigures('search', `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${command}\`.\n\n${text}`);
}

const commands: Record<string, () => Promise<void>> = {
  list: listBench,
  'orders:generate': ordersGenerate,
  orders: ordersBench,
  serve,
  'commit-cost': commitCostBench,
  reliability: reliabilityBench,
  browser,
  import: importCommand,
  dashboard: dashboardCommand,
  'status-fanout': statusFanoutCommand,
  load: loadCommand,
  hostile: hostileCommand,
  search: searchCommand,
};
const command = commands[positionals[0] ?? ''];
if (!command) {
  console.error(`usage: npm run bench -- ${Object.keys(commands).join('|')} [options] (see bench/README.md)`);
  process.exit(2);
}
command().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
