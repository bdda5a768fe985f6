// The SQL of the product calls beyond the generic pattern (products.routes.ts).
import { sql } from 'kysely';
import { SEARCH_LIMIT, type ProductRanges } from '../../../contract/products';
import type { Db } from '../../db/database';

export interface ProductHit {
  productId: number;
  name: string | null;
  model: string | null;
  price: number;
  imageMain: string | null;
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => '\\' + c);

/** Active products whose name or model holds the text (all when empty), by name, at most SEARCH_LIMIT. */
export async function searchProducts(db: Db, text: string | undefined): Promise<ProductHit[]> {
  const like = '%' + escapeLike(text ?? '') + '%';
  const { rows } = await sql<ProductHit>`
    SELECT id::int AS "productId", name, model, price::float8 AS price, image_main AS "imageMain"
    FROM product WHERE NOT deleted AND (name ILIKE ${like} OR model ILIKE ${like})
    ORDER BY name ASC NULLS LAST, id LIMIT ${SEARCH_LIMIT}`.execute(db);
  return rows;
}

/** Lowest and highest price and quantity of the active products (nulls when there is none). */
export async function productRanges(db: Db): Promise<ProductRanges> {
  const { rows } = await sql<{ pmin: number | null; pmax: number | null; qmin: number | null; qmax: number | null }>`
    SELECT min(price)::float8 AS pmin, max(price)::float8 AS pmax, min(quantity)::int AS qmin, max(quantity)::int AS qmax
    FROM product WHERE NOT deleted`.execute(db);
  const r = rows[0];
  return { price: { min: r.pmin, max: r.pmax }, quantity: { min: r.qmin, max: r.qmax } };
}

/** The ids an active product's list-of-references column holds, each with how many products hold it. */
export async function heldIds(db: Db, column: 'categories' | 'brands'): Promise<{ id: number; count: number }[]> {
  const { rows } = await sql<{ id: number; count: number }>`
    SELECT (e.value)::text::bigint::int AS id, count(DISTINCT p.id)::int AS count
    FROM product p CROSS JOIN LATERAL jsonb_array_elements(coalesce(p.${sql.id(column)}, '[]'::jsonb)) e
    WHERE NOT p.deleted AND jsonb_typeof(e.value) = 'number'
    GROUP BY 1 ORDER BY 1`.execute(db);
  return rows;
}
