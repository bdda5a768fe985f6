import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { messages } from '../../../contract/messages';
import { NOTIFICATION_PATHS, PUSH_ENDPOINT_REFUSED } from '../../../contract/notifications';
import { isStorableText, type ValidationItem } from '../../../contract/validate';
import type { Db } from '../../db/database';
import { ValidationError } from '../../http/errors';
import { openObject, responses, type JsonSchema } from '../../http/schemas';
import type { PushSender } from '../../providers/push';

const decodedLength = (v: unknown) => (typeof v === 'string' && /^[A-Za-z0-9_-]+={0,2}$/.test(v) ? Buffer.from(v, 'base64url').length : -1);

const tags = ['notification'];
const endpoint = { type: 'string', format: 'uri', maxLength: 2000 };
const schemas: Record<'publicKey' | 'save' | 'remove', JsonSchema> = {
  publicKey: { tags, summary: 'The VAPID public key for PushManager.subscribe', response: responses({ 200: openObject({ publicKey: { type: 'string' } }) }) },
  save: {
    tags,
    summary: "Save this browser's push subscription for me",
    body: openObject(
      { endpoint, keys: openObject({ p256dh: { type: 'string', description: 'base64url, 65 bytes' }, auth: { type: 'string', description: 'base64url, 16 bytes' } }, ['p256dh', 'auth']) },
      ['endpoint', 'keys'],
    ),
    response: responses({ 201: openObject({ saved: { type: 'boolean' } }) }),
  },
  remove: {
    tags,
    summary: 'Delete one of my push subscriptions',
    body: openObject({ endpoint }, ['endpoint']),
    response: responses({ 200: openObject({ deleted: { type: 'integer' } }) }),
  },
};

/** The VAPID public key and saving a browser's push subscription for the signed-in user. */
export function pushSubscriptionRoutes(db: Db, push: PushSender) {
  return async function routes(app: FastifyInstance) {
    app.get('/' + NOTIFICATION_PATHS.vapidPublicKey, { schema: schemas.publicKey }, async () => ({ publicKey: push.publicKey }));

    app.post<{ Body: { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } } }>(
      '/' + NOTIFICATION_PATHS.saveSubscription,
      { schema: schemas.save },
      async (req, reply) => {
        const { endpoint, keys } = req.body ?? {};
        const errors: ValidationItem[] = [];
        let url: URL | undefined;
        try {
          url = typeof endpoint === 'string' && endpoint.length <= 2000 && isStorableText(endpoint) ? new URL(endpoint) : undefined;
        } catch {
          url = undefined;
        }
        if (!url || !['https:', 'http:'].includes(url.protocol)) errors.push({ path: 'endpoint', msg: messages.wrongType });
        // p256dh: an uncompressed P-256 point (65 bytes); auth: 16 bytes
        if (decodedLength(keys?.p256dh) !== 65) errors.push({ path: 'keys.p256dh', msg: messages.wrongType });
        if (decodedLength(keys?.auth) !== 16) errors.push({ path: 'keys.auth', msg: messages.wrongType });
        if (errors.length) throw new ValidationError(errors);
        // only a push service the operator allows, at a public address (checked again at every send)
        if (!(await push.accepts(String(endpoint)))) throw new ValidationError([{ path: 'endpoint', msg: PUSH_ENDPOINT_REFUSED }]);
        // An endpoint stays with the user who saved it until that user deletes it (sign-out) or the
        // push service reports it gone: saving it again only refreshes the owner's keys, so nobody
        // can divert another user's pushes by posting a known endpoint.
        const saved = await sql`
          INSERT INTO push_subscription (user_id, endpoint, p256dh, auth)
          VALUES (${req.principal.userId}, ${String(endpoint)}, ${String(keys!.p256dh)}, ${String(keys!.auth)})
          ON CONFLICT (endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth
          WHERE push_subscription.user_id = EXCLUDED.user_id`.execute(db);
        if (!Number(saved.numAffectedRows ?? 0)) throw new ValidationError([{ path: 'endpoint', msg: messages.taken('endpoint') }]);
        return reply.status(201).send({ saved: true });
      },
    );

    app.post<{ Body: { endpoint?: unknown } }>('/' + NOTIFICATION_PATHS.deleteSubscription, { schema: schemas.remove }, async (req) => {
      const endpoint = req.body?.endpoint;
      if (typeof endpoint !== 'string' || !endpoint) throw new ValidationError([{ path: 'endpoint', msg: messages.required('Endpoint') }]);
      if (!isStorableText(endpoint)) throw new ValidationError([{ path: 'endpoint', msg: messages.wrongType }]);
      const res = await sql`DELETE FROM push_subscription WHERE endpoint = ${endpoint} AND user_id = ${req.principal.userId}`.execute(db);
      return { deleted: Number(res.numAffectedRows ?? 0) };
    });
  };
}
