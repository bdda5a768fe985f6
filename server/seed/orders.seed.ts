// Order data: the fixed lookups (order types, cancellation reasons with 8 = other) and a
// generator of businesses, stores, franchises, customers, products and orders written as
// set-based SQL (generate_series), so the same code seeds a few hundred demo orders and fills a
// benchmark database with a million.
import { sql } from 'kysely';
import { demoImageUrls } from './media.seed';
import type { Db } from '../db/database';

export const ORDER_TYPES = ['web', 'mobile app', 'phone', 'walk-in'];
/** Reason 8 is 'other', the one that needs notes. */
export const CANCELLATION_REASONS = [
  'Customer changed mind',
  'Out of stock',
  'Delivery too slow',
  'Wrong address',
  'Duplicate order',
  'Payment failed',
  'Store closed',
  'other',
];

export interface OrderVolume {
  businesses: number;
  stores: number;
  franchises: number;
  customers: number;
  products: number;
  orders: number;
  /** orders spread over this many days back from now */
  days: number;
  /** who handles the orders; default the demo manager and driver */
  staff?: { managers: StaffUser[]; drivers: StaffUser[] };
  /** INSERT statements run at once (default 1) */
  concurrency?: number;
  /** rows per INSERT statement (progress is reported between them) */
  batch?: number;
  onProgress?: (done: number, total: number) => void;
  /** pictures the products show, in turn (default: the demo pictures of the media library; none: no picture) */
  imageUrls?: readonly string[];
}

export interface StaffUser {
  id: number;
  username: string;
}

/** The demo manager and driver (the admin when they are missing). */
async function demoStaff(db: Db): Promise<{ managers: StaffUser[]; drivers: StaffUser[] }> {
  const { rows } = await sql<StaffUser>`SELECT id, username FROM app_user WHERE username IN ('manager', 'driver', 'admin') ORDER BY id`.execute(db);
  const find = (name: string) => rows.find((r) => r.username === name) ?? rows[0];
  return { managers: [find('manager')], drivers: [find('driver')] };
}

export const DEMO_VOLUME: OrderVolume = { businesses: 3, stores: 5, franchises: 10, customers: 200, products: 50, orders: 300, days: 60 };

