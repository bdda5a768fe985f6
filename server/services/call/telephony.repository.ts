// SQL of the browser phone's dials beyond the call entity's repository: a dial is a call row the
// browser places itself (send_state 'browser'), so the queue never places it again.
import { sql } from 'kysely';
import type { Trx } from '../../engine/entity.repository';

/** The send state of a call the browser phone placed: never claimed by the queue (it takes only 'pending'). */
export const BROWSER_DIAL = 'browser';

/** Marks a call row, in the transaction that wrote it, as a dial of the browser phone. */
export async function markBrowserDial(trx: Trx, id: number): Promise<void> {
  await sql`UPDATE call SET send_state = ${BROWSER_DIAL} WHERE id = ${id}`.execute(trx);
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
