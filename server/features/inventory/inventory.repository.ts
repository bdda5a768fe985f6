// The SQL of the inventory's calls beyond the generic pattern: the product picker's pages, the
// warehouse products sub-list, the warehouse statistics and the supplier's last known costs.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Trx } from '../../engine/entity.repository';
import { round2 } from '../../../contract/money';

export interface Page<T> {
  data: T[];
  count: number;
}

const likeText = (v: string) => '%' + v.replace(/[\\%_]/g, (c) => '\\' + c) + '%';

/** The product picker: published or archived products by name or model, with their options. */
export async function pickerProducts(db: Db, q: { archived: boolean; name?: string; page: number; count: number }): Promise<Page<unknown>> {
  const where = q.name ? sql`p.deleted = ${q.archived} AND (p.name ILIKE ${likeText(q.name)} OR p.model ILIKE ${likeText(q.name)})` : sql`p.deleted = ${q.archived}`;
  const [rows, total] = await Promise.all([
    sql`SELECT p.id::int AS "productId", p.name, p.model, p.price::float AS price, p.quantity, p.image_main AS "imageMain",
               coalesce(p.product_options, '[]'::jsonb) AS "productOptions"
        FROM product p WHERE ${where} ORDER BY p.name ASC NULLS LAST, p.id LIMIT ${q.count} OFFSET ${(q.page - 1) * q.count}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM product p WHERE ${where}`.execute(db),
  ]);
  return { data: rows.rows, count: total.rows[0].n };
}

export interface WarehouseProductsQuery {
  warehouseId: number;
  name?: string;
  dateFrom?: string;
  dateTo?: string;
  brandIds?: number[];
  page: number;
  count: number;
}

/** A warehouse's stock per product and option combination, by product name; dates filter the last stock change. */
export async function warehouseProducts(db: Db, q: WarehouseProductsQuery): Promise<Page<unknown>> {
  const conds = [sql`s.warehouse_id = ${q.warehouseId}`];
  if (q.name) conds.push(sql`(p.name ILIKE ${likeText(q.name)} OR p.model ILIKE ${likeText(q.name)})`);
  if (q.dateFrom) conds.push(sql`s.date_modified >= ${q.dateFrom}`);
  if (q.dateTo) conds.push(sql`s.date_modified <= ${q.dateTo}`);
  if (q.brandIds?.length) conds.push(sql`p.brands @> ANY(${q.brandIds.map((id) => JSON.stringify([id]))}::jsonb[])`);
  const where = sql.join(conds, sql` AND `);
  const [rows, total] = await Promise.all([
    sql`SELECT s.product_id::int AS "productId", p.name AS "productName", p.model, s.option_key AS "optionKey", s.options,
               s.quantity, s.last_cost::float AS cost, (s.quantity * s.last_cost)::float AS value, s.date_modified AS "dateModified"
        FROM warehouse_stock s JOIN product p ON p.id = s.product_id
        WHERE ${where} ORDER BY p.name ASC NULLS LAST, s.product_id, s.option_key LIMIT ${q.count} OFFSET ${(q.page - 1) * q.count}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM warehouse_stock s JOIN product p ON p.id = s.product_id WHERE ${where}`.execute(db),
  ]);
  return { data: rows.rows, count: total.rows[0].n };
}

export interface WarehouseStatisticsRow {
  warehouseId: number;
  name: string;
  /** products with units on hand */
  products: number;
  /** units on hand, every combination */
  units: number;
  /** units on hand at each combination's last receipt cost */
  value: number;
  /** purchases into the warehouse in the period (by arrival date, else creation) */
  purchases: number;
  ordered: number;
  received: number;
}

