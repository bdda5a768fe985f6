import type { FastifyInstance } from 'fastify';
import { SECURITY_PATHS, securityTexts } from '../../contract/accounts/two-factor';
import { messages } from '../../contract/messages';
import type { Db } from '../db/database';
import { recordAudit } from '../engine/entity.repository';
import { ApiError } from '../http/errors';
import { defineRoute } from '../http/route';
import { closedObject, pageOf } from '../http/schemas';
import type { Realtime } from '../realtime/realtime';
import { bearer } from './auth.hook';
import type { Principals } from './principals';
import { endEverySession, endSession } from './session-end';
import { findSession, listSessions } from './sessions.repository';
import type { Tokens } from './tokens';

const tags = ['auth'];
const str = { type: 'string' } as const;
const ended = { 204: { type: 'null' } };

/** A user's own sign-ins (Settings, Security; docs/security.md, "Sessions"): any signed-in user, for themselves only. */
export function sessionRoutes(db: Db, tokens: Tokens, realtime: Realtime, principals: Principals) {
  return async function routes(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/' + SECURITY_PATHS.sessions,
        tags,
        summary: "The signed-in user's sign-ins that still work, newest first; `current` marks the one asking",
        access: 'signed-in',
        response: { 200: pageOf(closedObject({ sessionId: { type: 'integer' }, userAgent: str, ip: str, signedInAt: str, lastUsedAt: str, current: { type: 'boolean' } })) },
      },
      async (req) => {
        const token = await tokens.verify(bearer(req) ?? '', 'access');
        const data = await listSessions(db, req.principal.userId, token?.session);
        return { data, count: data.length };
      },
    );

    defineRoute(
      app,
      {
        method: 'DELETE',
        url: '/' + SECURITY_PATHS.session(':id'),
        tags,
        summary: "Ends one of the user's own sign-ins: its tokens answer 401 from their next call in every process, its sockets close",
        access: 'signed-in',
        params: { id: { type: 'reference', required: true, message: messages.wrongType } },
        response: ended,
      },
      async (req, reply) => {
        const p = req.principal;
        // another user's sign-in is not found either: ids of others' sessions tell nothing
        const found = await findSession(db, p.userId, req.params.id);
        if (!found) throw new ApiError(404, securityTexts.noSession);
        await endSession(db, realtime, principals, p.userId, found.session, found.expiresAt);
        await recordAudit(db, p, 'user', p.userId, 'sign-in ended', null, null);
        return reply.status(204).send();
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/' + SECURITY_PATHS.signOutEverywhere,
        tags,
        summary: 'Ends every sign-in of the user, this one included',
        access: 'signed-in',
        response: ended,
      },
      async (req, reply) => {
        const p = req.principal;
        await endEverySession(db, realtime, principals, p.userId);
        await recordAudit(db, p, 'user', p.userId, 'signed out everywhere', null, null);
        return reply.status(204).send();
      },
    );
  };
}
