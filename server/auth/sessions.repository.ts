import { sql } from 'kysely';
import { SESSION_LIMITS, type SessionRow } from '../../contract/accounts/sessions';
import type { Db } from '../db/database';
import { AUTH_CHANGED_CHANNEL } from './principals';
import { newSession, type Tokens } from './tokens';

/** Where a sign-in comes from: the request's address and its browser. */
export interface SessionOrigin {
  ip: string;
  userAgent?: string;
}

/**
 * Starts a sign-in: its two tokens (access and socket share the session id) and the row the user
 * sees in Settings, Security. Every way of signing in goes through here.
 */
export async function startSession(db: Db, tokens: Tokens, userId: number, origin: SessionOrigin): Promise<{ token: string; socketToken: string }> {
  const session = newSession();
  const token = await tokens.sign(userId, 'access', session);
  const socketToken = await tokens.sign(userId, 'socket', session);
  const { expiresAt } = (await tokens.verify(token, 'access'))!;
  const agent = (origin.userAgent ?? '').slice(0, SESSION_LIMITS.userAgentLength);
  await sql`INSERT INTO user_session (session, user_id, user_agent, ip, expires_at)
            VALUES (${session}, ${userId}, ${agent}, ${origin.ip}, to_timestamp(${expiresAt / 1000}))`.execute(db);
  // the user's own ended sign-ins go as a new one starts, so the table does not grow for ever
  await sql`DELETE FROM user_session WHERE user_id = ${userId} AND expires_at < now()`.execute(db);
  return { token, socketToken };
}

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
    await sql`DELETE FROM user_session WHERE session = ${session} AND user_id = ${userId}`.execute(trx);
    await sql`DELETE FROM revoked_session WHERE expires_at < now()`.execute(trx);
    await sql`SELECT pg_notify(${AUTH_CHANGED_CHANNEL}, 'user')`.execute(trx);
  });
}

/** The sign-ins of a user that still work, newest first; `current` is the one asking. */
export async function listSessions(db: Db, userId: number, current: string | undefined): Promise<SessionRow[]> {
  const { rows } = await sql<{ id: string; session: string; user_agent: string; ip: string; created_at: Date; last_used_at: Date }>`
    SELECT s.id, s.session, s.user_agent, s.ip, s.created_at, s.last_used_at
    FROM user_session s JOIN app_user u ON u.id = s.user_id
    WHERE s.user_id = ${userId} AND s.expires_at > now() AND s.created_at >= u.tokens_valid_after
      AND NOT EXISTS (SELECT 1 FROM revoked_session r WHERE r.session = s.session)
    ORDER BY s.created_at DESC, s.id DESC`.execute(db);
  return rows.map((r) => ({
    sessionId: Number(r.id),
    userAgent: r.user_agent,
    ip: r.ip,
    signedInAt: r.created_at.toISOString(),
    lastUsedAt: r.last_used_at.toISOString(),
    current: r.session === current,
  }));
}

/** The session id and expiry of one of the user's own sign-ins, by its row id. */
export async function findSession(db: Db, userId: number, sessionId: number): Promise<{ session: string; expiresAt: number } | undefined> {
  const { rows } = await sql<{ session: string; expires_ms: number }>`
    SELECT session, extract(epoch FROM expires_at) * 1000 AS expires_ms FROM user_session
    WHERE id = ${sessionId} AND user_id = ${userId} AND expires_at > now()`.execute(db);
  return rows[0] ? { session: rows[0].session, expiresAt: Number(rows[0].expires_ms) } : undefined;
}

/**
 * Ends every sign-in of the user, tokens without a row included (signed before sign-ins were
 * recorded): tokens signed before now are refused, as after a password change. The trigger on
 * app_user tells every process.
 */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`UPDATE app_user SET tokens_valid_after = clock_timestamp() WHERE id = ${userId}`.execute(trx);
    await sql`DELETE FROM user_session WHERE user_id = ${userId}`.execute(trx);
  });
}

/** Notes that the sign-in was used now, unless that was noted within the last SESSION_LIMITS.touchSeconds. */
export async function touchSession(db: Db, session: string): Promise<void> {
  await sql`UPDATE user_session SET last_used_at = now()
            WHERE session = ${session} AND last_used_at < now() - make_interval(secs => ${SESSION_LIMITS.touchSeconds})`.execute(db);
}
