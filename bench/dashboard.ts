// Issue 14: every dashboard section's call at 1,000,000 orders over two years plus the
// communications data below, through the full server, next to the naive SQL (the same statistic
// computed from the source table per request) in the same run. Two views per section: its default
// (the last twelve months at its default grain) and two years by day; both in Europe/Paris.
import os from 'node:os';
import { sql } from 'kysely';
import { DASHBOARD_SECTIONS, statsQueryString, type DashboardSection, type StatsQuery } from '../contract/dashboard/dashboard';
import { SECTION_FACTS } from '../server/features/dashboard/facts';
import type { StatFact } from '../server/features/dashboard/rollup';
import type { BenchDb } from './bench-db';
import { loadHttp, loadPg, type Figures } from './load';
import { spawnServer } from './spawn-server';

/** The communications and cart rows the bench adds beside its orders, spread over two years. */
export const DASHBOARD_VOLUME = { links: 100, linkVisits: 1_000_000, callCampaigns: 50, calls: 1_000_000, sms: 1_000_000, smsCampaigns: 50, smsRecipients: 1_000_000, cartLines: 300_000 };
const BATCH = 100_000;
const DAYS = 730;

const count = async (db: BenchDb['db'], table: string) =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0].n);

/** Fills the tables the dashboard reads beside orders, once (kept between runs). */
export async function generateDashboardData(db: BenchDb['db'], log = console.log): Promise<void> {
  const v = DASHBOARD_VOLUME;
  const at = sql.raw(`now() - random() * interval '${DAYS} days'`);
  const batches = async (table: string, total: number, insert: (from: number, n: number) => Promise<unknown>) => {
    for (let have = await count(db, table); have < total; have = await count(db, table)) {
      const n = Math.min(BATCH, total - have);
      await insert(have, n);
      log(`  ${table}: ${(have + n).toLocaleString('en')} / ${total.toLocaleString('en')}`);
    }
  };
  if ((await count(db, 'link')) < v.links) {
    await sql`INSERT INTO link (name, url) SELECT 'Campaign link ' || g, 'https://example.com/l/' || g FROM generate_series(1, ${v.links}) g`.execute(db);
  }
  const links = (await sql<{ id: string }>`SELECT id FROM link ORDER BY id`.execute(db)).rows.map((r) => Number(r.id));
  await batches('link_visit', v.linkVisits, (_, n) =>
    sql`INSERT INTO link_visit (link_id, visited_at)
        SELECT (${links}::bigint[])[1 + floor(random() * ${links.length})::int], ${at} FROM generate_series(1, ${n})`.execute(db));
  if ((await count(db, 'call_campaign')) < v.callCampaigns) {
    await sql`INSERT INTO call_campaign (campaign_name) SELECT 'Call campaign ' || g FROM generate_series(1, ${v.callCampaigns}) g`.execute(db);
  }
  const agents = (await sql<{ id: string }>`SELECT id FROM app_user ORDER BY id LIMIT 60`.execute(db)).rows.map((r) => Number(r.id));
  const campaigns = (await sql<{ id: string }>`SELECT id FROM call_campaign ORDER BY id`.execute(db)).rows.map((r) => Number(r.id));
  // a campaign calls a phone once (call_campaign_phone): every generated call has its own phone
  await batches('call', v.calls, (from, n) =>
    sql`INSERT INTO call (phone, status, direction, duration, user_id, campaign_id, date_added, date_modified)
        SELECT '+1' || (3030000000 + ${from} + g)::text,
               (ARRAY['answered', 'answered', 'answered', 'no-answer', 'busy', 'failed'])[1 + floor(random() * 6)::int],
               CASE WHEN random() < 0.3 THEN 'inbound' ELSE 'outbound' END, floor(random() * 600)::int,
               (${agents}::bigint[])[1 + floor(random() * ${agents.length})::int],
               CASE WHEN random() < 0.3 THEN (${campaigns}::bigint[])[1 + floor(random() * ${campaigns.length})::int] END, t, t
        FROM generate_series(1, ${n}) g, LATERAL (SELECT ${at} + g * interval '0 s' AS t) x`.execute(db));
  await batches('sms', v.sms, (_, n) =>
    sql`INSERT INTO sms (message, "to", "from", status, inbound, date_added, date_modified)
        SELECT 'Your order is on its way', '+1303555' || lpad((g % 10000)::text, 4, '0'), '+13035550000',
               (ARRAY['sent', 'delivered', 'delivered', 'delivery_failed', 'received'])[1 + floor(random() * 5)::int], random() < 0.2, t, t
        FROM generate_series(1, ${n}) g, LATERAL (SELECT ${at} + g * interval '0 s' AS t) x`.execute(db));
  if ((await count(db, 'sms_campaign')) < v.smsCampaigns) {
    const businesses = (await sql<{ id: string }>`SELECT id FROM business ORDER BY id`.execute(db)).rows.map((r) => Number(r.id));
    await sql`INSERT INTO sms_campaign (campaign_name, business_id, status)
              SELECT 'SMS campaign ' || g, (${businesses}::bigint[])[1 + g % ${Math.max(businesses.length, 1)}], 'sent' FROM generate_series(1, ${v.smsCampaigns}) g`.execute(db);
  }
  const smsCampaigns = (await sql<{ id: string }>`SELECT id FROM sms_campaign ORDER BY id`.execute(db)).rows.map((r) => Number(r.id));
  await batches('sms_campaign_recipient', v.smsRecipients, (from, n) =>
    sql`INSERT INTO sms_campaign_recipient (campaign_id, phone, status, claimed_at)
        SELECT (${smsCampaigns}::bigint[])[1 + g % ${smsCampaigns.length}], '+1555' || lpad(g::text, 8, '0'),
               (ARRAY['sent', 'delivered', 'delivered', 'undelivered', 'error'])[1 + floor(random() * 5)::int], ${at}
        FROM generate_series(${from + 1}::int, ${from + n}::int) g`.execute(db));
  const stores = (await sql<{ id: string }>`SELECT id FROM store ORDER BY id`.execute(db)).rows.map((r) => Number(r.id));
  const customers = (await sql<{ lo: string; hi: string }>`SELECT min(id) AS lo, max(id) AS hi FROM customer`.execute(db)).rows[0];
  const products = (await sql<{ lo: string; hi: string }>`SELECT min(id) AS lo, max(id) AS hi FROM product`.execute(db)).rows[0];
  await batches('customer_cart', v.cartLines, (_, n) =>
    sql`INSERT INTO customer_cart (customer_id, product_id, store_id, quantity, date_added)
        SELECT c.id, p.id, (${stores}::bigint[])[1 + floor(random() * ${stores.length})::int], 1 + floor(random() * 4)::int, ${at}
        FROM generate_series(1, ${n}) g
        CROSS JOIN LATERAL (SELECT id FROM customer WHERE id >= ${Number(customers.lo)} + floor(random() * ${Number(customers.hi) - Number(customers.lo)} + g * 0) ORDER BY id LIMIT 1) c
        CROSS JOIN LATERAL (SELECT id FROM product WHERE id >= ${Number(products.lo)} + floor(random() * ${Number(products.hi) - Number(products.lo)} + g * 0) ORDER BY id LIMIT 1) p`.execute(db));
  // the generated customers all share one creation instant: spread them over the two years
  const { rows } = await sql<{ days: number }>`SELECT extract(day FROM max(date_added) - min(date_added))::int AS days FROM customer`.execute(db);
  if ((rows[0]?.days ?? 0) < 30) {
    await sql`UPDATE customer SET date_added = ${at}`.execute(db);
    log('  customers spread over two years');
  }
  await sql`VACUUM ANALYZE`.execute(db);
}

