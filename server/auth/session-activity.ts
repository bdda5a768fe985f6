import type { FastifyInstance } from 'fastify';
import { SESSION_LIMITS } from '../../contract/accounts/sessions';
import type { Db } from '../db/database';
import { bearer } from './auth.hook';
import { touchSession } from './sessions.repository';
import type { Tokens } from './tokens';

/** Sign-ins remembered per process as noted lately; past this many the memory starts over. */
const REMEMBERED = 10_000;

/**
 * Keeps each sign-in's "last use" (Settings, Security) without a write per call: after a signed-in
 * call has been answered, at most one UPDATE per sign-in and SESSION_LIMITS.touchSeconds from this
 * process, and the UPDATE itself skips a row noted within that time by another process.
 */
export function installSessionActivity(app: FastifyInstance, db: Db, tokens: Tokens): void {
  const noted = new Map<string, number>();
  app.addHook('onResponse', async (req) => {
    if (!req.principal) return;
    const token = bearer(req);
    // verified by the auth hook already: this is the per-process cache
    const session = token ? (await tokens.verify(token, 'access'))?.session : undefined;
    if (!session) return;
    const now = Date.now();
    if (now - (noted.get(session) ?? 0) < SESSION_LIMITS.touchSeconds * 1000) return;
    if (noted.size >= REMEMBERED) noted.clear();
    noted.set(session, now);
    await touchSession(db, session).catch((e) => req.log.warn(e, 'session last use'));
  });
}
