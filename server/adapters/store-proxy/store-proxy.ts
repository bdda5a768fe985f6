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

/** The proxy's path that reads a store's site for its products. */
export const SCRAPE_PRODUCTS_PATH = 'scrape/products';

/** A products scrape asked of the proxy: where it went (null: nowhere, no proxy configured) and how it answered. */
export interface ScrapeRequest {
  storeId: number;
  domain: string;
  target: string | null;
  responseStatus: number | null;
  error: string | null;
}

export interface StoreProxy {
  /** Sends one change (or, locally, only records it) and returns the record. */
  send(db: Db | Trx, storeId: number, change: ProxyChange, verified: boolean): Promise<ProxyRequest>;
  /** Asks the proxy to scrape a store's site for its products; without a proxy nothing is sent. */
  scrapeProducts(storeId: number, domain: string): Promise<ScrapeRequest>;
}

/** One JSON request to the proxy: its status, or the error that kept it from answering. */
async function call(config: StoreProxyConfig, target: string, method: 'POST' | 'DELETE', body: Record<string, unknown>): Promise<{ status: number | null; error: string | null }> {
  try {
    const res = await fetch(target, {
      method,
      headers: { 'content-type': 'application/json', ...(config.token ? { authorization: `Bearer ${config.token}` } : {}) },
      body: method === 'POST' ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { status: res.status, error: res.ok ? null : `${res.status} ${res.statusText}` };
  } catch (e) {
    return { status: null, error: e instanceof Error ? e.message : String(e) };
  }
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
        ({ status, error } = await call(config, target, method, body));
      }
      const { rows } = await sql<ProxyRequest>`
        INSERT INTO store_proxy_request (store_id, action, method, domain, body, target, response_status, error)
        VALUES (${storeId}, ${change.action}, ${method}, ${change.domain}, ${JSON.stringify(body)}::jsonb, ${target}, ${status}, ${error})
        RETURNING ${COLUMNS}`.execute(db);
      return rows[0];
    },
    async scrapeProducts(storeId, domain) {
      if (!config) return { storeId, domain, target: null, responseStatus: null, error: null };
      const target = `${config.url}/${SCRAPE_PRODUCTS_PATH}`;
      const { status, error } = await call(config, target, 'POST', { storeId, domain });
      return { storeId, domain, target, responseStatus: status, error };
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
