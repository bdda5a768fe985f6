// `npm run bench -- search`: the search box's call (GET /api/search, docs/search.md) on 1,000,000
// orders and 1,000,000 customers, through the full server next to the very same statement straight
// through pg in the same run (the floor), for staff of the platform and for a business's user, whose
// statements run under row-level security (docs/tenancy.md).
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { SEARCH_ENTITIES, SEARCH_LIMITS, SEARCH_PATH, SEARCH_SERVICE, searchTerms } from '../contract/search';
import { TENANT_ROLES, TENANT_SETTINGS } from '../server/db/tenancy';
import type { Tenant } from '../server/db/tenant-context';
import { narrowedCandidates, searchQuery, tenantSteps, visibleOwnersQuery, type Candidates } from '../server/features/search/search.repository';
import { openBenchDb, type BenchDb } from './bench-db';
import { loadHttp, loadPg, table, type Figures } from './load';
import { generateBenchOrders, orderCount } from './orders-data';
import { spawnServer } from './spawn-server';

export interface SearchBenchOptions {
  orders: number;
  customers: number;
  fresh: boolean;
  connections: number;
  duration: number;
  warmup: number;
}

/**
 * Four-character queries an operator types: part of a last name (a tenth of the customers hold it:
 * every group reads its cap of matches), a number (an order's, and a part of names, emails and
 * products), and the start of a telephone number (customers and their orders).
 */
export const SEARCH_QUERIES = ['Park', '4821', '2125'];

/** The user of a business the tenant's figures are taken as: in the admin group, so every group is searched. */
const TENANT_USER = 'search-tenant';

