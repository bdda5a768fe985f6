// All SQL of the orders service. Writes take the caller's transaction.
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type pg from 'pg';
import type { OrderFilter } from '../../../contract/orders/order-filter';
import type { OrderLocation } from '../../../contract/orders/order-locations';
import type { Order, OrderProduct, OrderStaff } from '../../../contract/orders/order-types';
import type { PricedProduct } from '../../../contract/orders/product-price';
import { DRIVER_GROUP_HOLDS } from '../../../contract/permissions';
import type { Db } from '../../db/database';
import type { Trx } from '../../engine/entity.repository';
import { currentTenant } from '../../db/tenant-context';
import { countedByCounter, exportRowJson, iso, orderJson, orderSort, orderWhere } from './orders.sql';

type Conn = Db | Trx;

/** How many compiled statements a repository keeps (then it starts again). */
const COMPILED_KEPT = 500;

/** A 24-hex mongoId or a numeric orderId, as paths and bodies give them. */
export type OrderRef = number | string;
export const MONGO_ID = /^[0-9a-f]{24}$/;

const refWhere = (ref: OrderRef) =>
  typeof ref === 'string' && MONGO_ID.test(ref) ? sql`o.mongo_id = ${ref}` : sql`o.id = ${Number(ref)}`;

export interface StoreFacts {
  id: number;
  businessId: number | null;
  taxPercent: number;
  deliveryFee: number;
  currencyCode: string;
}

export interface ProductFacts extends PricedProduct {
  productId: number;
  name: string;
  prevPrice: number | null;
  imageMain: string | null;
}

export class OrdersRepository {
  constructor(
    private readonly db: Db,
    /** with a pool, the list runs as a named prepared statement (parsed and planned once per connection) */
    private readonly pool?: pg.Pool,
  ) {}

  /** Statements already compiled, by kind and arguments: the list's common views repeat. */
  private readonly compiled = new Map<string, { name: string; text: string; values: unknown[] }>();

