import { sql } from 'kysely';
import type { Db } from '../db/database';
import { AUTH_CHANGED_CHANNEL } from './principals';

/**
 * Ends one sign-in: its tokens (access and socket share the session id) are refused from now on
 * by every process. The row lives until the tokens would have expired anyway; every process drops
 * its cached principals on the notification, and loads the user's revoked sessions with them.
 */
export async function revokeSession(db: Db, userId: number, session: string, expiresAt: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`INSERT INTO revoked_session (session, user_id, expires_at)
              VALUES (${session}, ${userId}, to_timestamp(${expiresAt / 1000}))
              ON CONFLICT (session) DO NOTHING`.execute(trx);
    await sql`DELETE FROM revoked_session WHERE expires_at < now()`.execute(trx);
    await sql`SELECT pg_notify(${AUTH_CHANGED_CHANNEL}, 'user')`.execute(trx);
  });
}
