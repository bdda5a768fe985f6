import { sql } from 'kysely';
import type { Db } from '../db/database';

export const MAX_FAILURES = 10;
export const WINDOW_MINUTES = 15;

/** Failed sign-ins per address, kept in the database so every API process sees them. */
export const loginThrottle = (db: Db) => ({
  async blocked(ip: string): Promise<boolean> {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM login_failure
      WHERE ip = ${ip} AND at > now() - make_interval(mins => ${WINDOW_MINUTES})`.execute(db);
    return rows[0].n >= MAX_FAILURES;
  },
  async fail(ip: string): Promise<void> {
    await sql`INSERT INTO login_failure (ip) VALUES (${ip})`.execute(db);
  },
  async succeed(ip: string): Promise<void> {
    await sql`DELETE FROM login_failure WHERE ip = ${ip} OR at < now() - interval '1 day'`.execute(db);
  },
});
