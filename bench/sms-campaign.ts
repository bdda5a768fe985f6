// Issue 13: a bulk SMS campaign of 100,000 recipients through the real app (in process), the job
// queue and the sandbox provider. Measures the accept time of POST /sms/campaign (2xx = committed),
// the send rate, the time until every delivery report is in, and counts duplicates (a recipient
// handed to the provider twice) and recipients never sent.
//
//   flock /tmp/bench.lock npx tsx bench/sms-campaign.ts [--recipients 100000] [--rate 20000] [--fresh] [--write]
//
// The provider rate limit is set high (`--rate` messages/s, SMS_RATE_PER_SECOND) so the figure is
// the product's own, not a carrier's.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openBenchDb } from './bench-db';

const { values } = parseArgs({
  options: {
    recipients: { type: 'string', default: '100000' },
    rate: { type: 'string', default: '20000' },
    fresh: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
  },
});
const recipients = Number(values.recipients);
process.env.SMS_RATE_PER_SECOND = values.rate;
process.env.SMS_SANDBOX_DELAY_MS = '200';
process.env.SMS_USER_LIMIT_PER_MINUTE = '1000';

const { buildApp } = await import('../server/app');
const { sandboxSent } = await import('../server/adapters/sms/sandbox');

const bench = await openBenchDb('bench_sms', { fresh: values.fresh });
const { app } = await buildApp({ db: bench.db, pool: bench.pool });
await app.ready();
const token = await bench.adminToken();

const phones = Array.from({ length: recipients }, (_, i) => `+1202${String(2000000 + i).padStart(7, '0')}`);
const t0 = performance.now();
const res = await app.inject({
  method: 'POST',
  url: '/sms/campaign',
  headers: { authorization: `Bearer ${token}` },
  payload: { campaignName: `bench ${new Date().toISOString()}`, message: 'Bench: weekend sale, 20% off', phones },
});
const acceptMs = performance.now() - t0;
if (res.statusCode !== 201) throw new Error(`campaign refused: ${res.statusCode} ${res.body.slice(0, 500)}`);
const campaignId = JSON.parse(res.body).campaignId as number;

const count = async (where: string) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM sms_campaign_recipient WHERE campaign_id = ${campaignId} AND ${sql.raw(where)}`.execute(bench.db)).rows[0].n;
console.log(`accepted in ${Math.round(acceptMs)} ms`);
let sentMs = 0;
let lastLog = 0;
for (;;) {
  await new Promise((r) => setTimeout(r, 200));
  const total = await count('true');
  if (performance.now() - lastLog > 5000) {
    lastLog = performance.now();
    const { rows: by } = await sql<{ status: string; n: number }>`SELECT status, count(*)::int AS n FROM sms_campaign_recipient WHERE campaign_id = ${campaignId} GROUP BY status`.execute(bench.db);
    const { rows: c } = await sql<{ status: string }>`SELECT status FROM sms_campaign WHERE id = ${campaignId}`.execute(bench.db);
    console.log(`${Math.round((performance.now() - t0) / 1000)} s: campaign ${c[0]?.status}, recipients ${JSON.stringify(Object.fromEntries(by.map((r) => [r.status, r.n])))}`);
  }
  if (!sentMs && total === recipients && (await count(`status IN ('pending', 'sending')`)) === 0) sentMs = performance.now() - t0;
  if (sentMs && (await count(`status = 'sent'`)) === 0) break;
  if (performance.now() - t0 > 30 * 60_000) throw new Error('not done in 30 minutes');
}
const reportedMs = performance.now() - t0;

const { rows } = await sql<{ id: number }>`SELECT id FROM sms_campaign_recipient WHERE campaign_id = ${campaignId}`.execute(bench.db);
let duplicates = 0;
let unsent = 0;
for (const r of rows) {
  const sent = sandboxSent.get(`campaign-recipient-${r.id}`);
  if (!sent) unsent++;
  else if (sent.times > 1) duplicates += sent.times - 1;
}
const campaign = (await sql<Record<string, number>>`SELECT sms_count, delivered_count, pending_count, error_count FROM sms_campaign WHERE id = ${campaignId}`.execute(bench.db)).rows[0];
await app.close();
await bench.close();

const figures = {
  recipients,
  acceptMs: Math.round(acceptMs),
  sendSeconds: +(sentMs / 1000).toFixed(1),
  messagesPerSecond: Math.round(recipients / (sentMs / 1000)),
  allReportedSeconds: +(reportedMs / 1000).toFixed(1),
  duplicates,
  unsent,
  counters: campaign,
};
console.log(JSON.stringify(figures, null, 2));

if (values.write) {
  const file = path.join(import.meta.dirname, 'README.md');
  const line = `| ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC | ${recipients.toLocaleString('en-US')} | ${values.rate}/s | ${figures.acceptMs} ms | ${figures.sendSeconds} s | ${figures.messagesPerSecond} | ${figures.allReportedSeconds} s | ${duplicates} | ${unsent} |`;
  const text = fs.readFileSync(file, 'utf8');
  const marker = '<!-- sms-campaign figures -->';
  fs.writeFileSync(file, text.includes(marker) ? text.replace(marker, `${line}\n${marker}`) : text);
}
