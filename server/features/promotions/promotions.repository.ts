// The SQL of the promotions area's extra calls and of the promo code on an order save.
import { sql } from 'kysely';
import type { Offer } from '../../../contract/promotions';
import type { Db } from '../../db/database';
import type { Trx } from '../../engine/entity.repository';

type Conn = Db | Trx;

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** Whether a discount or a promo code (archived ones too) holds the code, in any case. */
export async function codeInUse(db: Conn, code: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    SELECT EXISTS (SELECT 1 FROM discount WHERE lower(code) = lower(${code}))
        OR EXISTS (SELECT 1 FROM promo_code WHERE lower(code) = lower(${code})) AS found`.execute(db);
  return Boolean(rows[0]?.found);
}

/** The id of the active promo code with this code (any case), if any. */
export async function promoCodeIdByCode(db: Conn, code: string): Promise<number | undefined> {
  const { rows } = await sql<{ id: string }>`SELECT id FROM promo_code WHERE lower(code) = lower(${code}) AND NOT deleted`.execute(db);
  return rows[0] ? Number(rows[0].id) : undefined;
}

/**
 * A promo code's stored fields as the calculator reads them; `lock` holds the row until the
 * transaction ends, so two orders cannot both take the last use of a limited code.
 */
export async function promoCodeOffer(db: Conn, id: number, lock = false): Promise<(Offer & { deleted: boolean }) | undefined> {
  const { rows } = await sql<{ row: Record<string, unknown> }>`
    SELECT to_jsonb(p) AS row FROM promo_code p WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  if (!rows[0]) return undefined;
  return Object.fromEntries(Object.entries(rows[0].row).map(([k, v]) => [camel(k), v])) as unknown as Offer & { deleted: boolean };
}

/** Uses of a promo code so far: orders naming it (archived ones not counted), by anyone and by one customer. */
export async function promoCodeUsage(db: Conn, promoCodeId: number, customerId: number | null | undefined, exceptOrderId?: number): Promise<{ total: number; byCustomer: number }> {
  const { rows } = await sql<{ total: string; by_customer: string }>`
    SELECT count(*) AS total, count(*) FILTER (WHERE customer_id = ${customerId ?? null}::bigint) AS by_customer
    FROM orders WHERE promo_code_id = ${promoCodeId} AND NOT deleted AND id <> ${exceptOrderId ?? 0}`.execute(db);
  return { total: Number(rows[0]?.total ?? 0), byCustomer: Number(rows[0]?.by_customer ?? 0) };
}

/** The groups of a customer (`customerGroups`), empty without one. */
export async function customerGroupIds(db: Conn, customerId: number | null | undefined): Promise<number[]> {
  if (!customerId) return [];
  const { rows } = await sql<{ groups: unknown }>`SELECT to_jsonb(c) -> 'customer_groups' AS groups FROM customer c WHERE id = ${customerId}`.execute(db);
  const groups = rows[0]?.groups;
  return Array.isArray(groups) ? groups.map(Number).filter(Number.isFinite) : [];
}

/** The product groups (collections) of each product. */
export async function productGroupsOf(db: Conn, productIds: readonly number[]): Promise<Map<number, number[]>> {
  if (!productIds.length) return new Map();
  const { rows } = await sql<{ id: string; groups: unknown }>`
    SELECT id, product_groups AS groups FROM product WHERE id = ANY(${[...productIds]}::bigint[])`.execute(db);
  return new Map(rows.map((r) => [Number(r.id), Array.isArray(r.groups) ? r.groups.map(Number) : []]));
}
