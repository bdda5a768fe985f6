import { sql } from 'kysely';
import type { Db } from '../db/database';

export const MAX_FAILURES = 10;
export const WINDOW_MINUTES = 15;

const key = (name: string) => name.trim().toLowerCase();

/**
 * Failed sign-ins per address, kept in the database so every API process sees them. An address
 * is blocked after MAX_FAILURES within the window, whatever names were tried; a success clears
 * only the failures for the name that signed in, so signing in to one's own account does not
 * reset the count of guesses against another.
 */
export const loginThrottle = (db: Db) => ({
  async blocked(ip: string): Promise<boolean> {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM login_failure
      WHERE ip = ${ip} AND at > now() - make_interval(mins => ${WINDOW_MINUTES})`.execute(db);
    return rows[0].n >= MAX_FAILURES;
  },
  async fail(ip: string, name: string): Promise<void> {
    await sql`INSERT INTO login_failure (ip, username) VALUES (${ip}, ${key(name)})`.execute(db);
  },
  async succeed(ip: string, name: string): Promise<void> {
    await sql`DELETE FROM login_failure WHERE (ip = ${ip} AND username = ${key(name)}) OR at < now() - interval '1 day'`.execute(db);
  },
});
