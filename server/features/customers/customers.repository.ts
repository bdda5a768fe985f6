// The SQL of the customers' calls beyond the generic pattern (customers.routes.ts): the detail's
// paged tabs, the phone check, the filters a customer group can hold.
import { sql } from 'kysely';
import { PHONE_MATCHES_SHOWN, type PhoneCheck } from '../../../contract/customers';
import type { Db } from '../../db/database';

export interface Page<T> {
  data: T[];
  count: number;
}

type Paging = { customerId: number; page: number; count: number };
const offset = ({ page, count }: Paging) => (page - 1) * count;

export async function customerExists(db: Db, customerId: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM customer WHERE id = ${customerId}`.execute(db);
  return rows.length > 0;
}

export async function groupExists(db: Db, customerGroupId: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM customer_group WHERE id = ${customerGroupId} AND NOT deleted`.execute(db);
  return rows.length > 0;
}

/** The customer's orders (not archived), newest first. */
export async function customerOrders(db: Db, p: Paging): Promise<Page<Record<string, unknown>>> {
  const [{ rows }, { rows: total }] = await Promise.all([
    sql<Record<string, unknown>>`
      SELECT o.id::int AS "orderId", o.mongo_id AS "mongoId", o.status, o.totalprice::float8 AS "totalprice",
             o.currency_code AS "currencyCode", o.payment_method AS "paymentMethod", s.name AS "storeName", o.date_added AS "dateAdded"
      FROM orders o LEFT JOIN store s ON s.id = o.store_id
      WHERE o.customer_id = ${p.customerId} AND NOT o.deleted
      ORDER BY o.date_added DESC, o.id DESC LIMIT ${p.count} OFFSET ${offset(p)}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM orders WHERE customer_id = ${p.customerId} AND NOT deleted`.execute(db),
  ]);
  return { data: rows, count: total[0].n };
}

/** The customer's reviews (not archived), newest first. */
export async function customerReviews(db: Db, p: Paging): Promise<Page<Record<string, unknown>>> {
  const [{ rows }, { rows: total }] = await Promise.all([
    sql<Record<string, unknown>>`
      SELECT r.id::int AS "reviewId", r.product_id::int AS "productId", pr.name AS "productName", r.author, r.rating, r.text,
             r.status, r.date_added AS "dateAdded"
      FROM review r LEFT JOIN product pr ON pr.id = r.product_id
      WHERE r.customer_id = ${p.customerId} AND NOT r.deleted
      ORDER BY r.date_added DESC, r.id DESC LIMIT ${p.count} OFFSET ${offset(p)}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM review WHERE customer_id = ${p.customerId} AND NOT deleted`.execute(db),
  ]);
  return { data: rows, count: total[0].n };
}

/** Products on the customer's wishlist, last added first. */
export async function wishlistProducts(db: Db, p: Paging): Promise<Page<Record<string, unknown>>> {
  const [{ rows }, { rows: total }] = await Promise.all([
    sql<Record<string, unknown>>`
      SELECT w.product_id::int AS "productId", pr.name, pr.model, pr.price::float8 AS price, pr.image_main AS "imageMain",
             pr.status, w.date_added AS "dateAdded"
      FROM customer_wishlist_product w JOIN product pr ON pr.id = w.product_id
      WHERE w.customer_id = ${p.customerId}
      ORDER BY w.date_added DESC, w.id DESC LIMIT ${p.count} OFFSET ${offset(p)}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM customer_wishlist_product WHERE customer_id = ${p.customerId}`.execute(db),
  ]);
  return { data: rows, count: total[0].n };
}

/** Brands on the customer's wishlist, last added first. */
export async function wishlistBrands(db: Db, p: Paging): Promise<Page<Record<string, unknown>>> {
  const [{ rows }, { rows: total }] = await Promise.all([
    sql<Record<string, unknown>>`
      SELECT w.brand_id::int AS "brandId", b.name, b.image, b.status, w.date_added AS "dateAdded"
      FROM customer_wishlist_brand w JOIN brand b ON b.id = w.brand_id
      WHERE w.customer_id = ${p.customerId}
      ORDER BY w.date_added DESC, w.id DESC LIMIT ${p.count} OFFSET ${offset(p)}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM customer_wishlist_brand WHERE customer_id = ${p.customerId}`.execute(db),
  ]);
  return { data: rows, count: total[0].n };
}

/** The lines of the customer's cart, last added first, with the cart's total at today's prices. */
export async function customerCart(db: Db, p: Paging): Promise<Page<Record<string, unknown>> & { total: number }> {
  const [{ rows }, { rows: total }] = await Promise.all([
    sql<Record<string, unknown>>`
      SELECT c.id::int AS "cartId", c.product_id::int AS "productId", pr.name, pr.model, c.quantity, pr.price::float8 AS price,
             round(pr.price * c.quantity, 2)::float8 AS "lineTotal", c.options, s.name AS "storeName", c.date_added AS "dateAdded"
      FROM customer_cart c JOIN product pr ON pr.id = c.product_id LEFT JOIN store s ON s.id = c.store_id
      WHERE c.customer_id = ${p.customerId}
      ORDER BY c.date_added DESC, c.id DESC LIMIT ${p.count} OFFSET ${offset(p)}`.execute(db),
    sql<{ n: number; total: number }>`
      SELECT count(*)::int AS n, coalesce(round(sum(pr.price * c.quantity), 2), 0)::float8 AS total
      FROM customer_cart c JOIN product pr ON pr.id = c.product_id WHERE c.customer_id = ${p.customerId}`.execute(db),
  ]);
  return { data: rows, count: total[0].n, total: total[0].total };
}

