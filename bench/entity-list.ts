// `npm run bench -- list --entity customer --rows 1000000`: N generated rows of an entity, then its
// generic list through the full server (token, permission, query check, JSON) next to the very
// same SQL statement straight through pg in the same run (the floor). A large entity is measured
// on its default view and on one filtered view; a small one also on a middle page.
import os from 'node:os';
import { sql } from 'kysely';
import type { EntityDeclaration } from '../contract/entity';
import { columnName, largeEntityIndexes, syncLargeEntity } from '../server/db/entity-sync';
import { EntityRepository, type ListQuery } from '../server/engine/entity.repository';
import { parseListQuery } from '../server/engine/list-query';
import { listOrder } from '../server/engine/list-order';
import { openBenchDb, type BenchDb } from './bench-db';
import { fillEntity } from './entity-rows';
import { loadHttp, loadPg, table, type Figures } from './load';
import { spawnServer } from './spawn-server';

export interface ListBenchOptions {
  rows: number;
  /** a filter for the filtered view, `name=value`; default: a search on the first ILIKE filter */
  filter?: string;
  fresh: boolean;
  connections: number;
  duration: number;
  warmup: number;
}

const rowCount = async (bench: BenchDb, decl: EntityDeclaration) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(decl.table)}`.execute(bench.db)).rows[0].n;

/**
 * Generates the rows in one set-based INSERT. For a large entity its list indexes are dropped
 * during the load and built afterwards (faster than keeping four trigram indexes up to date row by
 * row), and 1 % of the rows are archived so the archived view has rows.
 */
async function generate(bench: BenchDb, decl: EntityDeclaration, rows: number): Promise<void> {
  const started = performance.now();
  if (decl.large) for (const i of largeEntityIndexes(decl)) await sql`DROP INDEX IF EXISTS ${sql.id(i.name)}`.execute(bench.db);
  console.log(`seeding ${rows.toLocaleString('en')} rows of ${decl.name}...`);
  await fillEntity(bench.db, decl, rows);
  if (decl.large) {
    await sql`UPDATE ${sql.table(decl.table)} SET deleted = true WHERE id % 100 = 0`.execute(bench.db);
    console.log('building the list indexes...');
    await syncLargeEntity(bench.db, decl);
  }
  await sql`VACUUM ANALYZE ${sql.table(decl.table)}`.execute(bench.db);
  console.log(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** The filtered view: `name=value`, or a search for part of a middle row's value of the first ILIKE filter. */
async function filteredQuery(bench: BenchDb, decl: EntityDeclaration, rows: number, filter?: string): Promise<Record<string, string> | undefined> {
  if (filter) {
    const [name, ...rest] = filter.split('=');
    return { [name]: rest.join('=') };
  }
  const found = Object.entries(decl.filters).find(([, f]) => f.op === 'ilike');
  if (!found) return undefined;
  const [name, f] = found;
  const column = columnName(f.field ?? name);
  const { rows: mid } = await sql<{ v: string }>`SELECT ${sql.id(column)}::text AS v FROM ${sql.table(decl.table)}
                                                  WHERE id >= ${Math.floor(rows / 2)} AND NOT deleted ORDER BY id LIMIT 1`.execute(bench.db);
  // five characters before the last one: a search matching a handful of rows, as an operator types it
  const v = mid[0]?.v ?? '';
  return { [name]: v.slice(-6, -1) };
}

export async function entityListBench(decl: EntityDeclaration, o: ListBenchOptions): Promise<string> {
  // the database is kept between runs (--fresh starts over); rows are added up to the number asked
  const bench = await openBenchDb(`bench_${decl.table}`, { fresh: o.fresh });
  try {
    const have = await rowCount(bench, decl);
    if (have < o.rows) await generate(bench, decl, o.rows - have);
    return await measure(bench, decl, o);
  } finally {
    await bench.close();
  }
}

async function measure(bench: BenchDb, decl: EntityDeclaration, o: ListBenchOptions): Promise<string> {
  const total = await rowCount(bench, decl);
  const token = await bench.adminToken();
  const auth = { authorization: `Bearer ${token}` };
  const repo = new EntityRepository(bench.db, decl);
  const views: { name: string; page: number; query: Record<string, string> }[] = [{ name: 'default view (page 1 of 20)', page: 1, query: {} }];
  const filtered = await filteredQuery(bench, decl, total, o.filter);
  if (filtered) views.push({ name: `filtered: ${Object.entries(filtered).map(([k, v]) => `${k} ~ '${v}'`).join(', ')} (page 1 of 20)`, page: 1, query: filtered });
  if (!decl.large) views.push({ name: 'middle page of 20', page: Math.max(1, Math.ceil(total / 40)), query: {} });

  const sections: string[] = [];
  const say = (s: string) => {
    console.log(s);
    sections.push(s);
  };
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
  const server = await spawnServer('full', bench.url);
  try {
    say(`${total.toLocaleString('en')} rows of ${decl.name}${decl.large ? ' (declared large)' : ''}; ${os.cpus().length} cores, Node ${process.version}; ${o.connections} connections / concurrent queries, ${o.duration} s per figure after ${o.warmup} s warm-up; load average when starting ${load} (1 / 5 / 15 min).\n`);
    for (const [i, v] of views.entries()) {
      const search = new URLSearchParams(v.query).toString();
      const url = `${server.url}/${decl.service}/${decl.rest}/${v.page}/20${search ? '?' + search : ''}`;
      const body = (await (await fetch(url, { headers: auth })).json()) as { data: unknown[]; count: number };
      const q: ListQuery = parseListQuery(decl, { page: String(v.page), count: '20' }, v.query);
      const compiled = repo.listQuery(q).compile(bench.db);
      const values = compiled.parameters as unknown[];
      const plan = await bench.pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${compiled.sql}`, values);
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      const http = { headers: auth, connections: o.connections, duration: o.duration, warmup: o.warmup };
      const pgOpts = { concurrency: o.connections, duration: o.duration, warmup: o.warmup };
      const rows: Figures[] = [
        await loadHttp('our full server (auth, permission, validation, JSON)', { url, ...http }),
        await loadPg('the same SQL straight through pg, as the server sends it (the floor)', bench.pool, (p) => p.query(compiled.sql, values), pgOpts),
        await loadPg('the same SQL through pg, prepared (context)', bench.pool, (p) => p.query({ name: `list_${i}`, text: compiled.sql, values }), pgOpts),
      ];
      // a bare node:http server sending the same statement: what any HTTP hop costs on this machine
      const bare = await spawnServer('statement', bench.url, { BENCH_SQL: compiled.sql, BENCH_VALUES: JSON.stringify(values) });
      let bareFigures: Figures;
      try {
        bareFigures = await loadHttp('a bare node:http server sending the same SQL (no auth, no checks; context)', { url: bare.url, ...http });
      } finally {
        await bare.stop();
      }
      rows.push(bareFigures);
      if (i === 0 && decl.large) {
        // what the list did before: the page, and an exact count(*) of the view
        const order = listOrder(decl).map((k) => `"${k.column}" ${k.dir}`).join(', ');
        const page = `SELECT * FROM ${decl.table} WHERE NOT deleted ORDER BY ${order} LIMIT 20`;
        const count = `SELECT count(*) FROM ${decl.table} WHERE NOT deleted`;
        rows.push(await loadPg('before: the page and an exact count(*) through pg', bench.pool, (p) => Promise.all([p.query(page), p.query(count)]), pgOpts));
      }
      const ratio = rows[0].rate / rows[1].rate;
      const bareRatio = bareFigures.rate / rows[1].rate;
      say(`### ${v.name}\n\n${body.data.length} rows returned, exact total ${body.count.toLocaleString('en')}\n\n${table(rows)}\n\nfull server / floor: ${ratio.toFixed(2)}x throughput; full server p95 ${rows[0].p95.toFixed(1)} ms; bare node:http server / floor: ${bareRatio.toFixed(2)}x\n`);
    }
  } finally {
    await server.stop();
  }
  return sections.join('\n');
}
