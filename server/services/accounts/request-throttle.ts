import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Calls per address and call family in the window before 429. */
export const MAX_REQUESTS = 30;
export const WINDOW_MINUTES = 15;

/** Counts account calls per address, in the database so every API process sees them. */
export const requestThrottle = (db: Db) => ({
  /** Records the call; true when the address is over the limit for this kind. */
  async over(ip: string, kind: string): Promise<boolean> {
    const { rows } = await sql<{ n: number }>`
      WITH added AS (INSERT INTO account_request (ip, kind) VALUES (${ip}, ${kind}) RETURNING 1)
      SELECT count(*)::int AS n FROM account_request
      WHERE ip = ${ip} AND kind = ${kind} AND at > now() - make_interval(mins => ${WINDOW_MINUTES})`.execute(db);
    if (Math.random() < 0.01) await sql`DELETE FROM account_request WHERE at < now() - interval '1 day'`.execute(db);
    // the row added by this call is not visible to the count in the same statement
    return rows[0].n + 1 > MAX_REQUESTS;
  },
});