export interface CustomerSummary {
  orders: number;
  doneOrders: number;
  cancelledOrders: number;
  total: number;
  average: number;
  firstOrder: string | null;
  lastOrder: string | null;
  reviews: number;
  wishlistProducts: number;
  wishlistBrands: number;
  cartItems: number;
}

/** The customer's totals and their orders per month (UTC), newest month first. */
export async function customerStatistics(db: Db, p: Paging): Promise<Page<{ month: string; orders: number; total: number }> & { summary: CustomerSummary }> {
  const [{ rows }, { rows: months }, { rows: summary }] = await Promise.all([
    sql<{ month: string; orders: number; total: number }>`
      SELECT to_char(date_trunc('month', date_added AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, count(*)::int AS orders,
             round(coalesce(sum(totalprice), 0), 2)::float8 AS total
      FROM orders WHERE customer_id = ${p.customerId} AND NOT deleted
      GROUP BY 1 ORDER BY 1 DESC LIMIT ${p.count} OFFSET ${offset(p)}`.execute(db),
    sql<{ n: number }>`
      SELECT count(DISTINCT date_trunc('month', date_added AT TIME ZONE 'UTC'))::int AS n
      FROM orders WHERE customer_id = ${p.customerId} AND NOT deleted`.execute(db),
    sql<CustomerSummary>`
      SELECT o.orders, o."doneOrders", o."cancelledOrders", o.total, o.average, o."firstOrder", o."lastOrder",
             (SELECT count(*)::int FROM review WHERE customer_id = ${p.customerId} AND NOT deleted) AS reviews,
             (SELECT count(*)::int FROM customer_wishlist_product WHERE customer_id = ${p.customerId}) AS "wishlistProducts",
             (SELECT count(*)::int FROM customer_wishlist_brand WHERE customer_id = ${p.customerId}) AS "wishlistBrands",
             (SELECT coalesce(sum(quantity), 0)::int FROM customer_cart WHERE customer_id = ${p.customerId}) AS "cartItems"
      FROM (
        SELECT count(*)::int AS orders,
               count(*) FILTER (WHERE status = 'done')::int AS "doneOrders",
               count(*) FILTER (WHERE status = 'cancel')::int AS "cancelledOrders",
               round(coalesce(sum(totalprice), 0), 2)::float8 AS total,
               round(coalesce(avg(totalprice), 0), 2)::float8 AS average,
               min(date_added) AS "firstOrder", max(date_added) AS "lastOrder"
        FROM orders WHERE customer_id = ${p.customerId} AND NOT deleted
      ) o`.execute(db),
  ]);
  return { data: rows, count: months[0].n, summary: summary[0] };
}

/** Other customers holding the number (its digits, a US number with or without its leading 1). */
export async function customersWithPhone(db: Db, digits: string, us: boolean, exceptId: number | undefined): Promise<Pick<PhoneCheck, 'customers' | 'taken'>> {
  const variants = us ? [digits, '1' + digits] : [digits];
  const where = sql`regexp_replace(c.telephone, '[^0-9]', '', 'g') = ANY(${variants}) AND NOT c.deleted ${exceptId !== undefined ? sql`AND c.id <> ${exceptId}` : sql``}`;
  const [{ rows }, { rows: total }] = await Promise.all([
    sql<PhoneCheck['customers'][number]>`
      SELECT c.id::int AS "customerId", c.firstname, c.lastname, s.name AS "storeName"
      FROM customer c LEFT JOIN store s ON s.id = c.store_id WHERE ${where} ORDER BY c.id LIMIT ${PHONE_MATCHES_SHOWN}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM customer c WHERE ${where}`.execute(db),
  ]);
  return { customers: rows, taken: total[0].n };
}

/** Filters a customer group can hold (active ones, by group then sort order), the name searched. */
export async function groupFilters(db: Db, name: string | undefined, page: number, count: number): Promise<Page<Record<string, unknown>>> {
  const like = '%' + (name ?? '').replace(/[\\%_]/g, (c) => '\\' + c) + '%';
  const [{ rows }, { rows: total }] = await Promise.all([
    sql<Record<string, unknown>>`
      SELECT f.id::int AS "filterId", f.name, f.filter_group_id::int AS "filterGroupId", g.name AS "filterGroupName", f.sort_order AS "sortOrder"
      FROM filter f LEFT JOIN filter_group g ON g.id = f.filter_group_id
      WHERE NOT f.deleted AND f.name ILIKE ${like}
      ORDER BY g.name NULLS LAST, f.sort_order, f.id LIMIT ${count} OFFSET ${(page - 1) * count}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM filter f WHERE NOT f.deleted AND f.name ILIKE ${like}`.execute(db),
  ]);
  return { data: rows, count: total[0].n };
}