/** Order types and cancellation reasons with fixed ids (idempotent). */
export async function seedOrderLookups(db: Db): Promise<void> {
  for (const [i, name] of ORDER_TYPES.entries()) {
    await sql`INSERT INTO order_type (id, name) VALUES (${i + 1}, ${name}) ON CONFLICT (id) DO NOTHING`.execute(db);
  }
  for (const [i, name] of CANCELLATION_REASONS.entries()) {
    await sql`INSERT INTO order_cancellation_reason (id, name) VALUES (${i + 1}, ${name}) ON CONFLICT (id) DO NOTHING`.execute(db);
  }
  for (const table of ['order_type', 'order_cancellation_reason']) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), greatest((SELECT max(id) FROM ${sql.table(table)}), 1))`.execute(db);
  }
}

const maxId = async (db: Db, table: string) =>
  (await sql<{ m: number }>`SELECT coalesce(max(id), 0)::int AS m FROM ${sql.table(table)}`.execute(db)).rows[0].m;

/** Weighted choice in SQL: `r` in [0, 1) against cumulative weights. */
function weighted(r: string, choices: [string, number][]): string {
  const total = choices.reduce((s, [, w]) => s + w, 0);
  let acc = 0;
  const arms = choices.map(([value, w]) => {
    acc += w / total;
    return `WHEN ${r} < ${acc.toFixed(6)} THEN '${value}'`;
  });
  return `CASE ${arms.join(' ')} ELSE '${choices[choices.length - 1][0]}' END`;
}

/** A share of orders per status: most orders are history (done, cancelled), a few in flight. */
const STATUS_WEIGHTS: [string, number][] = [
  ['new', 0.4], ['not verified', 1], ['accepted', 1.5], ['progress', 1.5], ['delivering', 1], ['out for delivery', 0.8],
  ['driver accepted', 0.5], ['driver rejected', 0.3], ['driver cancelled', 0.5], ['done', 82], ['cancel', 9], ['stolen', 1.5],
];
const PAYMENT_WEIGHTS: [string, number][] = [
  ['payOnDelivery', 35], ['cash', 20], ['credit_card', 15], ['creditCard', 8], ['zelle', 5], ['venmo', 4], ['cashapp', 4],
  ['paypal', 4], ['squareCreditCard', 2], ['apple_pay', 2], ['onlinePayment', 1],
];

/**
 * A US telephone number derived from a customer id (orders repeat their customer's number); area code
 * and exchange from 200, as the numbering plan has them, so every demo customer can be called
 * (in bigint: a million customers' ids times 7919 overflow an integer).
 */
const phoneOf = (id: string) =>
  `'(' || (200 + (${id} % 800)) || ') ' || (200 + ((${id})::bigint * 7919 % 800)) || '-' || lpad((${id} % 10000)::text, 4, '0')`;
/** A product price derived from its id. */
const priceOf = (id: string) => `round((5 + ((${id} * 37) % 19500) / 100.0)::numeric, 2)`;

/**
 * Adds the given volume of data after what is there. Relations are derived from ids
 * arithmetically (store -> business, customer -> telephone, product -> price), so every
 * statement is one set-based INSERT ... SELECT.
 */
export async function generateOrderData(db: Db, v: OrderVolume): Promise<void> {
  await seedOrderLookups(db);
  const b0 = await maxId(db, 'business');
  const s0 = await maxId(db, 'store');
  const f0 = await maxId(db, 'franchise');
  const c0 = await maxId(db, 'customer');
  const p0 = await maxId(db, 'product');
  const raw = (text: string) => sql.raw(text);
  const pictures = [...(v.imageUrls ?? (await demoImageUrls(db)))];
  // the n-th product's picture (SQL over the product's position; null when there is none)
  const pictureOf = (position: string) =>
    pictures.length ? sql`(${pictures}::text[])[1 + (${raw(position)}) % ${sql.lit(pictures.length)}]` : sql`NULL::text`;

  await sql`INSERT INTO business (id, name, code, address, mails, balance, status)
    SELECT ${sql.lit(b0)} + g, 'Business ' || g, 'B' || g, g || ' Market St', '[]'::jsonb, round((random() * 5000)::numeric, 2), true
    FROM generate_series(1, ${sql.lit(v.businesses)}) g`.execute(db);
  await sql`INSERT INTO store (id, name, url, ssl, business_id, currency_id, status, order_details, tax)
    SELECT ${sql.lit(s0)} + g, 'Store ' || g, 'store' || g || '.example.com', true, ${sql.lit(b0)} + 1 + (g % ${sql.lit(v.businesses)}),
           (SELECT id FROM currency WHERE code = 'USD' LIMIT 1), true,
           '{"minPrice":5000,"deliveryFee":5,"minOrderPrice":70,"medicalCard":false}'::jsonb,
           jsonb_build_object('parcent', (g % 4) * 2.5, 'beforeDiscount', false)
    FROM generate_series(1, ${sql.lit(v.stores)}) g`.execute(db);
  await sql`INSERT INTO franchise (id, name, email, phone, business_id, status, address)
    SELECT ${sql.lit(f0)} + g, 'Franchise ' || g, 'franchise' || g || '@example.com', '(555) 200-' || lpad(g::text, 4, '0'),
           ${sql.lit(b0)} + 1 + (g % ${sql.lit(v.businesses)}), true,
           jsonb_build_object('address', g || ' Franchise Ave, Los Angeles', 'latitude', 34.0 + (g % 50) / 100.0, 'longitude', -118.5 + (g % 40) / 100.0)
    FROM generate_series(1, ${sql.lit(v.franchises)}) g`.execute(db);
  await sql`INSERT INTO customer (id, firstname, lastname, telephone, email, store_id, status, verified, newsletter)
    SELECT ${sql.lit(c0)} + g, (ARRAY['Ann','Bob','Carla','Dev','Eli','Fay','Gus','Hana','Ivan','Jo'])[1 + g % 10],
           (ARRAY['Lee','Park','Diaz','Khan','Smith','Ng','Rossi','Cohen','Ali','Moore'])[1 + (g / 10) % 10] || ' ' || g,
           ${raw(phoneOf(`(${c0} + g)`))}, 'customer' || (${sql.lit(c0)} + g) || '@example.com',
           ${sql.lit(s0)} + 1 + (g % ${sql.lit(v.stores)}), true, g % 3 = 0, g % 5 = 0
    FROM generate_series(1, ${sql.lit(v.customers)}) g`.execute(db);
  await sql`INSERT INTO product (id, name, descriptions, model, price, prev_price, quantity, image_main, status, product_options)
    SELECT ${sql.lit(p0)} + g, 'Product ' || (${sql.lit(p0)} + g),
           jsonb_build_array(jsonb_build_object('languageId', 1, 'name', 'Product ' || (${sql.lit(p0)} + g))), 'M-' || g,
           ${raw(priceOf(`(${p0} + g)`))},
           CASE WHEN g % 4 = 0 THEN ${raw(priceOf(`(${p0} + g)`))} + 3 END,
           (g * 37) % 200, ${pictureOf('g')}, true,
           CASE WHEN g % 5 = 0 THEN jsonb_build_array(jsonb_build_object(
             'required', true,
             'option', jsonb_build_object('optionId', 1, 'name', 'Size', 'source', 'size', 'type', 'radio'),
             'values', jsonb_build_array(
               jsonb_build_object('optionValueId', 1, 'name', 'Small', 'price', 0, 'pricePrefix', '+', 'subtract', false, 'sortOrder', 1),
               jsonb_build_object('optionValueId', 2, 'name', 'Large', 'price', 4, 'pricePrefix', '+', 'subtract', false, 'sortOrder', 2))))
           ELSE '[]'::jsonb END
    FROM generate_series(1, ${sql.lit(v.products)}) g`.execute(db);
  for (const table of ['business', 'store', 'franchise', 'customer', 'product']) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), greatest((SELECT max(id) FROM ${sql.table(table)}), 1))`.execute(db);
  }

  const staff = v.staff ?? (await demoStaff(db));
  const ids = (list: StaffUser[]) => sql.raw(`ARRAY[${list.map((u) => Number(u.id)).join(',')}]::bigint[]`);
  const names = (list: StaffUser[]) => sql.raw(`ARRAY[${list.map((u) => `'${u.username.replace(/'/g, "''")}'`).join(',')}]::text[]`);
  const m = sql.lit(staff.managers.length);
  const dr = sql.lit(staff.drivers.length);
  const batch = v.batch ?? 100_000;
  const batches: number[] = [];
  for (let start = 0; start < v.orders; start += batch) batches.push(start);
  let written = 0;
  const insertBatch = async (done: number) => {
    const n = Math.min(batch, v.orders - done);
    await sql`
      INSERT INTO orders (date_added, date_modified, status, payment_method, order_type_id, order_cancellation_reason_id,
        store_id, business_id, franchise_id, customer_id, telephone, address, shipping_address1, currency_code,
        products, product_ids, total, tax, shipping_price, totalprice, prevtotalprice, discount_percent,
        staff, staff_user_ids, deleted, "call", sms)
      SELECT d.at, d.at, d.status, d.payment, 1 + (d.g % 4),
             CASE WHEN d.status = 'cancel' THEN 1 + (d.g % 8) END,
             d.store, ${sql.lit(b0)} + 1 + ((d.store - ${sql.lit(s0)}) % ${sql.lit(v.businesses)}), d.franchise, d.customer,
             ${raw(phoneOf('d.customer'))},
             jsonb_build_object('address', (d.g % 9000) || ' Sunset Blvd', 'state', 'CA', 'apartment', (d.g % 40)::text,
               'latitude', round((33.9 + random() * 0.3)::numeric, 6), 'longitude', round((-118.6 + random() * 0.4)::numeric, 6)),
             (d.g % 9000) || ' Sunset Blvd', 'USD',
             l.products, l.ids, l.total, round(l.total * d.tax / 100, 2), 5, round(l.total * (1 + d.tax / 100), 2) + 5,
             round(l.total * (1 + d.tax / 100), 2) + 5, CASE WHEN d.g % 10 = 0 THEN 10 ELSE 0 END,
             CASE WHEN d.status IN ('new', 'not verified') THEN '[]'::jsonb
                  WHEN d.status IN ('accepted', 'progress', 'cancel') THEN jsonb_build_array(jsonb_build_object(
                    'userId', d.manager_id, 'user', jsonb_build_object('userId', d.manager_id, 'username', d.manager_name),
                    'status', 'accepted', 'dateAdded', d.at_iso))
                  ELSE jsonb_build_array(
                    jsonb_build_object('userId', d.manager_id, 'user', jsonb_build_object('userId', d.manager_id, 'username', d.manager_name),
                      'status', 'accepted', 'dateAdded', d.at_iso),
                    jsonb_build_object('userId', d.driver_id, 'user', jsonb_build_object('userId', d.driver_id, 'username', d.driver_name),
                      'status', 'delivering', 'dateAdded', d.at_iso)) END,
             CASE WHEN d.status IN ('new', 'not verified') THEN '{}'::bigint[]
                  WHEN d.status IN ('accepted', 'progress', 'cancel') THEN ARRAY[d.manager_id]
                  ELSE ARRAY[d.manager_id, d.driver_id] END,
             d.g % 100 = 0, d.g % 7 = 0, d.g % 11 = 0
      FROM (
        SELECT g, at, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at_iso,
               ${raw(weighted('r1', STATUS_WEIGHTS))} AS status,
               ${raw(weighted('r2', PAYMENT_WEIGHTS))} AS payment,
               ${sql.lit(s0)} + 1 + floor(${sql.lit(v.stores)} * power(r3, 1.3))::int AS store,
               ${sql.lit(f0)} + 1 + floor(${sql.lit(v.franchises)} * r4)::int AS franchise,
               ${sql.lit(c0)} + 1 + floor(${sql.lit(v.customers)} * power(r5, 1.5))::int AS customer,
               ((floor(${sql.lit(v.stores)} * power(r3, 1.3))::int + 1) % 4) * 2.5 AS tax,
               (${ids(staff.managers)})[1 + g % ${m}] AS manager_id, (${names(staff.managers)})[1 + g % ${m}] AS manager_name,
               (${ids(staff.drivers)})[1 + (g / 7) % ${dr}] AS driver_id, (${names(staff.drivers)})[1 + (g / 7) % ${dr}] AS driver_name
        FROM (SELECT g, now() - random() * ${sql.lit(v.days)} * interval '1 day' AS at, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5
              FROM generate_series(${sql.lit(done + 1)}, ${sql.lit(done + n)}) g) x
      ) d
      CROSS JOIN LATERAL (
        SELECT jsonb_agg(jsonb_build_object(
                 'quantity', q, 'price', ${raw(priceOf('pid'))} * q, 'discount', jsonb_build_object('type', NULL),
                 'product', jsonb_build_object('productId', pid, 'price', ${raw(priceOf('pid'))}, 'prevPrice', NULL,
                   'imageMain', ${pictureOf(`pid - ${p0}`)},
                   'descriptions', jsonb_build_array(jsonb_build_object('name', 'Product ' || pid))),
                 'orderOption', '[]'::jsonb)) AS products,
               array_agg(pid) AS ids,
               sum(${raw(priceOf('pid'))} * q) AS total
        FROM (SELECT ${sql.lit(p0)} + 1 + floor(${sql.lit(v.products)} * power(random(), 2))::int AS pid, 1 + (k + d.g) % 3 AS q
              FROM generate_series(1, 1 + d.g % 3) k) lines
      ) l`.execute(db);
    written += n;
    v.onProgress?.(written, v.orders);
  };
  // `concurrency` statements at once: each is its own transaction, so PostgreSQL uses as many cores
  const workers = Array.from({ length: Math.max(1, v.concurrency ?? 1) }, async () => {
    for (let next = batches.shift(); next !== undefined; next = batches.shift()) await insertBatch(next);
  });
  await Promise.all(workers);
}
