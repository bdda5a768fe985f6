// The SMS history (GET /sms/history): single SMS and campaign recipients of a business together,
// newest first, with keyset paging. Two streams, each read in its index's order and merged here:
// - single SMS by (date_added, id): of a business, a page per store down sms_history_store_idx
//   (migration 0023); of every business, down the large entity's index;
// - campaign recipients by their campaign's date: campaigns by (date_added, id), and within each the
//   recipients by id, a LATERAL read of at most a page per campaign (sms_campaign_recipient_history_idx
//   (campaign_id, id), migration 0023), so a campaign of 100,000 recipients costs a page, not a sort.
// A recipient is dated by its campaign's acceptance. The order is (date, rank, campaign, id) descending,
// a single SMS (rank 1) before the recipients (rank 0) of the same instant.
import { sql, type RawBuilder } from 'kysely';
import type { SmsHistoryItem } from '../../../contract/sms/sms';
import type { Db } from '../../db/database';

export interface HistoryQuery {
  /** undefined: every business */
  businessId?: number;
  phone?: string;
  status?: string;
  from?: Date;
  to?: Date;
  after?: HistoryCursor;
  limit: number;
}

/** Where a page ended: the last item's date (µs, UTC text), rank, campaign and id. */
export interface HistoryCursor {
  d: string;
  r: 0 | 1;
  c?: number;
  i: number;
}

export const encodeCursor = (c: HistoryCursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
export function decodeCursor(text: string): HistoryCursor | undefined {
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as HistoryCursor;
    const dateOk = typeof c.d === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(c.d);
    if (!dateOk || (c.r !== 0 && c.r !== 1) || !Number.isSafeInteger(c.i) || (c.r === 0 && !Number.isSafeInteger(c.c))) return undefined;
    return c;
  } catch {
    return undefined;
  }
}

const ISO_US = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
const and = (parts: RawBuilder<unknown>[]) => (parts.length ? sql.join(parts, sql` AND `) : sql`true`);

type Row = SmsHistoryItem & { rank: 0 | 1; id: number };

async function singles(db: Db, q: HistoryQuery): Promise<Row[]> {
  const where: RawBuilder<unknown>[] = [sql`NOT s.deleted`];
  if (q.phone) where.push(sql`((s."to" = ${q.phone} AND NOT s.inbound) OR (s."from" = ${q.phone} AND s.inbound))`);
  if (q.status) where.push(sql`s.status = ${q.status}`);
  if (q.from) where.push(sql`s.date_added >= ${q.from}`);
  if (q.to) where.push(sql`s.date_added < ${q.to}`);
  if (q.after) where.push(q.after.r === 1 ? sql`(s.date_added, s.id) < (${q.after.d}::timestamptz, ${q.after.i})` : sql`s.date_added < ${q.after.d}::timestamptz`);
  const columns = sql`s.id, 1 AS rank, 'single' AS kind, CASE WHEN s.inbound THEN s."from" ELSE s."to" END AS phone, s.message, s.status::text AS status,
      s.provider::text AS provider, s.inbound, to_char(s.date_added AT TIME ZONE 'UTC', ${sql.raw(ISO_US)}) AS date,
      s.id AS "smsId", NULL::bigint AS "campaignId", NULL::text AS "campaignName"`;
  // a business's messages: a page per store, each read down its (store_id, date_added, id) index, then
  // merged; a phone is few rows, found through its own indexes instead
  const byStore = q.businessId !== undefined && !q.phone;
  if (q.businessId !== undefined && !byStore) where.push(sql`s.store_id IN (SELECT id FROM store WHERE business_id = ${q.businessId})`);
  const { rows } = byStore
    ? await sql<Row>`
        SELECT s.* FROM (SELECT id FROM store WHERE business_id = ${q.businessId}) st
        CROSS JOIN LATERAL (SELECT ${columns}, s.date_added FROM sms s WHERE s.store_id = st.id AND ${and(where)} ORDER BY s.date_added DESC, s.id DESC LIMIT ${q.limit + 1}) s
        ORDER BY s.date_added DESC, s.id DESC LIMIT ${q.limit + 1}`.execute(db)
    : await sql<Row>`SELECT ${columns} FROM sms s WHERE ${and(where)} ORDER BY s.date_added DESC, s.id DESC LIMIT ${q.limit + 1}`.execute(db);
  return rows.map(({ date_added: _, ...r }: Row & { date_added?: unknown }) => r as Row);
}

