import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { messages } from '../../../contract/messages';
import { NOTIFICATION_PATHS, PUSH_ENDPOINT_REFUSED } from '../../../contract/notifications';
import type { ValidationItem } from '../../../contract/validate';
import type { Db } from '../../db/database';
import { ValidationError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { closedObject } from '../../http/schemas';
import type { PushSender } from '../../providers/push';

const decodedLength = (v: unknown) => (typeof v === 'string' && /^[A-Za-z0-9_-]+={0,2}$/.test(v) ? Buffer.from(v, 'base64url').length : -1);

const tags = ['notification'];
const endpointField = { type: 'string', required: true, maxLength: 2000 } as const;

/** The VAPID public key and saving a browser's push subscription for the signed-in user. */
export function pushSubscriptionRoutes(db: Db, push: PushSender) {
  return async function routes(app: FastifyInstance) {
    defineRoute(
      app,
      { method: 'GET', url: '/' + NOTIFICATION_PATHS.vapidPublicKey, tags, summary: 'The VAPID public key for PushManager.subscribe', access: 'signed-in', response: { 200: closedObject({ publicKey: { type: 'string' } }) } },
      async () => ({ publicKey: push.publicKey }),
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/' + NOTIFICATION_PATHS.saveSubscription,
        tags,
        summary: "Save this browser's push subscription for me",
        description: 'keys.p256dh: base64url, 65 bytes; keys.auth: base64url, 16 bytes.',
        access: 'signed-in',
        body: {
          endpoint: endpointField,
          keys: { type: 'object', required: true, fields: { p256dh: { type: 'string', required: true, maxLength: 200 }, auth: { type: 'string', required: true, maxLength: 200 } } },
        },
        response: { 201: closedObject({ saved: { type: 'boolean' } }) },
      },
      async (req, reply) => {
        const { endpoint, keys } = req.body;
        // an http(s) URL and the key sizes of the push protocol, all named in one answer
        const errors: ValidationItem[] = [];
        let url: URL | undefined;
        try {
          url = new URL(endpoint);
        } catch {
          url = undefined;
        }
        if (!url || !['https:', 'http:'].includes(url.protocol)) errors.push({ path: 'endpoint', msg: messages.wrongType });
        // p256dh: an uncompressed P-256 point (65 bytes); auth: 16 bytes
        if (decodedLength(keys.p256dh) !== 65) errors.push({ path: 'keys.p256dh', msg: messages.wrongType });
        if (decodedLength(keys.auth) !== 16) errors.push({ path: 'keys.auth', msg: messages.wrongType });
        if (errors.length) throw new ValidationError(errors);
        // only a push service the operator allows, at a public address (checked again at every send)
        if (!(await push.accepts(endpoint))) throw new ValidationError([{ path: 'endpoint', msg: PUSH_ENDPOINT_REFUSED }]);
        // An endpoint stays with the user who saved it until that user deletes it (sign-out) or the
        // push service reports it gone: saving it again only refreshes the owner's keys, so nobody
        // can divert another user's pushes by posting a known endpoint.
        const saved = await sql`
          INSERT INTO push_subscription (user_id, endpoint, p256dh, auth)
          VALUES (${req.principal.userId}, ${endpoint}, ${keys.p256dh}, ${keys.auth})
          ON CONFLICT (endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth
          WHERE push_subscription.user_id = EXCLUDED.user_id`.execute(db);
        if (!Number(saved.numAffectedRows ?? 0)) throw new ValidationError([{ path: 'endpoint', msg: messages.taken('endpoint') }]);
        return reply.status(201).send({ saved: true });
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/' + NOTIFICATION_PATHS.deleteSubscription,
        tags,
        summary: 'Delete one of my push subscriptions',
        access: 'signed-in',
        body: { endpoint: endpointField },
        response: { 200: closedObject({ deleted: { type: 'integer' } }) },
      },
      async (req) => {
        const res = await sql`DELETE FROM push_subscription WHERE endpoint = ${req.body.endpoint} AND user_id = ${req.principal.userId}`.execute(db);
        return { deleted: Number(res.numAffectedRows ?? 0) };
      },
    );
  };
}
