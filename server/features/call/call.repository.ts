// All SQL of calls beyond the engine's generic pattern: statistics, logs, tickets,
// and the queue's work (call requests and campaign recipients are rows of `call`, claimed by send_state).
import { sql, type RawBuilder } from 'kysely';
import type { CallStatus, ReportedCallStatus } from '../../../contract/call/call';
import type { Db } from '../../db/database';
import type { Trx } from '../../engine/entity.repository';
import type { ProviderName } from '../../adapters/registry';
import type { BlockReason } from '../campaigns/block-list.repository';
import { STATE_UNKNOWN, type CampaignRow, type Outcome } from '../campaigns/channel';
import { finishSingleSends } from '../campaigns/campaigns.repository';

type Conn = Db | Trx;

// ---- statistics, logs, tickets

export interface CallFilter {
  phone?: string;
  status?: string;
  direction?: string;
  campaignId?: number;
  dateFrom?: string;
  dateTo?: string;
}

export async function countByStatus(db: Db, f: CallFilter): Promise<Record<string, number>> {
  const { rows } = await sql<{ status: string | null; n: number }>`
    SELECT status, count(*)::int AS n FROM call
    WHERE NOT deleted
      AND (${f.phone ?? null}::text IS NULL OR phone ILIKE '%' || ${f.phone ?? ''} || '%')
      AND (${f.status ?? null}::text IS NULL OR status = ${f.status ?? ''})
      AND (${f.direction ?? null}::text IS NULL OR direction = ${f.direction ?? ''})
      AND (${f.campaignId ?? null}::bigint IS NULL OR campaign_id = ${f.campaignId ?? 0})
      AND (${f.dateFrom ?? null}::date IS NULL OR date_added >= ${f.dateFrom ?? null}::date)
      AND (${f.dateTo ?? null}::date IS NULL OR date_added < ${f.dateTo ?? null}::date + 1)
    GROUP BY status`.execute(db);
  return Object.fromEntries(rows.filter((r) => r.status).map((r) => [r.status!, r.n]));
}

