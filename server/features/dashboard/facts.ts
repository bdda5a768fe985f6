// What each dashboard section counts, as rollup facts (rollup.ts) over its source table, and which
// facts serve which section. Money is summed in cents. Archived (deleted) rows are left out, so an
// archive takes a row out of the statistics and a recover puts it back.
import { sectionById, type SectionId } from '../../../contract/dashboard/dashboard';
import type { StatFact } from './rollup';

const bool = (cond: string) => `(${cond})::int`;
/** The business of a row through its store (k1: each business's dashboard reads its own slots). */
const storeBusiness = (storeColumn: string) => `(SELECT s.business_id FROM store s WHERE s.id = ${storeColumn})`;

/**
 * A section's measures as its fact counts them: the names in the contract's order (the fact's SQL
 * gives m1, m2... in that order) and which of them are money.
 */
const measuresOf = (id: SectionId, part: 'series' | 'breakdown') => {
  const measures = sectionById(id)[part]!.measures;
  return { measures: measures.map((m) => m.key), money: measures.filter((m) => m.money).map((m) => m.key) };
};

/** Orders per bucket: placed, done, cancelled and their total price (spec: orders sales statistics). */
export const ordersFact: StatFact = {
  name: 'orders',
  table: 'orders',
  kind: 'series',
  ...measuresOf('orders', 'series'),
  rows: (rel) => `SELECT business_id AS k1, 0 AS k2, date_added AS at, 1 AS m1, ${bool("status = 'done'")} AS m2,
    ${bool("status = 'cancel'")} AS m3, round(totalprice * 100) AS m4 FROM ${rel} WHERE NOT deleted`,
};

// an order's lines: product (product.productId), quantity and the line's price; cancelled orders sold nothing
const lines = (rel: string, key: string) => `SELECT o.business_id AS k1, ${key} AS k2, o.date_added AS at,
    coalesce((l->>'quantity')::bigint, 0) AS m1, round(coalesce((l->>'price')::numeric, 0) * 100) AS m2
  FROM ${rel} o CROSS JOIN LATERAL jsonb_array_elements(o.products) AS l
  WHERE NOT o.deleted AND o.status <> 'cancel'`;

/** Units and revenue of the products sold per bucket. */
export const productSalesFact: StatFact = {
  name: 'product_sales',
  table: 'orders',
  kind: 'series',
  ...measuresOf('productSales', 'series'),
  rows: (rel) => lines(rel, '0'),
};

/**
 * The same per store. (Per product, five thousand products over two years are too many slots to sum
 * within the dashboard's time; see docs/dashboard.md.)
 */
export const productSalesByStoreFact: StatFact = {
  name: 'product_sales_by_store',
  table: 'orders',
  kind: 'breakdown',
  ...measuresOf('productSales', 'breakdown'),
  rows: (rel) => lines(rel, 'coalesce(o.store_id, 0)'),
  labels: `SELECT id AS key, name AS label FROM store`,
};

/** Orders per member of staff (manager, driver...): handled, cancelled and their total. */
export const staffSalesFact: StatFact = {
  name: 'staff_sales',
  table: 'orders',
  kind: 'breakdown',
  ...measuresOf('staffSales', 'breakdown'),
  rows: (rel) => `SELECT o.business_id AS k1, s.user_id AS k2, o.date_added AS at, 1 AS m1, ${bool("o.status = 'cancel'")} AS m2,
    round(o.totalprice * 100) AS m3 FROM ${rel} o CROSS JOIN LATERAL unnest(o.staff_user_ids) AS s(user_id) WHERE NOT o.deleted`,
  labels: `SELECT id AS key, username AS label FROM app_user`,
};

/** New customers per bucket. */
export const customersFact: StatFact = {
  name: 'customers',
  table: 'customer',
  kind: 'series',
  ...measuresOf('customers', 'series'),
  rows: (rel) => `SELECT ${storeBusiness('store_id')} AS k1, 0 AS k2, date_added AS at, 1 AS m1 FROM ${rel} WHERE NOT deleted`,
};

/** Visits of the traffic links per bucket. */
export const trafficFact: StatFact = {
  name: 'traffic',
  table: 'link_visit',
  kind: 'series',
  ...measuresOf('traffic', 'series'),
  rows: (rel) => `SELECT ${storeBusiness('(SELECT l.store_id FROM link l WHERE l.id = link_id)')} AS k1, 0 AS k2, visited_at AS at, 1 AS m1 FROM ${rel}`,
};

/** Visits per link. */
export const trafficByLinkFact: StatFact = {
  name: 'traffic_by_link',
  table: 'link_visit',
  kind: 'breakdown',
  ...measuresOf('traffic', 'breakdown'),
  rows: (rel) => `SELECT ${storeBusiness('(SELECT l.store_id FROM link l WHERE l.id = link_id)')} AS k1, link_id AS k2, visited_at AS at, 1 AS m1 FROM ${rel}`,
  labels: `SELECT id AS key, name AS label FROM link`,
};

