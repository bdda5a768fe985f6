// Issue 13: the SMS history's query plans on a few hundred thousand rows. Loads a business with 300,000
// campaign recipients (three campaigns of 100,000) and 200,000 single SMS, then prints EXPLAIN ANALYZE
// of a first page, a page deep in a campaign, and the phone and status filters.
//   flock /tmp/bench.lock npx tsx bench/sms-history-explain.ts [--fresh]
import { sql } from 'kysely';
import { openBenchDb } from './bench-db';

const bench = await openBenchDb('sms_history', { fresh: process.argv.includes('--fresh') });
const db = bench.db;
const { rows: b } = await sql<{ id: number }>`SELECT id FROM business ORDER BY id LIMIT 1`.execute(db);
const businessId = b[0].id;
const { rows: st } = await sql<{ id: number }>`SELECT id FROM store WHERE business_id = ${businessId} ORDER BY id LIMIT 1`.execute(db);
const storeId = st[0]?.id ?? null;
// the indexes of migration 0023 as they are now, on a bench database made before
await sql`DROP INDEX IF EXISTS sms_campaign_recipient_history_idx`.execute(db);
await sql`CREATE INDEX IF NOT EXISTS sms_campaign_recipient_history_idx ON sms_campaign_recipient (campaign_id, id)`.execute(db);
await sql`CREATE INDEX IF NOT EXISTS sms_history_store_idx ON sms (store_id, date_added DESC, id DESC) WHERE NOT deleted`.execute(db);
const have = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM sms_campaign WHERE campaign_name LIKE 'history bench%'`.execute(db)).rows[0].n;
if (!have) {
  for (let k = 0; k < 3; k++) {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO sms_campaign (campaign_name, message, provider, business_id, status, phones, date_added)
      VALUES (${`history bench ${k}`}, 'Bench', 'telnyx', ${businessId}, 'sent', '[]'::jsonb, now() - make_interval(days => ${3 - k})) RETURNING id`.execute(db);
    await sql`
      INSERT INTO sms_campaign_recipient (campaign_id, phone, status)
      SELECT ${rows[0].id}, '+1202' || lpad((${k} * 100000 + g)::text, 7, '0'), CASE WHEN g % 50 = 0 THEN 'undelivered' ELSE 'delivered' END
      FROM generate_series(1, 100000) g`.execute(db);
  }
  await sql`
    INSERT INTO sms ("to", "from", message, provider, store_id, inbound, status, send_state, date_added)
    SELECT '+1303' || lpad(g::text, 7, '0'), '+15555550100', 'Bench single', 'telnyx', ${storeId}, false, 'delivered', 'done', now() - make_interval(secs => g * 5)
    FROM generate_series(1, 200000) g`.execute(db);
  await sql`ANALYZE sms; ANALYZE sms_campaign; ANALYZE sms_campaign_recipient`.execute(db);
}

const { historyPage } = await import('../server/features/sms/sms-history.repository');
// the statements as the repository runs them, captured through a logging wrapper is heavier than
// repeating them: time the calls, then EXPLAIN the two streams of a deep page
const time = async (label: string, q: Parameters<typeof historyPage>[1]) => {
  const t0 = performance.now();
  const page = await historyPage(db, q);
  console.log(`${label}: ${page.data.length} rows in ${(performance.now() - t0).toFixed(1)} ms`);
  return page;
};
let page = await time('first page', { businessId, limit: 50 });
for (let i = 0; i < 200; i++) page = await historyPage(db, { businessId, limit: 200, after: (await import('../server/features/sms/sms-history.repository')).decodeCursor(page.next!) });
const deep = (await import('../server/features/sms/sms-history.repository')).decodeCursor(page.next!)!;
await time('a page 40,000 rows deep', { businessId, limit: 50, after: deep });
await time('phone filter', { businessId, limit: 50, phone: '+12020150000' });
await time('status filter', { businessId, limit: 50, status: 'undelivered' });

for (const [label, stmt] of [
  ['recipients, deep page', sql`EXPLAIN (ANALYZE, BUFFERS) SELECT r.id FROM (SELECT id, date_added FROM sms_campaign c WHERE NOT c.deleted AND c.business_id = ${businessId} AND (c.date_added, c.id) <= (${deep.d}::timestamptz, ${deep.c ?? 2147483647}) ORDER BY date_added DESC, id DESC) c CROSS JOIN LATERAL (SELECT r.id FROM sms_campaign_recipient r WHERE r.campaign_id = c.id AND (r.campaign_id, r.id) < (c.id, CASE WHEN c.id = ${deep.c ?? 0}::bigint THEN ${deep.i}::bigint ELSE ${Number.MAX_SAFE_INTEGER}::bigint END) ORDER BY r.campaign_id DESC, r.id DESC LIMIT 51) r ORDER BY c.date_added DESC, c.id DESC, r.id DESC LIMIT 51`],
  ['singles, deep page', sql`EXPLAIN (ANALYZE, BUFFERS) SELECT s.id FROM (SELECT id FROM store WHERE business_id = ${businessId}) st CROSS JOIN LATERAL (SELECT s.id, s.date_added FROM sms s WHERE s.store_id = st.id AND NOT s.deleted AND (s.date_added, s.id) < (${deep.d}::timestamptz, ${deep.i}) ORDER BY s.date_added DESC, s.id DESC LIMIT 51) s ORDER BY s.date_added DESC, s.id DESC LIMIT 51`],
] as const) {
  const { rows } = await stmt.execute(db);
  console.log(`\n-- ${label}\n${(rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n')}`);
}
await bench.close();