const iso = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The calls of one phone, newest first. */
export async function callLogs(db: Db, phone: string, limit: number) {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT id::int AS "callId", phone, status, direction, provider, duration, campaign_id::int AS "campaignId", ${iso('date_added')} AS "dateAdded"
    FROM call WHERE phone = ${phone} AND NOT deleted ORDER BY date_added DESC, id DESC LIMIT ${limit}`.execute(db);
  return rows;
}

/**
 * The customer (the first by id) whose telephone, stored as typed ("(202) 555-0188"), has the digits
 * of an E.164 number, with or without the US country code, through customer_telephone_digits_idx
 * (OFFSET 0 keeps the planner from walking the primary key for the ORDER BY id instead).
 */
function customerWithPhone(phone: RawBuilder<unknown> | string) {
  return sql<{ id: number; firstname: string | null; lastname: string | null }>`
    SELECT id, firstname, lastname FROM (
      SELECT id, firstname, lastname FROM customer
      WHERE regexp_replace(telephone, '[^0-9]', '', 'g') IN (ltrim(${phone}, '+'), CASE WHEN ${phone} LIKE '+1%' THEN substr(${phone}, 3) END)
        AND NOT deleted OFFSET 0) found
    ORDER BY id LIMIT 1`;
}

/** A ticket's customer: who has this phone, if anyone. */
export async function customerByPhone(db: Db, phone: string): Promise<{ id: number; name: string | null } | null> {
  const { rows } = await sql<{ id: number; name: string | null }>`
    SELECT c.id::int AS id, nullif(trim(coalesce(c.firstname, '') || ' ' || coalesce(c.lastname, '')), '') AS name FROM (${customerWithPhone(phone)}) c`.execute(db);
  return rows[0] ?? null;
}

/**
 * Tickets: one per phone called in the range (customer named when a customer has that number), with
 * its call counts, most calls first.
 */
export async function ticketCounts(db: Db, startDate: string, endDate: string, page: number, count: number) {
  const { rows } = await sql<Record<string, unknown> & { total: number }>`
    WITH t AS (
      SELECT phone, count(*)::int AS calls, count(*) FILTER (WHERE status = 'answered')::int AS answered,
        ${iso('max(date_added)')} AS "lastCall"
      FROM call WHERE NOT deleted AND date_added >= ${startDate}::date AND date_added < ${endDate}::date + 1
      GROUP BY phone),
    -- the page first: customers are looked up for its rows only
    p AS (SELECT t.*, count(*) OVER ()::int AS total FROM t ORDER BY t.calls DESC, t.phone LIMIT ${count} OFFSET ${(page - 1) * count})
    SELECT p.phone, p.calls, p.answered, p."lastCall", c.id::int AS "customerId",
      nullif(trim(coalesce(c.firstname, '') || ' ' || coalesce(c.lastname, '')), '') AS "customerName", p.total
    FROM p LEFT JOIN LATERAL (${customerWithPhone(sql.ref('p.phone'))}) c ON true
    ORDER BY p.calls DESC, p.phone`.execute(db);
  return { data: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

/** The customer telephone of an order (a ticket opened from the orders list). */
export async function orderPhone(db: Db, ref: string): Promise<{ orderId: number; telephone: string | null } | undefined> {
  const byId = /^\d{1,15}$/.test(ref);
  const { rows } = await sql<{ orderId: number; telephone: string | null }>`
    SELECT id::int AS "orderId", telephone FROM orders WHERE ${byId ? sql`id = ${Number(ref)}` : sql`mongo_id = ${ref}`} AND NOT deleted`.execute(db);
  return rows[0];
}

// ---- the queue's work

export interface ClaimedCall {
  id: number;
  phone: string;
  provider: ProviderName;
  message: string | null;
}

/** Takes up to `limit` calls waiting to be placed (a campaign's, or call requests) and marks them claimed, in one statement. */
export async function claimCalls(db: Db, campaignId: number | null, limit: number): Promise<ClaimedCall[]> {
  const { rows } = await sql<ClaimedCall>`
    UPDATE call SET send_state = 'claimed', claimed_at = now() WHERE id IN (
      SELECT id FROM call WHERE NOT deleted
        AND ${campaignId === null ? sql`send_state = 'pending'` : sql`send_state = 'campaign' AND campaign_id = ${campaignId}`}
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id::int AS id, phone, provider, message`.execute(db);
  return rows.sort((a, b) => a.id - b.id);
}

/** The outcome of each provider call of a batch; a report that came first wins. */
export const finishCalls = (db: Db, outcomes: Outcome[]): Promise<void> =>
  finishSingleSends(db, outcomes, { table: 'call', providerIdColumn: 'provider_call_id', sent: 'ringing', failed: 'failed' });

/** Provider reports (by our reference id, else the provider's call id); the campaigns touched. */
export async function reportCalls(db: Db, reports: { id?: number; providerCallId?: string; status: ReportedCallStatus; duration?: number; error?: string }[]): Promise<number[]> {
  const campaigns = new Set<number>();
  for (const r of reports) {
    const { rows } = await sql<{ campaignId: number | null }>`
      UPDATE call SET status = ${r.status}, date_modified = now(), duration = coalesce(${r.duration ?? null}::int, duration),
        error = coalesce(${r.error?.slice(0, 300) ?? null}, error), provider_call_id = coalesce(provider_call_id, ${r.providerCallId ?? null})
      WHERE ${r.id ? sql`id = ${r.id}` : sql`provider_call_id = ${r.providerCallId ?? ''}`}
        AND status NOT IN ('skipped') AND NOT (status IN ('answered', 'busy', 'no-answer', 'failed') AND ${r.status} = 'ringing')
      RETURNING campaign_id::int AS "campaignId"`.execute(db);
    for (const row of rows) if (row.campaignId) campaigns.add(row.campaignId);
  }
  return [...campaigns];
}

/**
 * Calls left claimed by a process that stopped during the provider call: never placed again; failed.
 * Those of one campaign, or (no campaign) the call requests.
 */
export async function settleStaleClaims(db: Db, olderThanSeconds: number, campaignId: number | null = null): Promise<void> {
  await sql`
    UPDATE call SET send_state = 'done',
      -- a call the provider reported on since keeps its outcome; only one never heard of is failed
      status = CASE WHEN status = 'queued' THEN 'failed' ELSE status END,
      error = CASE WHEN status = 'queued' THEN ${STATE_UNKNOWN} ELSE error END
    WHERE send_state = 'claimed' AND ${campaignId === null ? sql`campaign_id IS NULL` : sql`campaign_id = ${campaignId}`}
      AND claimed_at < now() - make_interval(secs => ${olderThanSeconds})`.execute(db);
}

/** Whether call requests wait for the queue: any, or among `ids`. */
export async function hasPendingRequests(db: Db, ids?: number[]): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM call WHERE send_state = 'pending' AND NOT deleted ${ids ? sql`AND id = ANY(${ids}::bigint[])` : sql``} LIMIT 1`.execute(db);
  return rows.length > 0;
}

// ---- campaigns

export interface CallCampaignRow extends CampaignRow {
  message: string | null;
  storeId: number | null;
  userId: number | null;
}

/** Whether the campaign already has a call to this phone. */
export async function inCampaign(db: Conn, campaignId: number, phone: string, exceptId?: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM call WHERE campaign_id = ${campaignId} AND phone = ${phone} AND id <> ${exceptId ?? 0} LIMIT 1`.execute(db);
  return rows.length > 0;
}

export async function campaignById(db: Db, id: number): Promise<CallCampaignRow | undefined> {
  const { rows } = await sql<CallCampaignRow & { phones: string[] | null; customerGroups: number[] | null; groupId: number | null }>`
    SELECT id::int AS id, provider, message, status, phones, customer_groups AS "customerGroups", call_group_id::int AS "groupId",
      store_id::int AS "storeId", user_id::int AS "userId", send_date AS "sendDate", deleted
    FROM call_campaign WHERE id = ${id}`.execute(db);
  if (!rows[0]) return undefined;
  const { phones, customerGroups, groupId, ...row } = rows[0];
  return { ...row, sources: { phones, customerGroups, groupId } };
}

/** One call row per phone of a campaign (each phone once), waiting as `campaign`; blocked phones `skipped`, never claimed. */
export async function addCampaignCalls(db: Db, c: CallCampaignRow, phones: string[], blocked: Map<string, BlockReason>): Promise<void> {
  if (!phones.length) return;
  await sql`
    INSERT INTO call (phone, status, direction, provider, message, campaign_id, store_id, user_id, send_state)
    SELECT p, CASE WHEN b THEN 'skipped' ELSE 'queued' END, 'outbound', ${c.provider}, ${c.message}, ${c.id}, ${c.storeId}, ${c.userId},
      CASE WHEN b THEN 'none' ELSE 'campaign' END
    FROM unnest(${phones}::text[], ${phones.map((p) => blocked.has(p))}::boolean[]) AS t(p, b)
    ON CONFLICT (campaign_id, phone) WHERE campaign_id IS NOT NULL DO NOTHING`.execute(db);
}

export async function campaignCountByStatus(db: Db, campaignId: number): Promise<Partial<Record<CallStatus, number>>> {
  const { rows } = await sql<{ status: CallStatus; n: number }>`
    SELECT status, count(*)::int AS n FROM call WHERE campaign_id = ${campaignId} AND NOT deleted GROUP BY status`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** Calls of the campaign waiting for their claim, and claimed ones with no outcome yet. */
export async function campaignProgress(db: Db, campaignId: number): Promise<{ waiting: number; claimed: number }> {
  const { rows } = await sql<{ waiting: number; claimed: number }>`
    SELECT count(*) FILTER (WHERE send_state = 'campaign')::int AS waiting, count(*) FILTER (WHERE send_state = 'claimed')::int AS claimed
    FROM call WHERE campaign_id = ${campaignId}`.execute(db);
  return rows[0] ?? { waiting: 0, claimed: 0 };
}

export async function saveCounters(db: Db, campaignId: number, c: Record<string, number>): Promise<{ status: string } | undefined> {
  const { rows } = await sql<{ status: string }>`
    UPDATE call_campaign SET call_count = ${c.callCount}, answered_count = ${c.answeredCount}, no_answer_count = ${c.noAnswerCount},
      busy_count = ${c.busyCount}, failed_count = ${c.failedCount}, pending_count = ${c.pendingCount}, skipped_count = ${c.skippedCount}
    WHERE id = ${campaignId} RETURNING status`.execute(db);
  return rows[0];
}

/**
 * The inbound call a provider already announced under this id (Twilio's CallSid), if any: a signed
 * request replayed writes the call once. Holds a lock on the id until the transaction ends.
 */
export async function inboundCallSeen(trx: Trx, provider: string, providerCallId: string): Promise<Record<string, unknown> | undefined> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('call inbound'), hashtext(${provider + ':' + providerCallId}))`.execute(trx);
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM call WHERE direction = 'inbound' AND provider = ${provider} AND provider_call_id = ${providerCallId} LIMIT 1`.execute(trx);
  return rows[0] ? { callId: Number(rows[0].id) } : undefined;
}