async function recipients(db: Db, q: HistoryQuery): Promise<Row[]> {
  const campaigns: RawBuilder<unknown>[] = [sql`NOT c.deleted`];
  if (q.businessId !== undefined) campaigns.push(sql`c.business_id = ${q.businessId}`);
  if (q.from) campaigns.push(sql`c.date_added >= ${q.from}`);
  if (q.to) campaigns.push(sql`c.date_added < ${q.to}`);
  if (q.after) campaigns.push(q.after.r === 0 ? sql`(c.date_added, c.id) <= (${q.after.d}::timestamptz, ${q.after.c!})` : sql`c.date_added <= ${q.after.d}::timestamptz`);
  const inner: RawBuilder<unknown>[] = [sql`r.campaign_id = c.id`];
  if (q.phone) inner.push(sql`r.phone = ${q.phone}`);
  if (q.status) inner.push(sql`r.status = ${q.status}`);
  // within the cursor's campaign, below its recipient: a row comparison the (campaign_id, id) index
  // answers, so a deep page starts there instead of walking down from the campaign's top
  if (q.after?.r === 0) inner.push(sql`(r.campaign_id, r.id) < (c.id, CASE WHEN c.id = ${q.after.c!}::bigint THEN ${q.after.i}::bigint ELSE ${Number.MAX_SAFE_INTEGER}::bigint END)`);
  const { rows } = await sql<Row>`
    SELECT r.id, 0 AS rank, 'campaign' AS kind, r.phone, c.message, r.status, c.provider::text AS provider, false AS inbound,
      to_char(c.date_added AT TIME ZONE 'UTC', ${sql.raw(ISO_US)}) AS date,
      NULL::bigint AS "smsId", c.id AS "campaignId", c.campaign_name AS "campaignName"
    FROM (SELECT id, message, provider, campaign_name, date_added FROM sms_campaign c WHERE ${and(campaigns)} ORDER BY date_added DESC, id DESC) c
    CROSS JOIN LATERAL (SELECT r.id, r.phone, r.status FROM sms_campaign_recipient r WHERE ${and(inner)} ORDER BY r.campaign_id DESC, r.id DESC LIMIT ${q.limit + 1}) r
    ORDER BY c.date_added DESC, c.id DESC, r.id DESC LIMIT ${q.limit + 1}`.execute(db);
  return rows;
}

/** Descending order of (date, rank, campaign, id). */
const before = (a: Row, b: Row): number =>
  a.date !== b.date ? (a.date > b.date ? -1 : 1) : a.rank !== b.rank ? b.rank - a.rank : (b.campaignId ?? 0) - (a.campaignId ?? 0) || b.id - a.id;

/** A page of the history and the cursor of the next one (null on the last page). */
export async function historyPage(db: Db, q: HistoryQuery): Promise<{ data: SmsHistoryItem[]; next: string | null }> {
  const [a, b] = await Promise.all([singles(db, q), recipients(db, q)]);
  const merged = [...a, ...b].map((r) => ({ ...r, id: Number(r.id), rank: Number(r.rank) as 0 | 1, campaignId: r.campaignId != null ? Number(r.campaignId) : null, smsId: r.smsId != null ? Number(r.smsId) : null })).sort(before);
  const page = merged.slice(0, q.limit);
  const last = page[page.length - 1];
  const next = merged.length > q.limit && last ? encodeCursor({ d: last.date, r: last.rank, ...(last.rank === 0 ? { c: last.campaignId! } : {}), i: last.id }) : null;
  return {
    data: page.map(({ rank, id, ...item }) => ({ ...item, key: rank === 1 ? `s${id}` : `c${id}` })),
    next,
  };
}
