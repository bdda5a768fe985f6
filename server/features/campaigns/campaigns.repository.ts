// The SQL every channel's campaigns share: their table (`sms_campaign`, `call_campaign`) is named by
// the channel's declaration; a recipient group's table (`sms_group`, `call_group`) likewise.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Outcome } from './channel';

/**
 * Writes the outcome of each provider call of a batch of single sends (`sms`, `call`): a row still
 * `queued` becomes `sent` or `failed` as the channel names them; a provider's report that came first
 * wins, as does its id for the message or call and its error.
 */
export async function finishSingleSends(
  db: Db,
  outcomes: Outcome[],
  channel: { table: string; providerIdColumn: string; sent: string; failed: string },
): Promise<void> {
  if (!outcomes.length) return;
  const providerId = sql.ref(`r.${channel.providerIdColumn}`);
  await sql`
    UPDATE ${sql.table(channel.table)} r SET send_state = 'done', date_modified = now(),
      status = CASE WHEN r.status = 'queued' THEN (CASE WHEN t.ok THEN ${channel.sent} ELSE ${channel.failed} END) ELSE r.status END,
      ${sql.ref(channel.providerIdColumn)} = coalesce(${providerId}, t.pid), error = coalesce(r.error, t.error)
    FROM unnest(${outcomes.map((o) => o.id)}::bigint[], ${outcomes.map((o) => o.ok)}::boolean[], ${outcomes.map((o) => o.providerId)}::text[], ${outcomes.map((o) => o.error)}::text[])
      AS t(id, ok, pid, error)
    WHERE r.id = t.id`.execute(db);
}

/** Campaigns accepted but not finished: the queue resumes them at start. */
export async function unfinishedCampaigns(db: Db, table: string): Promise<{ id: number; sendDate: Date | null }[]> {
  const { rows } = await sql<{ id: number; sendDate: Date | null }>`
    SELECT id::int AS id, send_date AS "sendDate" FROM ${sql.table(table)} WHERE status IN ('pending', 'sending') AND NOT deleted ORDER BY id`.execute(db);
  return rows;
}

export async function setCampaignStatus(db: Db, table: string, id: number, status: string): Promise<void> {
  await sql`UPDATE ${sql.table(table)} SET status = ${status}, date_modified = now() WHERE id = ${id}`.execute(db);
}

/** The phones of a recipient group and the customer groups to take phones from. */
export async function groupSources(db: Db, table: string, id: number): Promise<{ phones: string[]; customerGroups: number[] }> {
  const { rows } = await sql<{ phones: string[] | null; customerGroups: number[] | null }>`
    SELECT phones, customer_groups AS "customerGroups" FROM ${sql.table(table)} WHERE id = ${id} AND NOT deleted`.execute(db);
  return { phones: rows[0]?.phones ?? [], customerGroups: rows[0]?.customerGroups ?? [] };
}

/** Telephones of the active customers of the groups, `after` an id, a page at a time. */
export async function customerPhones(db: Db, groups: number[], after: number, limit: number): Promise<{ id: number; telephone: string }[]> {
  const { rows } = await sql<{ id: number; telephone: string }>`
    SELECT id::int AS id, telephone FROM customer
    WHERE customer_groups @> ANY(${groups.map((g) => JSON.stringify([g]))}::jsonb[]) AND NOT deleted AND status AND id > ${after}
    ORDER BY id LIMIT ${limit}`.execute(db);
  return rows;
}
