import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Calls per address and call family in the window before 429. */
export const MAX_REQUESTS = 30;
export const WINDOW_MINUTES = 15;

/** Class of the advisory lock that queues the count per address and kind (first key of the two-key form). */
const LOCK_REQUESTS = 7_004;

/** Counts account calls per address, in the database so every API process sees them. */
export const requestThrottle = (db: Db) => ({
  /**
   * Records the call; true when the address is over the limit for this kind. Count and record are
   * one step under a lock, so parallel calls cannot all see room under the limit.
   */
  async over(ip: string, kind: string): Promise<boolean> {
    const n = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${LOCK_REQUESTS}, hashtext(${ip + ' ' + kind}))`.execute(trx);
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM account_request
        WHERE ip = ${ip} AND kind = ${kind} AND at > now() - make_interval(mins => ${WINDOW_MINUTES})`.execute(trx);
      await sql`INSERT INTO account_request (ip, kind) VALUES (${ip}, ${kind})`.execute(trx);
      return rows[0].n + 1;
    });
    if (Math.random() < 0.01) await sql`DELETE FROM account_request WHERE at < now() - interval '1 day'`.execute(db);
    return n > MAX_REQUESTS;
  },
});