const customerCount = async (bench: BenchDb) => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM customer`.execute(bench.db)).rows[0].n;

async function ensureData(bench: BenchDb, o: SearchBenchOptions): Promise<void> {
  const [orders, customers] = [await orderCount(bench.db), await customerCount(bench)];
  if (orders >= o.orders && customers >= o.customers) return;
  // the demo data of a first start holds a few hundred of each; anything more is a bench's
  if (orders > 1000) throw new Error(`${orders.toLocaleString('en')} orders and ${customers.toLocaleString('en')} customers: partly generated, run again with --fresh`);
  await generateBenchOrders(bench.db, o.orders, console.log, { customers: o.customers });
}

/** A user of the first bench business (the admin group's permissions), made once. */
async function tenantUser(bench: BenchDb): Promise<{ userId: number; businessId: number }> {
  await sql`
    INSERT INTO app_user (username, firstname, lastname, email, phone, password, status, user_group_id, sort_order, salary, working_hours, business_id)
    SELECT ${TENANT_USER}, 'Search', 'Tenant', 'search-tenant@bench.example.com', '(555) 010-0000', a.password, true, a.user_group_id, 0,
           a.salary, a.working_hours, (SELECT b.id FROM business b JOIN store s ON s.business_id = b.id GROUP BY b.id ORDER BY count(*) DESC, b.id LIMIT 1)
    FROM app_user a WHERE a.username = 'admin'
    ON CONFLICT DO NOTHING`.execute(bench.db);
  const found = await sql<{ userId: number; businessId: number }>`SELECT id AS "userId", business_id AS "businessId" FROM app_user WHERE username = ${TENANT_USER}`.execute(bench.db);
  return found.rows[0];
}

/**
 * Connections bound as that tenant, as the server binds its own (server/db/database.ts): once each,
 * and as many as the server's tenant pool holds (half its pool of 8), so both wait alike for one.
 */
function tenantPool(url: string, businessId: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // an idle connection cut when the database stops is no failure of the bench
  pool.on('error', () => undefined);
  const bound = new WeakSet<pg.PoolClient>();
  const query = async (text: string, values?: unknown[]) => {
    const client = await pool.connect();
    try {
      if (!bound.has(client)) {
        await client.query(`SELECT set_config('role', $1, false), set_config('${TENANT_SETTINGS.business}', $2, false), set_config('${TENANT_SETTINGS.franchise}', '', false)`, [
          TENANT_ROLES.business,
          String(businessId),
        ]);
        bound.add(client);
      }
      return await client.query(text, values);
    } finally {
      client.release();
    }
  };
  return Object.assign(pool, { query }) as unknown as pg.Pool;
}

type Statement = { sql: string; parameters: readonly unknown[] };
const run = (pool: pg.Pool, s: Statement) => pool.query(s.sql, s.parameters as unknown[]);

/**
 * A tenant's statements, in order, as the server sends them (server/features/search/search.repository.ts):
 * the owners the tenant sees (as the tenant), the candidates among their rows (as the platform), the
 * search (as the tenant). Each is built once from the answer before it, then run as it is.
 */
async function tenantStatements(bench: BenchDb, tenants: pg.Pool, q: string, tenant: Tenant): Promise<{ pool: pg.Pool; statement: Statement }[]> {
  const terms = searchTerms(q);
  const { stepped, matched, targets } = tenantSteps(SEARCH_ENTITIES, terms, tenant);
  const out: { pool: pg.Pool; statement: Statement }[] = [];
  let candidates: Candidates = Object.fromEntries(stepped.map((e) => [e, []]));
  if (matched.length) {
    const owners = visibleOwnersQuery(targets).compile(bench.db);
    out.push({ pool: tenants, statement: owners });
    const narrowed = narrowedCandidates(matched, (await run(tenants, owners)).rows[0].owners);
    if (narrowed) {
      const compiled = narrowed.compile(bench.db);
      out.push({ pool: bench.pool, statement: compiled });
      candidates = { ...candidates, ...(await run(bench.pool, compiled)).rows[0].candidates };
    }
  }
  out.push({ pool: tenants, statement: searchQuery(SEARCH_ENTITIES, terms, SEARCH_LIMITS.items, candidates)!.compile(bench.db) });
  return out;
}

export async function searchBench(o: SearchBenchOptions): Promise<string> {
  const bench = await openBenchDb('bench_search', { fresh: o.fresh });
  let tenants: pg.Pool | undefined;
  try {
    await ensureData(bench, o);
    const tenant = await tenantUser(bench);
    tenants = tenantPool(bench.url, tenant.businessId);
    const as = {
      staff: { authorization: `Bearer ${await bench.adminToken()}` },
      tenant: { authorization: `Bearer ${await bench.tokenFor(tenant.userId)}` },
    };
    const [orders, customers] = [await orderCount(bench.db), await customerCount(bench)];
    const { rows: own } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM customer c JOIN store s ON s.id = c.store_id WHERE s.business_id = ${tenant.businessId}`.execute(bench.db);
    const sections: string[] = [];
    const say = (s: string) => {
      console.log(s);
      sections.push(s);
    };
    const load = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
    const server = await spawnServer('full', bench.url);
    try {
      say(
        `${orders.toLocaleString('en')} orders and ${customers.toLocaleString('en')} customers (the business user's: ${own[0].n.toLocaleString('en')} customers); ${os.cpus().length} cores, Node ${process.version}; one request (query) at a time, then ${o.connections} connections (queries in flight); ${o.duration} s per figure after ${o.warmup} s warm-up; load average when starting ${load} (1 / 5 / 15 min).\n`,
      );
      for (const q of SEARCH_QUERIES) {
        const url = `${server.url}/${SEARCH_SERVICE}/${SEARCH_PATH}?q=${encodeURIComponent(q)}`;
        const answer = (await (await fetch(url, { headers: as.staff })).json()) as { groups: { entity: string; total?: number; items: unknown[] }[] };
        const compiled = searchQuery(SEARCH_ENTITIES, searchTerms(q), SEARCH_LIMITS.items)!.compile(bench.db);
        const asTenant = await tenantStatements(bench, tenants, q, { businessId: tenant.businessId, franchiseId: null });
        for (const [who, steps] of [['staff', [{ pool: bench.pool, statement: compiled }]], ['tenant', asTenant]] as const) {
          for (const { pool, statement } of steps) {
            const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.parameters as unknown[]);
            console.log(`-- ${q}, ${who}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
          }
        }
        const tenantFloor = async () => {
          for (const { pool, statement } of asTenant) await run(pool, statement);
        };
        const found = answer.groups.map((g) => `${g.entity} ${g.total ?? `${SEARCH_LIMITS.countCap}+`}`).join(', ') || 'nothing';
        say(`### '${q}'\n\nstaff of the platform find: ${found}\n`);
        // one operator typing (one request at a time), then the load of several at once
        for (const n of [1, o.connections]) {
          const http = { connections: n, duration: o.duration, warmup: o.warmup };
          const pgOpts = { concurrency: n, duration: o.duration, warmup: o.warmup };
          const at = n === 1 ? 'one at a time' : `${n} at once`;
          const rows: Figures[] = [
            await loadHttp(`staff of the platform, ${at}: our full server (auth, permission, validation, JSON)`, { url, headers: as.staff, ...http }),
            await loadPg(`staff of the platform, ${at}: the same SQL straight through pg (the floor)`, bench.pool, (p) => run(p, compiled), pgOpts),
            await loadHttp(`a business's user, ${at}: our full server`, { url, headers: as.tenant, ...http }),
            await loadPg(`a business's user, ${at}: the same ${asTenant.length} statements through pg, as that user or as the platform (the floor)`, tenants, tenantFloor, pgOpts),
          ];
          say(`${table(rows)}\n\n${at}: full server / floor ${(rows[0].rate / rows[1].rate).toFixed(2)}x (staff), ${(rows[2].rate / rows[3].rate).toFixed(2)}x (business user) throughput\n`);
        }
      }
    } finally {
      await server.stop();
    }
    return sections.join('\n');
  } finally {
    await tenants?.end();
    await bench.close();
  }
}