  /**
   * Runs a statement that answers one `body` text. With a pool, as a named prepared statement
   * (name = hash of its text, one per filter shape), compiled once per distinct arguments.
   */
  private async bodyOf(kind: string, args: unknown[], build: () => RawBuilder<{ body: string }>): Promise<string> {
    // a tenant's statements go through the database's tenant connections (docs/tenancy.md), never the pool's
    if (!this.pool || currentTenant()) return (await build().execute(this.db)).rows[0].body;
    const key = kind + JSON.stringify(args);
    let statement = this.compiled.get(key);
    if (!statement) {
      const { sql: text, parameters } = build().compile(this.db);
      statement = { name: `orders_${kind}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, values: [...parameters] };
      if (this.compiled.size >= COMPILED_KEPT) this.compiled.clear();
      this.compiled.set(key, statement);
    }
    const { rows } = await this.pool.query<{ body: string }>(statement);
    return rows[0].body;
  }

  /** One page with its exact total, as the JSON text of `{data, count}`. */
  listJson(filter: OrderFilter, page: number, count: number): Promise<string> {
    return this.bodyOf('list', [filter, page, count], () => this.listQuery(filter, page, count));
  }

  /** The single statement behind listJson (the bench runs it straight through pg as the floor). */
  listQuery(filter: OrderFilter, page: number, count: number) {
    const where = orderWhere(filter);
    // the counters hold every business's orders: a tenant's total is counted
    const total = countedByCounter(filter) && !currentTenant()
      ? sql`(SELECT coalesce(sum(n), 0) FROM order_counts WHERE deleted = ${filter.deleted ?? false}
              ${filter.status ? sql`AND status = ${filter.status}` : sql``})`
      : sql`(SELECT count(*) FROM orders o WHERE ${where})`;
    return sql<{ body: string }>`
      SELECT json_build_object(
        'data', coalesce((SELECT json_agg(${orderJson()})
                 FROM (SELECT * FROM orders o WHERE ${where} ORDER BY ${orderSort(filter)}
                       LIMIT ${count} OFFSET ${(page - 1) * count}) o), '[]'::json),
        'count', ${total})::text AS body`;
  }

  /** Up to `limit` orders of the filter in the list's order as the export's rows: the JSON text of `{data}`. */
  exportJson(filter: OrderFilter, limit: number): Promise<string> {
    return this.bodyOf('export', [filter, limit], () => this.exportQuery(filter, limit));
  }

  /**
   * The single statement behind exportJson (the bench runs it straight through pg as the floor).
   * The customer is looked up by its key for each of the (at most `limit`) orders: a plain join
   * would let the planner hash the whole customer table. The small tables are joined; the
   * aggregate sorts the rows again since joins do not promise to keep the page's order.
   */
  exportQuery(filter: OrderFilter, limit: number) {
    const sort = orderSort(filter);
    return sql<{ body: string }>`
      SELECT json_build_object('data', coalesce(json_agg(${exportRowJson} ORDER BY ${sort}), '[]'::json))::text AS body
      FROM (SELECT o.id, o.date_added, o.status, o.store_id, o.order_type_id, o.customer_id, o.telephone, o.total,
                   o.tax, o.totalprice, o.discount_percent, o.staff, o.payment_method
            FROM orders o WHERE ${orderWhere(filter)} ORDER BY ${sort} LIMIT ${limit}) o
      LEFT JOIN store s ON s.id = o.store_id
      LEFT JOIN order_type ot ON ot.id = o.order_type_id
      LEFT JOIN LATERAL (SELECT c.firstname, c.lastname FROM customer c WHERE c.id = o.customer_id LIMIT 1) c ON true`;
  }

  /** One order with its history, or undefined. `lock` takes a row lock for a following write. */
  async get(ref: OrderRef, conn: Conn = this.db, lock = false): Promise<Order | undefined> {
    if (lock) {
      const found = await sql<{ id: number }>`SELECT o.id FROM orders o WHERE ${refWhere(ref)} FOR UPDATE`.execute(conn);
      if (!found.rows.length) return undefined;
    }
    const history = sql`coalesce((SELECT json_agg(json_build_object(
        'orderHistoryId', h.id, 'status', h.status, 'previousStatus', h.previous_status, 'message', h.message,
        'orderCancellationReasonId', h.order_cancellation_reason_id, 'userId', h.user_id, 'username', h.username,
        'dateAdded', ${iso(sql`h.date_added`)}) ORDER BY h.id) FROM order_history h WHERE h.order_id = o.id), '[]'::json)`;
    const { rows } = await sql<{ order: Order }>`
      SELECT ${orderJson(history)} AS "order" FROM orders o WHERE ${refWhere(ref)}`.execute(conn);
    return rows[0]?.order;
  }

  /** Internal ids of the given orderIds or mongoIds that exist. */
  async idsOf(refs: OrderRef[], conn: Conn = this.db): Promise<number[]> {
    const numbers = refs.filter((r) => typeof r === 'number' || !MONGO_ID.test(r)).map(Number);
    const mongo = refs.filter((r): r is string => typeof r === 'string' && MONGO_ID.test(r));
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM orders WHERE id = ANY(${numbers}::bigint[]) OR mongo_id = ANY(${mongo}::text[])`.execute(conn);
    return rows.map((r) => r.id);
  }

  async store(id: number, conn: Conn = this.db): Promise<StoreFacts | undefined> {
    const { rows } = await sql<StoreFacts>`
      SELECT s.id, s.business_id AS "businessId",
             coalesce((s.tax->>'parcent')::numeric, 0) AS "taxPercent",
             coalesce((s.order_details->>'deliveryFee')::numeric, 0) AS "deliveryFee",
             coalesce(cu.code, 'USD') AS "currencyCode"
      FROM store s LEFT JOIN currency cu ON cu.id = s.currency_id
      WHERE s.id = ${id} AND NOT s.deleted`.execute(conn);
    return rows[0];
  }

  async exists(table: 'franchise' | 'customer' | 'order_type' | 'order_cancellation_reason', id: number, conn: Conn = this.db): Promise<boolean> {
    const { rows } = await sql`SELECT 1 FROM ${sql.table(table)} WHERE id = ${id} AND NOT deleted`.execute(conn);
    return rows.length > 0;
  }

  async customerTelephone(id: number, conn: Conn = this.db): Promise<string | undefined> {
    const { rows } = await sql<{ telephone: string }>`SELECT telephone FROM customer WHERE id = ${id}`.execute(conn);
    return rows[0]?.telephone;
  }

  async products(ids: number[], conn: Conn = this.db): Promise<Map<number, ProductFacts>> {
    const { rows } = await sql<ProductFacts>`
      SELECT id AS "productId", name, price, prev_price AS "prevPrice", image_main AS "imageMain",
             coalesce(product_options, '[]'::jsonb) AS "productOptions"
      FROM product WHERE id = ANY(${ids}::bigint[]) AND NOT deleted`.execute(conn);
    return new Map(rows.map((r) => [r.productId, r]));
  }

  /** A user who can be chosen as a driver: enabled, and in a group holding the Delivery permission. */
  async driver(userId: number, conn: Conn = this.db): Promise<{ userId: number; username: string } | undefined> {
    const { rows } = await sql<{ userId: number; username: string }>`
      SELECT u.id AS "userId", u.username FROM app_user u JOIN user_group g ON g.id = u.user_group_id
      WHERE u.id = ${userId} AND u.status AND NOT u.deleted AND NOT g.deleted
        AND g.permissions @> ${DRIVER_GROUP_HOLDS}::jsonb`.execute(conn);
    return rows[0];
  }

  async user(userId: number, conn: Conn = this.db): Promise<{ userId: number; username: string } | undefined> {
    const { rows } = await sql<{ userId: number; username: string }>`
      SELECT id AS "userId", username FROM app_user WHERE id = ${userId} AND NOT deleted`.execute(conn);
    return rows[0];
  }

  async drivers(name: string | undefined, limit: number): Promise<{ data: unknown[]; count: number }> {
    const search = name ? sql`AND u.username ILIKE ${'%' + name.replace(/[\\%_]/g, (c) => '\\' + c) + '%'}` : sql``;
    const { rows } = await sql<{ userId: number; username: string; firstname: string; lastname: string; total: number }>`
      SELECT u.id AS "userId", u.username, u.firstname, u.lastname, count(*) OVER ()::int AS total
      FROM app_user u JOIN user_group g ON g.id = u.user_group_id
      WHERE u.status AND NOT u.deleted AND NOT g.deleted
        AND g.permissions @> ${DRIVER_GROUP_HOLDS}::jsonb ${search}
      ORDER BY u.username LIMIT ${limit}`.execute(this.db);
    return { data: rows.map(({ total: _t, ...r }) => r), count: rows[0]?.total ?? 0 };
  }

  async insert(values: OrderColumns, conn: Conn): Promise<number> {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO orders (shipping_code, status, order_type_id, message, total, discount_percent, prevtotalprice,
        totalprice, tax, shipping_price, currency_code, promo_code_id, business_id, store_id, franchise_id,
        customer_id, telephone, address, shipping_address1, payment_method, payment_custom_field, date_advance,
        "call", sms, products, product_ids)
      VALUES (${values.shippingCode}, ${values.status}, ${values.orderTypeId}, ${values.message}, ${values.total},
        ${values.discountPercent}, ${values.prevtotalprice}, ${values.totalprice}, ${values.tax}, ${values.shippingPrice},
        ${values.currencyCode}, ${values.promoCodeId}, ${values.businessId}, ${values.storeId}, ${values.franchiseId},
        ${values.customerId}, ${values.telephone}, ${JSON.stringify(values.address)}::jsonb, ${values.shippingAddress1},
        ${values.paymentMethod}, ${values.paymentCustomField}, ${values.dateAdvance}, ${values.call}, ${values.sms},
        ${JSON.stringify(values.products)}::jsonb, ${values.products.map((p) => p.product.productId)}::bigint[])
      RETURNING id`.execute(conn);
    return rows[0].id;
  }

  /** Sets the given columns (by their order field names) on one order. */
  async update(id: number, values: Partial<OrderColumns>, conn: Conn): Promise<void> {
    const sets = [sql`date_modified = now()`];
    for (const [key, value] of Object.entries(values)) {
      const column = COLUMNS[key as keyof OrderColumns];
      if (!column) continue;
      if (key === 'address') sets.push(sql`address = ${JSON.stringify(value)}::jsonb`);
      else if (key === 'products') {
        const products = value as OrderProduct[];
        sets.push(sql`products = ${JSON.stringify(products)}::jsonb`);
        sets.push(sql`product_ids = ${products.map((p) => p.product.productId)}::bigint[]`);
      } else sets.push(sql`${sql.id(column)} = ${value as never}`);
    }
    await sql`UPDATE orders SET ${sql.join(sets)} WHERE id = ${id}`.execute(conn);
  }

  async addStaff(id: number, entry: OrderStaff, conn: Conn): Promise<void> {
    await sql`UPDATE orders SET staff = staff || ${JSON.stringify([entry])}::jsonb,
                staff_user_ids = CASE WHEN ${entry.userId} = ANY(staff_user_ids) THEN staff_user_ids
                                      ELSE staff_user_ids || ${entry.userId}::bigint END,
                date_modified = now()
              WHERE id = ${id}`.execute(conn);
  }

  async addHistory(
    orderId: number,
    h: { status: string; previousStatus: string | null; message?: string | null; reasonId?: number | null; userId: number; username: string },
    conn: Conn,
  ): Promise<void> {
    await sql`INSERT INTO order_history (order_id, status, previous_status, message, order_cancellation_reason_id, user_id, username)
              VALUES (${orderId}, ${h.status}, ${h.previousStatus}, ${h.message ?? null}, ${h.reasonId ?? null}, ${h.userId}, ${h.username})`.execute(conn);
  }

  /** Archive or recover; returns the ids that changed. */
  async setArchived(ids: number[], archived: boolean, conn: Conn): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`
      UPDATE orders SET deleted = ${archived}, date_modified = now()
      WHERE id = ANY(${ids}::bigint[]) AND deleted = ${!archived} RETURNING id`.execute(conn);
    return rows.map((r) => r.id);
  }

  async lockForDestroy(ids: number[], conn: Conn): Promise<{ id: number; deleted: boolean }[]> {
    const { rows } = await sql<{ id: number; deleted: boolean }>`
      SELECT id, deleted FROM orders WHERE id = ANY(${ids}::bigint[]) FOR UPDATE`.execute(conn);
    return rows;
  }

  async destroy(ids: number[], conn: Conn): Promise<void> {
    await sql`DELETE FROM orders WHERE id = ANY(${ids}::bigint[])`.execute(conn);
  }

  /** The positions of the filter's orders, in the list's order, at most `limit`; orders without numeric coordinates are left out. */
  async locations(filter: OrderFilter, limit: number): Promise<OrderLocation[]> {
    const { rows } = await sql<OrderLocation>`
      SELECT o.id AS "orderId", o.mongo_id AS "mongoId", o.status,
             (o.address->>'latitude')::float8 AS latitude, (o.address->>'longitude')::float8 AS longitude,
             o.address->>'address' AS address
      FROM orders o WHERE ${orderWhere(filter)}
        AND jsonb_typeof(o.address->'latitude') = 'number' AND jsonb_typeof(o.address->'longitude') = 'number'
      ORDER BY ${orderSort(filter)} LIMIT ${limit}`.execute(this.db);
    return rows;
  }

  async named(table: 'order_type' | 'order_cancellation_reason', idField: string) {
    const { rows } = await sql`SELECT id AS ${sql.id(idField)}, name FROM ${sql.table(table)} WHERE NOT deleted ORDER BY id`.execute(this.db);
    return rows;
  }
}

/** The writable columns of an order, by field name. */
/** The order's own columns: its scalar fields as the contract's Order names them, plus its lines. */
export type OrderColumns = Pick<
  Order,
  | 'shippingCode' | 'status' | 'orderTypeId' | 'orderCancellationReasonId' | 'message' | 'total' | 'discountPercent'
  | 'prevtotalprice' | 'totalprice' | 'tax' | 'shippingPrice' | 'currencyCode' | 'promoCodeId' | 'businessId'
  | 'franchiseId' | 'customerId' | 'telephone' | 'address' | 'shippingAddress1' | 'paymentMethod'
  | 'paymentCustomField' | 'dateAdvance' | 'call' | 'sms'
> & { storeId: number; products: OrderProduct[] };

const COLUMNS: Record<keyof OrderColumns, string> = {
  shippingCode: 'shipping_code',
  status: 'status',
  orderTypeId: 'order_type_id',
  orderCancellationReasonId: 'order_cancellation_reason_id',
  message: 'message',
  total: 'total',
  discountPercent: 'discount_percent',
  prevtotalprice: 'prevtotalprice',
  totalprice: 'totalprice',
  tax: 'tax',
  shippingPrice: 'shipping_price',
  currencyCode: 'currency_code',
  promoCodeId: 'promo_code_id',
  businessId: 'business_id',
  storeId: 'store_id',
  franchiseId: 'franchise_id',
  customerId: 'customer_id',
  telephone: 'telephone',
  address: 'address',
  shippingAddress1: 'shipping_address1',
  paymentMethod: 'payment_method',
  paymentCustomField: 'payment_custom_field',
  dateAdvance: 'date_advance',
  call: 'call',
  sms: 'sms',
  products: 'products',
};
