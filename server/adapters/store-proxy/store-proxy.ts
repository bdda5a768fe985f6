// The proxy service store domains are registered with (spec, second document, section 7, "Stores":
// POST and DELETE on a proxy service store-domain path). Every request is recorded in
// store_proxy_request; without STORE_PROXY_URL (the local default) it is only recorded.
import { sql } from 'kysely';
import type { ProxyChange } from '../../../contract/stores';
import type { StoreProxyConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Trx } from '../../engine/entity.repository';

/** The proxy's store-domain path. */
export const STORE_DOMAIN_PATH = 'store-domain';
const TIMEOUT_MS = 5000;

export interface ProxyRequest {
  id: number;
  storeId: number;
  action: ProxyChange['action'];
  method: 'POST' | 'DELETE';
  domain: string;
  body: Record<string, unknown>;
  /** the proxy's address; null when only recorded (local default) */
  target: string | null;
  responseStatus: number | null;
  error: string | null;
  dateAdded: string;
}

export interface StoreProxy {
  /** Sends one change (or, locally, only records it) and returns the record. */
  send(db: Db | Trx, storeId: number, change: ProxyChange, verified: boolean): Promise<ProxyRequest>;
}

const COLUMNS = sql`id::int AS id, store_id::int AS "storeId", action, method, domain, body, target,
  response_status AS "responseStatus", error, date_added AS "dateAdded"`;

/** The proxy adapter: HTTP to `config.url` when given, else the local default that records only. */
export function storeProxy(config: StoreProxyConfig | undefined): StoreProxy {
  return {
    async send(db, storeId, change, verified) {
      const method = change.action === 'register' ? 'POST' : 'DELETE';
      const body = change.action === 'register' ? { domain: change.domain, storeId, verified } : { domain: change.domain, storeId };
      let target: string | null = null;
      let status: number | null = null;
      let error: string | null = null;
      if (config) {
        target = `${config.url}/${STORE_DOMAIN_PATH}` + (method === 'DELETE' ? `/${encodeURIComponent(change.domain)}` : '');
        try {
          const res = await fetch(target, {
            method,
            headers: { 'content-type': 'application/json', ...(config.token ? { authorization: `Bearer ${config.token}` } : {}) },
            body: method === 'POST' ? JSON.stringify(body) : undefined,
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
          status = res.status;
          if (!res.ok) error = `${res.status} ${res.statusText}`;
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
        }
      }
      const { rows } = await sql<ProxyRequest>`
        INSERT INTO store_proxy_request (store_id, action, method, domain, body, target, response_status, error)
        VALUES (${storeId}, ${change.action}, ${method}, ${change.domain}, ${JSON.stringify(body)}::jsonb, ${target}, ${status}, ${error})
        RETURNING ${COLUMNS}`.execute(db);
      return rows[0];
    },
  };
}

/** What was sent (or recorded) for a store, newest first; all stores when storeId is absent. */
export async function proxyRequests(db: Db, storeId: number | undefined, limit = 100): Promise<ProxyRequest[]> {
  const { rows } = await sql<ProxyRequest>`
    SELECT ${COLUMNS} FROM store_proxy_request
    WHERE ${storeId === undefined ? sql`true` : sql`store_id = ${storeId}`}
    ORDER BY id DESC LIMIT ${limit}`.execute(db);
  return rows;
}
