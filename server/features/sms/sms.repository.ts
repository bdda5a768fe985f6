// All SQL of the SMS queue, webhooks and conversations beyond the engine's generic pattern.
import { sql } from 'kysely';
import type { RecipientStatus, SmsStatus } from '../../../contract/sms/sms';
import { RECIPIENT_STATUSES } from '../../../contract/sms/sms';
import type { Db } from '../../db/database';
import type { Trx } from '../../engine/entity.repository';
import type { ProviderName } from '../../adapters/registry';
import type { BlockReason } from '../campaigns/block-list.repository';
import { STATE_UNKNOWN, type CampaignRow, type Outcome } from '../campaigns/channel';
import { finishSingleSends } from '../campaigns/campaigns.repository';

export interface ClaimedSms {
  id: number;
  phone: string;
  from: string;
  message: string;
  files: string[] | null;
  provider: ProviderName;
}

/** Takes up to `limit` single SMS due for sending and marks them claimed, in one statement. */
export async function claimDueSms(db: Db, limit: number): Promise<ClaimedSms[]> {
  const { rows } = await sql<ClaimedSms>`
    UPDATE sms SET send_state = 'claimed', claimed_at = now() WHERE id IN (
      SELECT id FROM sms WHERE send_state = 'pending' AND NOT deleted AND (send_date IS NULL OR send_date <= now())
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id::int AS id, "to" AS phone, "from", message, files, provider`.execute(db);
  return rows.sort((a, b) => a.id - b.id);
}

/** The earliest future send date of a pending single SMS (to wake the queue then). */
export async function nextScheduledSms(db: Db): Promise<Date | undefined> {
  const { rows } = await sql<{ at: Date | null }>`SELECT min(send_date) AS at FROM sms WHERE send_state = 'pending' AND NOT deleted AND send_date > now()`.execute(db);
  return rows[0]?.at ?? undefined;
}

/** The outcome of each provider call of a batch of single SMS; a report that came first wins. */
export const finishSms = (db: Db, outcomes: Outcome[]): Promise<void> =>
  finishSingleSends(db, outcomes, { table: 'sms', providerIdColumn: 'provider_message_id', sent: 'sent', failed: 'delivery_failed' });

/** Single SMS left claimed by a process that stopped during the provider call: never sent again; failed unless reported since. */
export async function settleStaleSms(db: Db, olderThanSeconds: number): Promise<void> {
  await sql`
    UPDATE sms SET send_state = 'done',
      status = CASE WHEN status = 'queued' THEN 'delivery_failed' ELSE status END,
      error = CASE WHEN status = 'queued' THEN ${STATE_UNKNOWN} ELSE error END
    WHERE send_state = 'claimed' AND claimed_at < now() - make_interval(secs => ${olderThanSeconds})`.execute(db);
}

/** A provider's report on a single SMS, by our reference or the provider's id; the row as it is now. */
export async function reportSms(db: Db, by: { id?: number; providerMessageId?: string }, status: SmsStatus, error?: string) {
  const { rows } = await sql<{ smsId: number; to: string; status: SmsStatus }>`
    UPDATE sms SET status = ${status}, error = coalesce(${error?.slice(0, 300) ?? null}, error), date_modified = now(),
      provider_message_id = coalesce(provider_message_id, ${by.providerMessageId ?? null})
    WHERE ((${by.id ?? null}::bigint IS NOT NULL AND id = ${by.id ?? null}) OR (${by.id ?? null}::bigint IS NULL AND provider_message_id = ${by.providerMessageId ?? ''}))
      AND NOT inbound
    RETURNING id AS "smsId", "to", status`.execute(db);
  return rows;
}

/** Marks a row the product wrote itself (an inbound message) as nothing to send. */
export async function markNotForSending(trx: Trx, id: number): Promise<void> {
  await sql`UPDATE sms SET send_state = 'none' WHERE id = ${id}`.execute(trx);
}