/** The statistic computed from the source table per request: what a dashboard without rollups runs. */
function naiveQueries(fact: StatFact, q: StatsQuery, breakdown: boolean): { text: string; values: unknown[] } {
  const sums = fact.measures.map((_, i) => `sum(m${i + 1})`).join(', ');
  const business = q.businessId ? ` AND k1 = ${Number(q.businessId)}` : '';
  const where = `at >= $1::timestamptz AND at < $2::timestamptz${business}`;
  const text = breakdown
    ? `SELECT k2, ${sums} FROM (${fact.rows(fact.table)}) f WHERE ${where} GROUP BY k2 ORDER BY sum(m1) DESC LIMIT 20`
    : `SELECT date_trunc($3, at, $4) AS b, ${sums} FROM (${fact.rows(fact.table)}) f WHERE ${where} GROUP BY 1 ORDER BY 1`;
  return { text, values: breakdown ? [q.dateFrom, q.dateTo] : [q.dateFrom, q.dateTo, q.grain, q.tz] };
}

const ms = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(1) : v.toFixed(0));

export async function dashboardBench(bench: BenchDb, o: { connections: number; duration: number; warmup: number }): Promise<string> {
  const token = await bench.adminToken();
  const auth = { authorization: `Bearer ${token}` };
  const now = Date.now();
  const tz = 'Europe/Paris';
  const views = (s: DashboardSection): [string, StatsQuery][] => [
    [`default (12 months by ${s.defaultGrain})`, { dateFrom: new Date(now - 365 * 86_400_000).toISOString(), dateTo: new Date(now).toISOString(), grain: s.defaultGrain, tz }],
    ['2 years by day', { dateFrom: new Date(now - 730 * 86_400_000).toISOString(), dateTo: new Date(now).toISOString(), grain: 'day', tz }],
  ];
  const volumes = await sql<{ orders: string; calls: string; sms: string; visits: string; recipients: string; carts: string; slots: string }>`
    SELECT (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM call) AS calls, (SELECT count(*) FROM sms) AS sms,
           (SELECT count(*) FROM link_visit) AS visits, (SELECT count(*) FROM sms_campaign_recipient) AS recipients,
           (SELECT count(*) FROM customer_cart) AS carts, (SELECT count(*) FROM stat_rollup) AS slots`.execute(bench.db);
  const n = (v: string) => Number(v).toLocaleString('en');
  const vol = volumes.rows[0];
  const lines = [
    `${n(vol.orders)} orders, ${n(vol.calls)} calls, ${n(vol.sms)} store SMS, ${n(vol.recipients)} campaign SMS, ${n(vol.visits)} link visits, ${n(vol.carts)} cart lines over two years; ${n(vol.slots)} rollup slots. ${os.cpus().length} cores, Node ${process.version}; ${o.connections} connections / concurrent queries, ${o.duration} s per figure after ${o.warmup} s warm-up; zone ${tz}; load average when starting ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min).`,
    '',
    '| section | view | buckets | full server p50 / p95 / p99 ms | per second | naive SQL p50 / p95 ms | per second | p95 target 50 ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const full = await spawnServer('full', bench.url);
  try {
    for (const section of DASHBOARD_SECTIONS) {
      const facts = SECTION_FACTS[section.id];
      for (const [name, q] of views(section)) {
        const url = `${full.url}${section.path}?${statsQueryString(q)}`;
        const check = await fetch(url, { headers: auth });
        if (check.status !== 200) throw new Error(`${section.id}: ${check.status} ${await check.text()}`);
        const body = (await check.json()) as { series: unknown[] };
        const server: Figures = await loadHttp(section.id, { url, headers: auth, connections: o.connections, duration: o.duration, warmup: o.warmup });
        const queries = [facts.series && naiveQueries(facts.series, q, false), facts.breakdown && naiveQueries(facts.breakdown, q, true)].filter((x): x is { text: string; values: unknown[] } => !!x);
        const naive = await loadPg(`${section.id} naive`, bench.pool, (p) => Promise.all(queries.map((x) => p.query(x.text, x.values))), { concurrency: o.connections, duration: o.duration, warmup: o.warmup });
        const row = `| ${section.id} | ${name} | ${body.series.length || '-'} | ${ms(server.p50)} / ${ms(server.p95)} / ${ms(server.p99)} | ${server.rate.toFixed(0)} | ${ms(naive.p50)} / ${ms(naive.p95)} | ${naive.rate.toFixed(1)} | ${server.p95 < 50 && !server.errors ? 'met' : 'NOT met'} |`;
        console.log(row);
        lines.push(row);
      }
    }
  } finally {
    await full.stop();
  }
  return lines.join('\n');
}
