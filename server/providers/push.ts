import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import webpush from 'web-push';
import type { Db } from '../db/database';

export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export type PushResult = 'sent' | 'gone' | 'failed';

export interface PushSender {
  publicKey: string;
  /** Encrypts and posts one message; 'gone' when the push service says the subscription no longer exists. */
  send(subscription: PushSubscriptionKeys, payload: unknown): Promise<PushResult>;
}

/** The VAPID key pair, generated on first start and kept in app_setting (every process shares it). */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  await sql`INSERT INTO app_setting (key, value) VALUES ('vapid', ${JSON.stringify(fresh)}::jsonb)
            ON CONFLICT (key) DO NOTHING`.execute(db);
  const { rows } = await sql<{ value: VapidKeys }>`SELECT value FROM app_setting WHERE key = 'vapid'`.execute(db);
  return rows[0].value;
}

/**
 * Web push with the `web-push` library for the encryption and the VAPID signature; the request itself
 * goes out with fetch, so any endpoint URL works (a push service over https, a local stand-in in tests).
 */
export function createPushSender(keys: VapidKeys, subject: string, log: FastifyBaseLogger): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(subscription, payload) {
      try {
        const details = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 24 * 3600,
        });
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : undefined,
          signal: AbortSignal.timeout(10_000),
        });
        if (res.status === 404 || res.status === 410) return 'gone';
        if (!res.ok) {
          log.warn({ status: res.status, endpoint: subscription.endpoint }, 'push refused');
          return 'failed';
        }
        return 'sent';
      } catch (e) {
        // Push failures are only logged (spec, first document, section 8).
        log.warn({ err: e, endpoint: subscription.endpoint }, 'push failed');
        return 'failed';
      }
    },
  };
}