/** Messages exchanged with one phone, oldest first (the last `limit`). */
export async function conversation(db: Db, phone: string, limit: number) {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT * FROM (
      SELECT id AS "smsId", "to", "from", message, files, provider, inbound, status, error,
        to_char(date_added AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "dateAdded"
      FROM sms WHERE NOT deleted AND (("to" = ${phone} AND NOT inbound) OR ("from" = ${phone} AND inbound))
      ORDER BY id DESC LIMIT ${limit}) last
    ORDER BY "smsId"`.execute(db);
  return rows;
}

export async function storeBusiness(db: Db | Trx, storeId: number | null | undefined): Promise<number | undefined> {
  if (!storeId) return undefined;
  const { rows } = await sql<{ businessId: number | null }>`SELECT business_id AS "businessId" FROM store WHERE id = ${storeId}`.execute(db);
  return rows[0]?.businessId ?? undefined;
}

// ---- campaigns

export interface SmsCampaignRow extends CampaignRow {
  message: string;
  /** pictures sent with each message (an MMS) */
  files: string[] | null;
}

export async function campaignById(db: Db, id: number): Promise<SmsCampaignRow | undefined> {
  const { rows } = await sql<SmsCampaignRow & { phones: string[] | null; customerGroups: number[] | null; groupId: number | null }>`
    SELECT id::int AS id, message, files, provider, status, phones, customer_groups AS "customerGroups", sms_group_id::int AS "groupId",
      send_date AS "sendDate", deleted
    FROM sms_campaign WHERE id = ${id}`.execute(db);
  if (!rows[0]) return undefined;
  const { phones, customerGroups, groupId, ...row } = rows[0];
  return { ...row, sources: { phones, customerGroups, groupId } };
}

/** Adds recipients (each phone once per campaign); blocked and unsubscribed ones get their status at once, never claimed. */
export async function addRecipients(db: Db, campaignId: number, phones: string[], blocked: Map<string, BlockReason>): Promise<void> {
  if (!phones.length) return;
  const statuses = phones.map((p): RecipientStatus => (blocked.get(p) === 'blocked' ? 'Deactivated' : blocked.get(p) === 'unsubscribed' ? 'Unsubscribed' : 'pending'));
  await sql`
    INSERT INTO sms_campaign_recipient (campaign_id, phone, status)
    SELECT ${campaignId}, p, s FROM unnest(${phones}::text[], ${statuses}::text[]) AS t(p, s)
    ON CONFLICT (campaign_id, phone) DO NOTHING`.execute(db);
}

/**
 * Claims the next `limit` pending recipients: `sending` is committed before any provider call, so a
 * recipient claimed once is never claimed again, whatever happens next (docs/sms.md).
 */
export async function claimRecipients(db: Db, campaignId: number, limit: number): Promise<{ id: number; phone: string }[]> {
  const { rows } = await sql<{ id: number; phone: string }>`
    UPDATE sms_campaign_recipient SET status = 'sending', claimed_at = now() WHERE id IN (
      SELECT id FROM sms_campaign_recipient WHERE campaign_id = ${campaignId} AND status = 'pending'
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id::int AS id, phone`.execute(db);
  return rows.sort((a, b) => a.id - b.id);
}

/** The outcome of each provider call of a batch (`sent` or `error`), in one statement; a report that came first wins. */
export async function finishRecipients(db: Db, outcomes: Outcome[]): Promise<void> {
  if (!outcomes.length) return;
  const ids = outcomes.map((o) => o.id);
  // rows locked in id order, as reports lock them: the two never deadlock, one waits for the other
  await sql`
    WITH locked AS (SELECT id FROM sms_campaign_recipient WHERE id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE)
    UPDATE sms_campaign_recipient r SET
      status = CASE WHEN r.status <> 'sending' THEN r.status WHEN t.ok THEN 'sent' ELSE 'error' END,
      provider_message_id = coalesce(r.provider_message_id, t.pid), error = coalesce(r.error, t.error)
    FROM unnest(${ids}::bigint[], ${outcomes.map((o) => o.ok)}::boolean[], ${outcomes.map((o) => o.providerId)}::text[], ${outcomes.map((o) => o.error)}::text[])
      AS t(id, ok, pid, error), locked
    WHERE r.id = t.id AND locked.id = t.id`.execute(db);
}

/** Provider reports on recipients (by our reference id); the campaigns they belong to. */
export async function reportRecipients(db: Db, reports: { id: number; status: RecipientStatus; providerMessageId: string | null; error: string | null }[]): Promise<number[]> {
  if (!reports.length) return [];
  const { rows } = await sql<{ campaignId: number }>`
    WITH locked AS (SELECT id FROM sms_campaign_recipient WHERE id = ANY(${reports.map((r) => r.id)}::bigint[]) ORDER BY id FOR UPDATE)
    UPDATE sms_campaign_recipient r SET status = t.status, reported_at = now(),
      provider_message_id = coalesce(r.provider_message_id, t.pid), error = coalesce(t.error, r.error)
    FROM unnest(${reports.map((r) => r.id)}::bigint[], ${reports.map((r) => r.status)}::text[], ${reports.map((r) => r.providerMessageId)}::text[], ${reports.map((r) => r.error)}::text[])
      AS t(id, status, pid, error), locked
    WHERE r.id = t.id AND locked.id = t.id AND r.status IN ('sending', 'sent', 'delivered', 'undelivered', 'spam')
    RETURNING r.campaign_id AS "campaignId"`.execute(db);
  return [...new Set(rows.map((r) => Number(r.campaignId)))];
}

/**
 * Recipients of a campaign left `sending` by a process that stopped during the provider call, claimed
 * longer ago than `olderThanSeconds` and with no report since: never sent again; counted as errors.
 */
export async function settleStaleSending(db: Db, campaignId: number, olderThanSeconds: number): Promise<void> {
  await sql`
    UPDATE sms_campaign_recipient SET status = 'error', error = ${STATE_UNKNOWN}
    WHERE campaign_id = ${campaignId} AND status = 'sending' AND claimed_at < now() - make_interval(secs => ${olderThanSeconds})`.execute(db);
}

export async function countByStatus(db: Db, campaignId: number): Promise<Partial<Record<RecipientStatus, number>>> {
  const { rows } = await sql<{ status: RecipientStatus; n: number }>`
    SELECT status, count(*)::int AS n FROM sms_campaign_recipient WHERE campaign_id = ${campaignId} GROUP BY status`.execute(db);
  return Object.fromEntries(rows.filter((r) => RECIPIENT_STATUSES.includes(r.status)).map((r) => [r.status, r.n]));
}

/** Recipients waiting for their claim, and claimed ones with no outcome yet. */
export async function campaignProgress(db: Db, campaignId: number): Promise<{ waiting: number; claimed: number }> {
  const counts = await countByStatus(db, campaignId);
  return { waiting: counts.pending ?? 0, claimed: counts.sending ?? 0 };
}

export async function saveCounters(db: Db, campaignId: number, c: Record<string, number>): Promise<{ status: string } | undefined> {
  const { rows } = await sql<{ status: string }>`
    UPDATE sms_campaign SET sms_count = ${c.smsCount}, price = ${c.price}, delivered_count = ${c.deliveredCount}, sent_count = ${c.sentCount},
      spam_count = ${c.spamCount}, error_count = ${c.errorCount}, pending_count = ${c.pendingCount}, skipped_count = ${c.skippedCount}
    WHERE id = ${campaignId} RETURNING status`.execute(db);
  return rows[0];
}

/**
 * The inbound message a provider already delivered under this id, if any: a signed request replayed
 * is stored once. Holds a lock on the id until the transaction ends, so two deliveries at once
 * store it once too.
 */
export async function inboundAlreadyStored(trx: Trx, provider: string, providerMessageId: string): Promise<number | undefined> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('sms inbound'), hashtext(${provider + ':' + providerMessageId}))`.execute(trx);
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM sms WHERE inbound AND provider = ${provider} AND provider_message_id = ${providerMessageId} LIMIT 1`.execute(trx);
  return rows[0] ? Number(rows[0].id) : undefined;
}
