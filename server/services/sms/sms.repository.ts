// All SQL of the SMS queue, webhooks and conversations beyond the engine's generic pattern.
import { sql } from 'kysely';
import type { RecipientStatus, SmsStatus } from '../../../contract/sms/sms';
import { RECIPIENT_STATUSES } from '../../../contract/sms/sms';
import type { Db } from '../../db/database';
import type { Trx } from '../../engine/entity.repository';

export interface ClaimedSms {
  id: number;
  to: string;
  from: string;
  message: string;
  files: string[] | null;
  provider: string;
}

/** Takes up to `limit` single SMS due for sending and marks them claimed, in one statement. */
export async function claimDueSms(db: Db, limit: number): Promise<ClaimedSms[]> {
  const { rows } = await sql<ClaimedSms>`
    UPDATE sms SET send_state = 'claimed' WHERE id IN (
      SELECT id FROM sms WHERE send_state = 'pending' AND NOT deleted AND (send_date IS NULL OR send_date <= now())
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, "to", "from", message, files, provider`.execute(db);
  return rows;
}

/** The earliest future send date of a pending single SMS (to wake the queue then). */
export async function nextScheduledSms(db: Db): Promise<Date | undefined> {
  const { rows } = await sql<{ at: Date | null }>`SELECT min(send_date) AS at FROM sms WHERE send_state = 'pending' AND NOT deleted AND send_date > now()`.execute(db);
  return rows[0]?.at ?? undefined;
}

