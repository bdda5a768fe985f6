import { sql } from 'kysely';
import { accountWaitSeconds, SIGN_IN_LIMITS as L } from '../../contract/accounts/sign-in-limits';
import type { Db } from '../db/database';

/** Classes of the transaction-scoped advisory locks taken here (first key of the two-key form). */
const LOCK_ADDRESS = 7_001;
const LOCK_ACCOUNT = 7_002;

const key = (name: string) => name.trim().toLowerCase();

/** `ok`: the attempt may be checked (it is already recorded as a failure); otherwise wait `retryAfter` seconds. */
export type Reservation = { ok: true } | { ok: false; retryAfter: number };

interface Counts {
  address_failures: number;
  /** seconds until the address is under its limit again */
  address_wait: number | null;
  account_failures: number;
  last_failure_ms: number | null;
  now_ms: number;
  known: boolean;
}

/**
 * Failed sign-ins, kept in the database so every API process sees them (docs/security.md).
 *
 * Each attempt is counted and recorded as a failure in one transaction, under advisory locks on
 * its address and its account name, BEFORE its password is checked: parallel attempts queue on
 * the locks, so exactly the limit gets checked. A success then removes the failures of its own
 * address and name (typos of the owner); guesses against others stay counted.
 *
 * - Per address: SIGN_IN_LIMITS.addressFailures within the window, whatever names; then 429 for
 *   that address only.
 * - Per account name, from any address: past the free failures, each next try waits after the
 *   last failure, doubling up to a cap; an address that signed in to that account lately skips it.
 */
export const loginThrottle = (db: Db) => ({
  async reserve(ip: string, name: string): Promise<Reservation> {
    const username = key(name);
    return db.transaction().execute(async (trx) => {
      // address first, then account: always the same order, so two attempts never deadlock
      await sql`SELECT pg_advisory_xact_lock(${LOCK_ADDRESS}, hashtext(${ip}))`.execute(trx);
      await sql`SELECT pg_advisory_xact_lock(${LOCK_ACCOUNT}, hashtext(${username}))`.execute(trx);
      const { rows } = await sql<Counts>`
        SELECT
          (SELECT count(*)::int FROM login_failure
            WHERE ip = ${ip} AND at > now() - make_interval(mins => ${L.addressWindowMinutes})) AS address_failures,
          (SELECT ceil(extract(epoch FROM at + make_interval(mins => ${L.addressWindowMinutes}) - now()))::int FROM login_failure
            WHERE ip = ${ip} AND at > now() - make_interval(mins => ${L.addressWindowMinutes})
            ORDER BY at DESC OFFSET ${L.addressFailures - 1} LIMIT 1) AS address_wait,
          (SELECT count(*)::int FROM login_failure
            WHERE username = ${username} AND at > now() - make_interval(mins => ${L.accountWindowMinutes})) AS account_failures,
          (SELECT extract(epoch FROM max(at)) * 1000 FROM login_failure
            WHERE username = ${username} AND at > now() - make_interval(mins => ${L.accountWindowMinutes})) AS last_failure_ms,
          extract(epoch FROM now()) * 1000 AS now_ms,
          EXISTS (SELECT 1 FROM login_success WHERE username = ${username} AND ip = ${ip}
            AND at > now() - make_interval(days => ${L.knownAddressDays})) AS known`.execute(trx);
      const c = rows[0];
      if (c.address_failures >= L.addressFailures) return { ok: false, retryAfter: Math.max(1, c.address_wait ?? 1) } as const;
      if (!c.known) {
        const last = c.last_failure_ms === null ? undefined : Number(c.last_failure_ms);
        const wait = accountWaitSeconds(c.account_failures, last, Number(c.now_ms));
        if (wait > 0) return { ok: false, retryAfter: wait } as const;
      }
      await sql`INSERT INTO login_failure (ip, username) VALUES (${ip}, ${username})`.execute(trx);
      return { ok: true } as const;
    });
  },
  /** The password was right: the failures of this address for this name go, and the address becomes known. */
  async succeed(ip: string, name: string): Promise<void> {
    const username = key(name);
    await sql`DELETE FROM login_failure WHERE (ip = ${ip} AND username = ${username}) OR at < now() - interval '1 day'`.execute(db);
    await sql`INSERT INTO login_success (username, ip) VALUES (${username}, ${ip})
              ON CONFLICT (username, ip) DO UPDATE SET at = now()`.execute(db);
    await sql`DELETE FROM login_success WHERE at < now() - make_interval(days => ${L.knownAddressDays})`.execute(db);
  },
});