/** Calls per bucket: answered, missed (no answer or busy), failed, and how many a campaign placed. */
export const callsFact: StatFact = {
  name: 'calls',
  table: 'call',
  kind: 'series',
  ...measuresOf('calls', 'series'),
  rows: (rel) => `SELECT business_id AS k1, 0 AS k2, date_added AS at, ${bool("status = 'answered'")} AS m1,
    ${bool("status IN ('no-answer', 'busy')")} AS m2, ${bool("status = 'failed'")} AS m3, ${bool('campaign_id IS NOT NULL')} AS m4
    FROM ${rel} WHERE NOT deleted`,
};

/** Calls per campaign (spec: bulk/s): placed and answered. */
export const campaignCallsFact: StatFact = {
  name: 'campaign_calls',
  table: 'call',
  kind: 'breakdown',
  ...measuresOf('calls', 'breakdown'),
  rows: (rel) => `SELECT business_id AS k1, campaign_id AS k2, date_added AS at, 1 AS m1, ${bool("status = 'answered'")} AS m2
    FROM ${rel} WHERE NOT deleted AND campaign_id IS NOT NULL`,
  labels: `SELECT id AS key, campaign_name AS label FROM call_campaign`,
};

/** Calls per agent (the user who placed or took them): all, answered, and minutes talked (rounded up per call). */
export const agentCallsFact: StatFact = {
  name: 'agent_calls',
  table: 'call',
  kind: 'breakdown',
  ...measuresOf('agentCalls', 'breakdown'),
  rows: (rel) => `SELECT business_id AS k1, user_id AS k2, date_added AS at, 1 AS m1, ${bool("status = 'answered'")} AS m2,
    ceil(coalesce(duration, 0) / 60.0) AS m3 FROM ${rel} WHERE NOT deleted AND user_id IS NOT NULL`,
  labels: `SELECT id AS key, username AS label FROM app_user`,
};

/** Campaign SMS per bucket (when the queue sent them): sent, delivered, failed. */
export const smsFact: StatFact = {
  name: 'sms',
  table: 'sms_campaign_recipient',
  kind: 'series',
  ...measuresOf('sms', 'series'),
  rows: (rel) => `SELECT c.business_id AS k1, 0 AS k2, r.claimed_at AS at,
    ${bool("r.status IN ('sent', 'delivered', 'undelivered', 'spam')")} AS m1, ${bool("r.status = 'delivered'")} AS m2,
    ${bool("r.status IN ('undelivered', 'error', 'spam')")} AS m3
    FROM ${rel} r LEFT JOIN sms_campaign c ON c.id = r.campaign_id WHERE r.claimed_at IS NOT NULL`,
};

/** The stores' single SMS per bucket: sent, received, failed. */
export const storeSmsFact: StatFact = {
  name: 'store_sms',
  table: 'sms',
  kind: 'series',
  ...measuresOf('storeSms', 'series'),
  rows: (rel) => `SELECT business_id AS k1, 0 AS k2, date_added AS at, ${bool('NOT inbound')} AS m1, ${bool('inbound')} AS m2,
    ${bool("status = 'delivery_failed'")} AS m3 FROM ${rel} WHERE NOT deleted`,
};

/** Products put in carts per bucket: lines and units. */
export const cartFact: StatFact = {
  name: 'cart',
  table: 'customer_cart',
  kind: 'series',
  ...measuresOf('cart', 'series'),
  rows: (rel) => `SELECT ${storeBusiness('store_id')} AS k1, 0 AS k2, date_added AS at, 1 AS m1, quantity AS m2 FROM ${rel}`,
};

/** Units in carts per store (per product: the same limit as product sales). */
export const cartByStoreFact: StatFact = {
  name: 'cart_by_store',
  table: 'customer_cart',
  kind: 'breakdown',
  ...measuresOf('cart', 'breakdown'),
  rows: (rel) => `SELECT ${storeBusiness('store_id')} AS k1, coalesce(store_id, 0) AS k2, date_added AS at, quantity AS m1 FROM ${rel}`,
  labels: `SELECT id AS key, name AS label FROM store`,
};

/** The facts behind each section: its series and its breakdown. */
export const SECTION_FACTS: Record<SectionId, { series?: StatFact; breakdown?: StatFact }> = {
  customers: { series: customersFact },
  traffic: { series: trafficFact, breakdown: trafficByLinkFact },
  calls: { series: callsFact, breakdown: campaignCallsFact },
  agentCalls: { breakdown: agentCallsFact },
  orders: { series: ordersFact },
  productSales: { series: productSalesFact, breakdown: productSalesByStoreFact },
  staffSales: { breakdown: staffSalesFact },
  sms: { series: smsFact },
  storeSms: { series: storeSmsFact },
  cart: { series: cartFact, breakdown: cartByStoreFact },
};

/** Every fact, once. */
export const STAT_FACTS: StatFact[] = [...new Set(Object.values(SECTION_FACTS).flatMap((f) => [f.series, f.breakdown]).filter((f): f is StatFact => !!f))];
