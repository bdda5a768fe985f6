// The one block list (table `blocked_phone`, migration 0030): numbers a channel never sends to, kept
// per channel. `blocked` is staff's doing and staff lift it; `unsubscribed` is the recipient's STOP
// (SMS only) and only their START lifts it.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Trx } from '../../engine/entity.repository';
import type { ChannelName } from './jobs';

export type BlockReason = 'blocked' | 'unsubscribed';

/** Of these numbers, those the channel may not send to, with why. */
export async function blockedAmong(db: Db | Trx, channel: ChannelName, phones: string[]): Promise<Map<string, BlockReason>> {
  if (!phones.length) return new Map();
  const { rows } = await sql<{ phone: string; reason: BlockReason }>`
    SELECT phone, reason FROM blocked_phone WHERE channel = ${channel} AND phone = ANY(${phones}::text[])`.execute(db);
  return new Map(rows.map((r) => [r.phone, r.reason]));
}

/**
 * Blocks a phone, or unblocks it when staff blocked it; a phone that unsubscribed stays as it is.
 * Answers the phone's state afterwards.
 */
export async function toggleBlocked(db: Db, channel: ChannelName, phone: string, userId: number): Promise<BlockReason | null> {
  return db.transaction().execute(async (trx) => {
    const lifted = await sql`DELETE FROM blocked_phone WHERE channel = ${channel} AND phone = ${phone} AND reason = 'blocked'`.execute(trx);
    if (Number(lifted.numAffectedRows ?? 0) > 0) return null;
    // a new block, or one a toggle at the same moment just made: blocked either way; or unsubscribed
    await sql`INSERT INTO blocked_phone (channel, phone, reason, user_id) VALUES (${channel}, ${phone}, 'blocked', ${userId}) ON CONFLICT (channel, phone) DO NOTHING`.execute(trx);
    const { rows } = await sql<{ reason: BlockReason }>`SELECT reason FROM blocked_phone WHERE channel = ${channel} AND phone = ${phone}`.execute(trx);
    return rows[0]?.reason ?? 'blocked';
  });
}

/** The recipient's own STOP (unsubscribed) or START (subscribed again). */
export async function setUnsubscribed(db: Db, channel: ChannelName, phone: string, unsubscribed: boolean): Promise<void> {
  if (unsubscribed) await sql`INSERT INTO blocked_phone (channel, phone, reason) VALUES (${channel}, ${phone}, 'unsubscribed') ON CONFLICT (channel, phone) DO NOTHING`.execute(db);
  else await sql`DELETE FROM blocked_phone WHERE channel = ${channel} AND phone = ${phone} AND reason = 'unsubscribed'`.execute(db);
}