/** Per active warehouse: what it holds now, and what its purchases of the period ordered and received. */
export async function warehouseStatistics(db: Db, q: { warehouseIds?: number[]; dateFrom?: string; dateTo?: string }): Promise<{ rows: WarehouseStatisticsRow[]; total: Omit<WarehouseStatisticsRow, 'warehouseId' | 'name'> }> {
  const conds = [sql`NOT w.deleted`];
  if (q.warehouseIds?.length) conds.push(sql`w.id = ANY(${q.warehouseIds})`);
  const period = [sql`NOT pu.deleted`, sql`pu.warehouse_id = w.id`];
  if (q.dateFrom) period.push(sql`coalesce(pu.date_arrival, pu.date_added) >= ${q.dateFrom}`);
  if (q.dateTo) period.push(sql`coalesce(pu.date_arrival, pu.date_added) <= ${q.dateTo}`);
  const { rows } = await sql<WarehouseStatisticsRow>`
    SELECT w.id::int AS "warehouseId", w.name,
           coalesce(st.products, 0)::int AS products, coalesce(st.units, 0)::int AS units, coalesce(st.value, 0)::float AS value,
           coalesce(pp.purchases, 0)::int AS purchases, coalesce(pp.ordered, 0)::int AS ordered, coalesce(pp.received, 0)::int AS received
    FROM warehouse w
    LEFT JOIN LATERAL (
      SELECT count(DISTINCT s.product_id) FILTER (WHERE s.quantity > 0) AS products, sum(s.quantity) AS units, sum(s.quantity * s.last_cost) AS value
      FROM warehouse_stock s WHERE s.warehouse_id = w.id) st ON true
    LEFT JOIN LATERAL (
      SELECT count(DISTINCT pu.id) AS purchases, sum((l->>'orderedQty')::int) AS ordered, sum(coalesce((l->>'receivedQty')::int, 0)) AS received
      FROM purchase pu LEFT JOIN LATERAL jsonb_array_elements(coalesce(pu.purchase_products, '[]'::jsonb)) l ON true
      WHERE ${sql.join(period, sql` AND `)}) pp ON true
    WHERE ${sql.join(conds, sql` AND `)}
    ORDER BY w.name, w.id`.execute(db);
  const total = { products: 0, units: 0, value: 0, purchases: 0, ordered: 0, received: 0 };
  for (const r of rows) for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += r[k];
  // distinct products across warehouses, not the sum of each warehouse's count
  total.products = (
    await sql<{ n: number }>`SELECT count(DISTINCT s.product_id)::int AS n FROM warehouse_stock s JOIN warehouse w ON w.id = s.warehouse_id
                             WHERE s.quantity > 0 AND ${sql.join(conds, sql` AND `)}`.execute(db)
  ).rows[0].n;
  total.value = round2(total.value);
  return { rows, total };
}

/**
 * The supplier's last known cost per product: the cost of the product's line in the supplier's most
 * recent purchase (by arrival date, else creation) where it had a cost above 0; archived purchases
 * are left out.
 */
export async function supplierCosts(db: Db, supplierId: number, productIds?: number[]): Promise<{ productId: number; cost: number; purchaseId: number; date: string }[]> {
  const only = productIds?.length ? sql`AND (l->>'productId')::bigint = ANY(${productIds})` : sql``;
  const { rows } = await sql<{ productId: number; cost: number; purchaseId: number; date: string }>`
    SELECT DISTINCT ON ((l->>'productId')::bigint) (l->>'productId')::int AS "productId", (l->>'cost')::float AS cost,
           pu.id::int AS "purchaseId", coalesce(pu.date_arrival, pu.date_added) AS date
    FROM purchase pu CROSS JOIN LATERAL jsonb_array_elements(coalesce(pu.purchase_products, '[]'::jsonb)) l
    WHERE pu.supplier_id = ${supplierId} AND NOT pu.deleted AND (l->>'cost')::numeric > 0 ${only}
    ORDER BY (l->>'productId')::bigint, coalesce(pu.date_arrival, pu.date_added) DESC, pu.id DESC`.execute(db);
  return rows;
}

export const rowExists = async (db: Db, table: 'purchase' | 'supplier' | 'warehouse', id: number): Promise<boolean> =>
  (await sql`SELECT 1 FROM ${sql.table(table)} WHERE id = ${id}`.execute(db)).rows.length > 0;

/** Locks a purchase's row for the rest of the transaction: a second receipt or import waits for this one to commit. */
export async function lockPurchase(trx: Trx, id: number): Promise<boolean> {
  return (await sql`SELECT 1 FROM purchase WHERE id = ${id} FOR UPDATE`.execute(trx)).rows.length > 0;
}
