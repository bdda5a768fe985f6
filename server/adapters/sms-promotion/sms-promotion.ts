// The promotion-registration endpoint SMS domains are registered with (spec, second document,
// section 7, "SMS": "Domain create and update then call a promotion-registration endpoint on a
// separate host"). Every request is recorded in sms_promotion_request; without SMS_PROMOTION_URL
// (the local default) it is only recorded. A refused or failed call is recorded, never thrown.
import { sql } from 'kysely';
import type { SmsPromotionConfig } from '../../config';
import type { Db } from '../../db/database';

const TIMEOUT_MS = 5000;

export interface PromotionRequest {
  id: number;
  smsDomainId: number;
  url: string;
  /** the endpoint's address; null when only recorded (local default) */
  target: string | null;
  responseStatus: number | null;
  error: string | null;
  dateAdded: string;
}

/** What the endpoint receives. */
export interface PromotionBody {
  url: string;
  businessId: number | null;
  smsDomainId: number;
}

export interface SmsPromotion {
  /** Sends the domain as stored now (or, locally, only records it); undefined when the domain is gone. */
  register(db: Db, smsDomainId: number): Promise<PromotionRequest | undefined>;
}

const COLUMNS = sql`id::int AS id, sms_domain_id::int AS "smsDomainId", url, target,
  response_status AS "responseStatus", error, date_added AS "dateAdded"`;

/** POSTs `body` to the endpoint; the status, or the reason it failed. */
async function post(config: SmsPromotionConfig, body: PromotionBody): Promise<{ status: number | null; error: string | null }> {
  try {
    const res = await fetch(config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.token ? { authorization: `Bearer ${config.token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    return { status: res.status, error: res.ok ? null : `${res.status} ${res.statusText}`.trim() };
  } catch (e) {
    // fetch says only "fetch failed": the reason (ECONNREFUSED, a timeout...) is its cause
    const cause = e instanceof Error && e.cause instanceof Error ? `: ${(e.cause as Error & { code?: string }).code ?? e.cause.message}` : '';
    return { status: null, error: e instanceof Error ? e.message + cause : String(e) };
  }
}

/** The adapter: HTTP to `config.url` when given, else the local default that records only. */
export function smsPromotion(config: SmsPromotionConfig | undefined): SmsPromotion {
  return {
    async register(db, smsDomainId) {
      const { rows: found } = await sql<{ url: string; businessId: number | null }>`
        SELECT url, business_id::int AS "businessId" FROM sms_domain WHERE id = ${smsDomainId}`.execute(db);
      if (!found[0]) return undefined;
      const body: PromotionBody = { url: found[0].url, businessId: found[0].businessId, smsDomainId };
      const outcome = config ? await post(config, body) : { status: null, error: null };
      const { rows } = await sql<PromotionRequest>`
        INSERT INTO sms_promotion_request (sms_domain_id, url, target, response_status, error)
        VALUES (${smsDomainId}, ${body.url}, ${config?.url ?? null}, ${outcome.status}, ${outcome.error})
        RETURNING ${COLUMNS}`.execute(db);
      return rows[0];
    },
  };
}

/** What was sent (or recorded) for a domain, newest first. */
export async function promotionRequests(db: Db, smsDomainId: number, limit = 100): Promise<PromotionRequest[]> {
  const { rows } = await sql<PromotionRequest>`
    SELECT ${COLUMNS} FROM sms_promotion_request WHERE sms_domain_id = ${smsDomainId} ORDER BY id DESC LIMIT ${limit}`.execute(db);
  return rows;
}