export async function finishSms(db: Db, id: number, result: { status: SmsStatus; providerMessageId?: string; error?: string }): Promise<void> {
  await sql`
    UPDATE sms SET send_state = 'done', status = ${result.status}, provider_message_id = ${result.providerMessageId ?? null},
      error = ${result.error?.slice(0, 300) ?? null}, date_modified = now()
    WHERE id = ${id}`.execute(db);
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

/** Of these numbers, those nothing may be sent to, with why. */
export async function blockedAmong(db: Db | Trx, phones: string[]): Promise<Map<string, 'blocked' | 'unsubscribed'>> {
  if (!phones.length) return new Map();
  const { rows } = await sql<{ phone: string; reason: 'blocked' | 'unsubscribed' }>`
    SELECT phone, reason FROM sms_blocked_phone WHERE phone = ANY(${phones}::text[])`.execute(db);
  return new Map(rows.map((r) => [r.phone, r.reason]));
}

/**
 * Blocks a phone for SMS, or unblocks it when staff blocked it; an unsubscribed phone stays as it is.
 * Answers the phone's state afterwards.
 */
export async function toggleBlocked(db: Db, phone: string): Promise<'blocked' | 'unsubscribed' | null> {
  return db.transaction().execute(async (trx) => {
    const lifted = await sql`DELETE FROM sms_blocked_phone WHERE phone = ${phone} AND reason = 'blocked'`.execute(trx);
    if (Number(lifted.numAffectedRows ?? 0) > 0) return null;
    // a new block, or one a toggle at the same moment just made: blocked either way; or unsubscribed
    await sql`INSERT INTO sms_blocked_phone (phone, reason) VALUES (${phone}, 'blocked') ON CONFLICT (phone) DO NOTHING`.execute(trx);
    const { rows } = await sql<{ reason: 'blocked' | 'unsubscribed' }>`SELECT reason FROM sms_blocked_phone WHERE phone = ${phone}`.execute(trx);
    return rows[0]?.reason ?? 'blocked';
  });
}

export async function setUnsubscribed(db: Db, phone: string, unsubscribed: boolean): Promise<void> {
  if (unsubscribed) await sql`INSERT INTO sms_blocked_phone (phone, reason) VALUES (${phone}, 'unsubscribed') ON CONFLICT (phone) DO NOTHING`.execute(db);
  else await sql`DELETE FROM sms_blocked_phone WHERE phone = ${phone} AND reason = 'unsubscribed'`.execute(db);
}

export async function storeBusiness(db: Db | Trx, storeId: number | null | undefined): Promise<number | undefined> {
  if (!storeId) return undefined;
  const { rows } = await sql<{ businessId: number | null }>`SELECT business_id AS "businessId" FROM store WHERE id = ${storeId}`.execute(db);
  return rows[0]?.businessId ?? undefined;
}

// ---- campaigns

export interface CampaignRow {
  id: number;
  message: string;
  provider: string;
  status: string;
  phones: string[] | null;
  customerGroups: number[] | null;
  smsGroupId: number | null;
  storeId: number | null;
  sendDate: Date | null;
  deleted: boolean;
}

export async function campaignById(db: Db, id: number): Promise<CampaignRow | undefined> {
  const { rows } = await sql<CampaignRow>`
    SELECT id, message, provider, status, phones, customer_groups AS "customerGroups", sms_group_id AS "smsGroupId",
      store_id AS "storeId", send_date AS "sendDate", deleted
    FROM sms_campaign WHERE id = ${id}`.execute(db);
  return rows[0];
}

/** Campaigns accepted but not finished: the queue resumes them at start. */
export async function unfinishedCampaigns(db: Db): Promise<{ id: number; sendDate: Date | null }[]> {
  const { rows } = await sql<{ id: number; sendDate: Date | null }>`
    SELECT id, send_date AS "sendDate" FROM sms_campaign WHERE status IN ('pending', 'sending') AND NOT deleted ORDER BY id`.execute(db);
  return rows;
}

export async function setCampaignStatus(db: Db, id: number, status: string): Promise<void> {
  await sql`UPDATE sms_campaign SET status = ${status}, date_modified = now() WHERE id = ${id}`.execute(db);
}

/** The phones of an SMS group and the customer groups to take phones from. */
export async function smsGroupSources(db: Db, id: number): Promise<{ phones: string[]; customerGroups: number[] }> {
  const { rows } = await sql<{ phones: string[] | null; customerGroups: number[] | null }>`
    SELECT phones, customer_groups AS "customerGroups" FROM sms_group WHERE id = ${id} AND NOT deleted`.execute(db);
  return { phones: rows[0]?.phones ?? [], customerGroups: rows[0]?.customerGroups ?? [] };
}

/** Telephones of the active customers of the groups, `after` an id, a page at a time. */
export async function customerPhones(db: Db, groups: number[], after: number, limit: number): Promise<{ id: number; telephone: string }[]> {
  const { rows } = await sql<{ id: number; telephone: string }>`
    SELECT id, telephone FROM customer
    WHERE customer_groups @> ANY(${groups.map((g) => JSON.stringify([g]))}::jsonb[]) AND NOT deleted AND status AND id > ${after}
    ORDER BY id LIMIT ${limit}`.execute(db);
  return rows;
}

/** Adds recipients (each phone once per campaign); skipped ones get their status at once. */
export async function addRecipients(db: Db, campaignId: number, phones: string[], statuses: string[]): Promise<void> {
  if (!phones.length) return;
  await sql`
    INSERT INTO sms_campaign_recipient (campaign_id, phone, status)
    SELECT ${campaignId}, p, s FROM unnest(${phones}::text[], ${statuses}::text[]) AS t(p, s)
    ON CONFLICT (campaign_id, phone) DO NOTHING`.execute(db);
}

export interface ClaimedRecipient {
  id: number;
  phone: string;
}

/**
 * Claims the next `limit` pending recipients: `sending` is committed before any provider call, so a
 * recipient claimed once is never claimed again, whatever happens next (docs/sms.md).
 */
export async function claimRecipients(db: Db, campaignId: number, limit: number): Promise<ClaimedRecipient[]> {
  const { rows } = await sql<ClaimedRecipient>`
    UPDATE sms_campaign_recipient SET status = 'sending', claimed_at = now() WHERE id IN (
      SELECT id FROM sms_campaign_recipient WHERE campaign_id = ${campaignId} AND status = 'pending'
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, phone`.execute(db);
  return rows.sort((a, b) => a.id - b.id);
}

/** The outcome of each provider call of a batch, in one statement; a report that came first wins. */
export async function finishRecipients(db: Db, results: { id: number; status: RecipientStatus; providerMessageId: string | null; error: string | null }[]): Promise<void> {
  if (!results.length) return;
  // rows locked in id order, as reports lock them: the two never deadlock, one waits for the other
  await sql`
    WITH locked AS (SELECT id FROM sms_campaign_recipient WHERE id = ANY(${results.map((r) => r.id)}::bigint[]) ORDER BY id FOR UPDATE)
    UPDATE sms_campaign_recipient r SET
      status = CASE WHEN r.status = 'sending' THEN t.status ELSE r.status END,
      provider_message_id = coalesce(r.provider_message_id, t.pid), error = coalesce(r.error, t.error)
    FROM unnest(${results.map((r) => r.id)}::bigint[], ${results.map((r) => r.status)}::text[], ${results.map((r) => r.providerMessageId)}::text[], ${results.map((r) => r.error)}::text[])
      AS t(id, status, pid, error), locked
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
 * Recipients left `sending` by a process that stopped during the provider call, claimed longer ago
 * than `olderThanSeconds` and with no report since: never sent again; counted as errors.
 */
export async function settleStaleSending(db: Db, campaignId: number, olderThanSeconds: number): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    UPDATE sms_campaign_recipient SET status = 'error', error = 'state unknown: the server stopped during the provider call'
    WHERE campaign_id = ${campaignId} AND status = 'sending' AND claimed_at < now() - make_interval(secs => ${olderThanSeconds})
    RETURNING id`.execute(db);
  return rows.length;
}

export async function countByStatus(db: Db, campaignId: number): Promise<Partial<Record<RecipientStatus, number>>> {
  const { rows } = await sql<{ status: RecipientStatus; n: number }>`
    SELECT status, count(*)::int AS n FROM sms_campaign_recipient WHERE campaign_id = ${campaignId} GROUP BY status`.execute(db);
  return Object.fromEntries(rows.filter((r) => RECIPIENT_STATUSES.includes(r.status)).map((r) => [r.status, r.n]));
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
