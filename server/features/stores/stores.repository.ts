// The SQL of the stores' calls beyond the generic pattern (stores.routes.ts).
import { sql } from 'kysely';
import type { MinMax, ProxyState, StoreAddress, StoreStatistic } from '../../../contract/stores';
import type { Db } from '../../db/database';
import type { Trx } from '../../engine/entity.repository';

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => '\\' + c);

export interface StoreForSync {
  storeId: number;
  url: string | null;
  status: boolean;
  deleted: boolean;
  verified: boolean;
}

/** The store's fields the synchronisation reads, its row locked, with every other sync of it waiting (one at a time per store). */
export async function lockStoreForSync(trx: Trx, storeId: number): Promise<StoreForSync | undefined> {
  const { rows } = await sql<StoreForSync>`
    SELECT id::int AS "storeId", url, coalesce(status, false) AS status, deleted, coalesce(verified, false) AS verified
    FROM store WHERE id = ${storeId} FOR UPDATE`.execute(trx);
  return rows[0];
}

/** What the proxy was last told about the store: its last request that did not fail. */
export async function lastProxyState(trx: Trx | Db, storeId: number): Promise<ProxyState> {
  const { rows } = await sql<{ action: string; domain: string; verified: boolean | null }>`
    SELECT action, domain, (body->>'verified')::boolean AS verified FROM store_proxy_request
    WHERE store_id = ${storeId} AND error IS NULL ORDER BY id DESC LIMIT 1`.execute(trx);
  const last = rows[0];
  return last?.action === 'register' ? { domain: last.domain, verified: last.verified === true } : {};
}

export interface StoreListFilter {
  name?: string;
  businessId?: number;
  status?: boolean;
  deleted: boolean;
}

/**
 * Each statistic per store, as SQL over the store `s`: calls are orders that came by a call (the
 * order's call flag), done orders those with status done, the total the orders' totalprice.
 */
const PER_STORE: Record<StoreStatistic, ReturnType<typeof sql>> = {
  call_count: sql`(SELECT count(*) FROM orders o WHERE o.store_id = s.id AND NOT o.deleted AND o."call")`,
  customer_count: sql`(SELECT count(*) FROM customer c WHERE c.store_id = s.id AND NOT c.deleted)`,
  order_count: sql`(SELECT count(*) FROM orders o WHERE o.store_id = s.id AND NOT o.deleted)`,
  done_order_count: sql`(SELECT count(*) FROM orders o WHERE o.store_id = s.id AND NOT o.deleted AND o.status = 'done')`,
  order_total: sql`(SELECT coalesce(sum(o.totalprice), 0) FROM orders o WHERE o.store_id = s.id AND NOT o.deleted)`,
};

/** Lowest and highest value of one statistic over the stores matching the filter (0 and 0 when none match). */
export async function storeMinMax(db: Db, kind: StoreStatistic, f: StoreListFilter): Promise<MinMax> {
  const conds = [sql`s.deleted = ${f.deleted}`];
  if (f.name) conds.push(sql`s.name ILIKE ${'%' + escapeLike(f.name) + '%'}`);
  if (f.businessId !== undefined) conds.push(sql`s.business_id = ${f.businessId}`);
  if (f.status !== undefined) conds.push(sql`s.status = ${f.status}`);
  const { rows } = await sql<{ min: number | null; max: number | null }>`
    SELECT min(v)::float8 AS min, max(v)::float8 AS max
    FROM (SELECT ${PER_STORE[kind]} AS v FROM store s WHERE ${sql.join(conds, sql` AND `)}) per_store`.execute(db);
  return { min: rows[0].min ?? 0, max: rows[0].max ?? 0 };
}

/** A store's addresses, or undefined when there is no such store. */
export async function storeAddresses(db: Db, storeId: number): Promise<StoreAddress[] | undefined> {
  const { rows } = await sql<{ addresses: StoreAddress[] | null }>`SELECT addresses FROM store WHERE id = ${storeId}`.execute(db);
  if (!rows.length) return undefined;
  return Array.isArray(rows[0].addresses) ? rows[0].addresses : [];
}
