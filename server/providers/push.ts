import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import webpush from 'web-push';
import type { Db } from '../db/database';
import { checkedTarget, FetchRefused, guardedFetch, type FetchPolicy } from '../http/guarded-fetch';

export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** refused: the endpoint is not a push service this server sends to (kept, not sent, not tried again) */
export type PushResult = 'sent' | 'gone' | 'failed' | 'refused';

export interface PushSender {
  publicKey: string;
  /** Encrypts and posts one message; 'gone' when the push service says the subscription no longer exists. */
  send(subscription: PushSubscriptionKeys, payload: unknown): Promise<PushResult>;
  /** Whether pushes may go to this endpoint now: an allowed push service's https URL at a public address. */
  accepts(endpoint: string): Promise<boolean>;
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
 * goes out through the guarded fetch, under the push services' policy (PUSH_SERVICE_HOSTS): an
 * endpoint is checked when saved and again at every send, whatever wrote it.
 */
export function createPushSender(keys: VapidKeys, subject: string, log: FastifyBaseLogger, services: FetchPolicy): PushSender {
  return {
    publicKey: keys.publicKey,
    async accepts(endpoint) {
      return checkedTarget(endpoint, services, undefined, AbortSignal.timeout(10_000)).then(
        () => true,
        () => false,
      );
    },
    async send(subscription, payload) {
      try {
        const details = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 24 * 3600,
        });
        const res = await guardedFetch(
          details.endpoint,
          { method: details.method, headers: details.headers as Record<string, string>, body: details.body ? new Uint8Array(details.body) : undefined, signal: AbortSignal.timeout(10_000) },
          services,
        );
        if (res.status === 404 || res.status === 410) return 'gone';
        if (!res.ok) {
          log.warn({ status: res.status, endpoint: subscription.endpoint }, 'push refused');
          return 'failed';
        }
        return 'sent';
      } catch (e) {
        if (e instanceof FetchRefused) {
          log.warn({ endpoint: subscription.endpoint, reason: e.message }, 'push not sent: not an allowed push service');
          return 'refused';
        }
        // Push failures are only logged (spec, first document, section 8).
        log.warn({ err: e, endpoint: subscription.endpoint }, 'push failed');
        return 'failed';
      }
    },
  };
}
