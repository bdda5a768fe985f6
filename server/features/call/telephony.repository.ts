// SQL of the browser phone beyond the call entity's repository: a dial is a call row the browser
// places itself (send_state 'browser'), a call to our number one Twilio brought (send_state
// 'inbound'), so the queue never places either; and which phones are on (voice_agent).
import { sql } from 'kysely';
import type { Permission } from '../../../contract/permissions';
import type { Db } from '../../db/database';
import type { Trx } from '../../engine/entity.repository';

/** The send state of a call the browser phone placed: never claimed by the queue (it takes only 'pending'). */
export const BROWSER_DIAL = 'browser';

/** The send state of a call someone made to our number: never claimed by the queue either. */
export const INBOUND_CALL = 'inbound';

/** Marks a call row, in the transaction that wrote it, as a dial of the browser phone or an inbound call. */
export async function markSendState(trx: Trx, id: number, state: typeof BROWSER_DIAL | typeof INBOUND_CALL): Promise<void> {
  await sql`UPDATE call SET send_state = ${state} WHERE id = ${id}`.execute(trx);
}

/** The user of a browser-phone dial, locked until the transaction ends; undefined when the id is not a dial. */
export async function lockDial(trx: Trx, id: number): Promise<{ userId: number | null } | undefined> {
  const { rows } = await sql<{ userId: number | null }>`
    SELECT user_id::int AS "userId" FROM call WHERE id = ${id} AND send_state = ${BROWSER_DIAL} AND NOT deleted FOR UPDATE`.execute(trx);
  return rows[0];
}

/** The user's dials still `queued`: calls whose page went away before it said how they ended. */
export async function unreportedDials(trx: Trx, userId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT id::int AS id FROM call
    WHERE user_id = ${userId} AND send_state = ${BROWSER_DIAL} AND status = 'queued' AND NOT deleted
    ORDER BY id FOR UPDATE`.execute(trx);
  return rows.map((r) => r.id);
}

/** The inbound call a Twilio report is about, locked until the transaction ends; undefined when it is not one. */
export async function lockInbound(trx: Trx, id: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM call WHERE id = ${id} AND send_state = ${INBOUND_CALL} AND NOT deleted FOR UPDATE`.execute(trx);
  return rows.length > 0;
}

/** The user's browser phone took a voice token now: it is on for the token's hour. */
export async function voiceAgentSeen(db: Db, userId: number): Promise<void> {
  await sql`INSERT INTO voice_agent (user_id, seen_at) VALUES (${userId}, now())
            ON CONFLICT (user_id) DO UPDATE SET seen_at = now()`.execute(db);
}

/** Enabled users whose browser phone took a token within `seconds`, most recent first, with their permissions. */
export async function voiceAgents(db: Db, seconds: number): Promise<{ id: number; permissions: Permission[] }[]> {
  const { rows } = await sql<{ id: number; permissions: Permission[] | null }>`
    SELECT u.id::int AS id, g.permissions FROM voice_agent a
      JOIN app_user u ON u.id = a.user_id JOIN user_group g ON g.id = u.user_group_id
    WHERE a.seen_at > now() - make_interval(secs => ${seconds}) AND u.status AND NOT u.deleted
    ORDER BY a.seen_at DESC`.execute(db);
  return rows.map((r) => ({ id: r.id, permissions: r.permissions ?? [] }));
}
