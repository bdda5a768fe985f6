// The SQL of warehouse stock (server/db/migrations/0014_inventory.ts): receipts and corrections as
// atomic statements, the products sub-list, the statistics and the supplier's last known costs.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Trx } from '../../engine/entity.repository';

/** One change of stock: a warehouse, a product, an option combination and how many units come in (or go out, when negative). */
export interface StockDelta {
  warehouseId: number;
  productId: number;
  optionKey: string;
  options: unknown[];
  delta: number;
  /** the receipt's unit cost, kept as the last cost when above 0 */
  cost: number;
}

/**
 * Puts units into a warehouse (delta > 0) with one upsert, so concurrent receipts add up. Answers
 * the quantity now held.
 */
export async function addStock(trx: Trx, d: StockDelta): Promise<number> {
  const { rows } = await sql<{ quantity: number }>`
    INSERT INTO warehouse_stock (warehouse_id, product_id, option_key, options, quantity, last_cost)
    VALUES (${d.warehouseId}, ${d.productId}, ${d.optionKey}, ${JSON.stringify(d.options)}::jsonb, ${d.delta}, ${d.cost})
    ON CONFLICT (warehouse_id, product_id, option_key) DO UPDATE SET
      quantity = warehouse_stock.quantity + EXCLUDED.quantity,
      last_cost = CASE WHEN EXCLUDED.last_cost > 0 THEN EXCLUDED.last_cost ELSE warehouse_stock.last_cost END,
      options = EXCLUDED.options,
      date_modified = now()
    RETURNING quantity`.execute(trx);
  return rows[0].quantity;
}

/**
 * Takes units out (delta < 0) only when as many are held, in one statement: `undefined` when
 * refused, with what is held left untouched; otherwise the quantity now held.
 */
export async function takeStock(trx: Trx, d: StockDelta): Promise<number | undefined> {
  const { rows } = await sql<{ quantity: number }>`
    UPDATE warehouse_stock SET quantity = quantity + ${d.delta}, date_modified = now()
    WHERE warehouse_id = ${d.warehouseId} AND product_id = ${d.productId} AND option_key = ${d.optionKey}
      AND quantity + ${d.delta} >= 0
    RETURNING quantity`.execute(trx);
  return rows[0]?.quantity;
}

/** Units held of one combination in one warehouse (0 when none ever were). */
export async function heldStock(trx: Trx | Db, warehouseId: number, productId: number, optionKey: string): Promise<number> {
  const { rows } = await sql<{ quantity: number }>`
    SELECT quantity FROM warehouse_stock WHERE warehouse_id = ${warehouseId} AND product_id = ${productId} AND option_key = ${optionKey}`.execute(trx);
  return rows[0]?.quantity ?? 0;
}

/** The catalogue quantity follows received stock (docs/inventory.md), never below zero. */
export async function addToProductQuantity(trx: Trx, productId: number, delta: number): Promise<void> {
  await sql`UPDATE product SET quantity = GREATEST(coalesce(quantity, 0) + ${delta}, 0), date_modified = now() WHERE id = ${productId}`.execute(trx);
}

/** Each product's options as the catalogue holds them: optionId -> its value ids and names. */
export interface ProductOptions {
  name: string | null;
  options: Map<number, { name: string | null; values: Map<number, string | null> }>;
}

/** A product option as stored in the product's `productOptions` (contract/entities/product.ts). */
interface StoredProductOption {
  option?: { optionId?: number; name?: string | null };
  values?: { optionValueId?: number; name?: string | null }[];
}

export async function productsWithOptions(trx: Trx | Db, productIds: number[]): Promise<Map<number, ProductOptions>> {
  if (!productIds.length) return new Map();
  const { rows } = await sql<{ id: number; name: string | null; productOptions: unknown }>`
    SELECT id::int AS id, name, product_options AS "productOptions" FROM product WHERE id = ANY(${productIds})`.execute(trx);
  const out = new Map<number, ProductOptions>();
  for (const r of rows) {
    const options = new Map<number, { name: string | null; values: Map<number, string | null> }>();
    for (const po of Array.isArray(r.productOptions) ? (r.productOptions as StoredProductOption[]) : []) {
      const optionId = Number(po?.option?.optionId);
      if (!optionId) continue;
      const values = new Map<number, string | null>();
      for (const v of Array.isArray(po.values) ? po.values : []) if (v?.optionValueId) values.set(Number(v.optionValueId), v.name ?? null);
      options.set(optionId, { name: po.option?.name ?? null, values });
    }
    out.set(Number(r.id), { name: r.name, options });
  }
  return out;
}

/** Which of the changes' warehouses and products exist. */
export async function existingRows(trx: Trx, changes: readonly StockDelta[]): Promise<{ warehouses: Set<number>; products: Set<number> }> {
  if (!changes.length) return { warehouses: new Set(), products: new Set() };
  const { rows } = await sql<{ kind: 'w' | 'p'; id: number }>`
    SELECT 'w' AS kind, id::int AS id FROM warehouse WHERE id = ANY(${[...new Set(changes.map((c) => c.warehouseId))]})
    UNION ALL SELECT 'p', id::int FROM product WHERE id = ANY(${[...new Set(changes.map((c) => c.productId))]})`.execute(trx);
  return { warehouses: new Set(rows.filter((r) => r.kind === 'w').map((r) => r.id)), products: new Set(rows.filter((r) => r.kind === 'p').map((r) => r.id)) };
}
