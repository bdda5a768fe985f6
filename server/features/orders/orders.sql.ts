// SQL pieces shared by the order queries: the JSON shape of an order (built by PostgreSQL, so a
// list page goes to the client without being parsed and re-serialised) and the filter.
import { sql, type RawBuilder } from 'kysely';
import type { OrderFilter } from '../../../contract/orders/order-filter';
import type { OrderStatus } from '../../../contract/orders/order-status';

/** A timestamp as ISO 8601 in UTC with milliseconds, like JSON.stringify(new Date()). */
export const iso = (col: RawBuilder<unknown>) => sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The `Order` of contract/orders/order-types.ts as one json value, on the orders row aliased `o`
 * (history added by the caller). Lookups are scalar subqueries on primary keys rather than joins:
 * rows keep the order of the page subquery, so building a 5000-row page needs no sort of wide rows.
 */
export const orderJson = (history: RawBuilder<unknown> = sql`'[]'::json`) => sql`json_build_object(
  'orderId', o.id, 'mongoId', o.mongo_id, 'shippingCode', o.shipping_code, 'status', o.status,
  'orderTypeId', o.order_type_id,
  'orderType', (SELECT json_build_object('orderTypeId', ot.id, 'name', ot.name) FROM order_type ot WHERE ot.id = o.order_type_id),
  'orderCancellationReasonId', o.order_cancellation_reason_id,
  'orderCancellationReason', (SELECT json_build_object('orderCancellationReasonId', ocr.id, 'name', ocr.name)
    FROM order_cancellation_reason ocr WHERE ocr.id = o.order_cancellation_reason_id),
  'message', o.message, 'orderStaff', o.staff,
  'total', o.total, 'discountPercent', o.discount_percent, 'prevtotalprice', o.prevtotalprice,
  'totalprice', o.totalprice, 'tax', o.tax, 'shippingPrice', o.shipping_price,
  'currencyCode', o.currency_code, 'promoCodeId', o.promo_code_id, 'businessId', o.business_id,
  'storeId', o.store_id,
  'store', (SELECT json_build_object('storeId', s.id, 'name', s.name, 'url', s.url, 'ssl', coalesce(s.ssl, false))
    FROM store s WHERE s.id = o.store_id),
  'franchiseId', o.franchise_id,
  'franchise', (SELECT json_build_object('franchiseId', f.id, 'name', f.name, 'address', json_build_object('address', f.address->>'address'))
    FROM franchise f WHERE f.id = o.franchise_id),
  'customerId', o.customer_id,
  'customer', (SELECT json_build_object('customerId', c.id, 'firstname', c.firstname, 'lastname', c.lastname)
    FROM customer c WHERE c.id = o.customer_id),
  'telephone', o.telephone, 'address', o.address, 'shippingAddress1', o.shipping_address1,
  'paymentMethod', o.payment_method, 'paymentCustomField', o.payment_custom_field,
  'dateAdded', ${iso(sql`o.date_added`)}, 'dateModified', ${iso(sql`o.date_modified`)},
  'dateAdvance', ${iso(sql`o.date_advance`)},
  'call', o."call", 'sms', o.sms, 'deleted', o.deleted,
  'orderProduct', o.products, 'orderHistory', ${history})`;

/** Whether the filter is one the per-(deleted, status) counter answers exactly. */
export const countedByCounter = (f: OrderFilter): boolean =>
  Object.entries(f).every(([k, v]) => v === undefined || k === 'deleted' || k === 'status' || k === 'sort' || k === 'order');

/** WHERE conditions of the order filter, on alias `o`. */
export function orderWhere(f: OrderFilter): RawBuilder<unknown> {
  const c: RawBuilder<unknown>[] = [sql`o.deleted = ${f.deleted ?? false}`];
  if (f.user !== undefined) c.push(sql`o.staff_user_ids @> ARRAY[${f.user}]::bigint[]`);
  const orderId = f.orderId ?? f.saleId;
  if (orderId !== undefined) c.push(sql`o.id = ${orderId}`);
  if (f.telephone) c.push(sql`o.telephone_digits LIKE ${f.telephone + '%'}`);
  if (f.status) c.push(sql`o.status = ${f.status}`);
  const anyOf = (col: string, ids?: number[]) => {
    if (ids?.length) c.push(sql`${sql.ref(col)} = ANY(${ids}::bigint[])`);
  };
  anyOf('o.order_type_id', f.orderTypeIds);
  anyOf('o.order_cancellation_reason_id', f.orderCancellationReasonIds);
  anyOf('o.business_id', f.businessIds);
  anyOf('o.store_id', f.storeIds);
  anyOf('o.franchise_id', f.franchiseIds);
  if (f.productIds?.length) c.push(sql`o.product_ids && ${f.productIds}::bigint[]`);
  if (f.dateFrom) c.push(sql`o.date_added >= ${f.dateFrom}::timestamptz`);
  if (f.dateTo) c.push(sql`o.date_added <= ${f.dateTo}::timestamptz`);
  if (f.minPrice !== undefined) c.push(sql`o.totalprice >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) c.push(sql`o.totalprice <= ${f.maxPrice}`);
  return sql.join(c, sql` AND `);
}

const SORT_COLUMNS: Record<string, string> = {
  dateAdded: 'date_added',
  orderId: 'id',
  totalprice: 'totalprice',
  total: 'total',
  status: 'status',
};

/** ORDER BY on alias `o`; ties broken by id so pages never overlap. */
export function orderSort(f: OrderFilter): RawBuilder<unknown> {
  const col = SORT_COLUMNS[f.sort ?? 'dateAdded'];
  const dir = sql.raw(f.order === 'ASC' ? 'ASC' : 'DESC');
  if (col === 'id') return sql`o.id ${dir}`;
  return sql`o.${sql.id(col)} ${dir}, o.id ${dir}`;
}

/** The staff status that makes an entry the driver; any other makes it the manager (contract/orders/order-staff.ts). */
const DRIVER_STATUS: OrderStatus = 'delivering';
const staffVars = sql`${JSON.stringify({ driver: DRIVER_STATUS })}::jsonb`;

/**
 * One order as the export's compact row (contract/orders/order-export.ts `OrderExportRow`), on
 * the orders row `o` joined to its store `s`, order type `ot` and customer `c`. Driver and manager
 * are the latest such entries of the order's own staff document, read in place with no lookup.
 */
export const exportRowJson = sql`json_build_array(
  s.name, ot.name, c.firstname, c.lastname, o.telephone, o.total, o.tax, o.totalprice, o.discount_percent,
  jsonb_path_query_array(o.staff, '$[*] ? (@.status == $driver).user.username', ${staffVars}) ->> -1,
  jsonb_path_query_array(o.staff, '$[*] ? (@.status != $driver).user.username', ${staffVars}) ->> -1,
  o.payment_method)`;
