// A million orders: 2 years, 50 stores, 200 franchises, 100,000 customers (the search bench: a
// million), 5,000 products, with the status and payment method spread of server/seed/orders.seed.ts.
// Set-based SQL (generate_series) in batches, with the secondary indexes of the orders and the
// customers dropped during the load and built afterwards, then VACUUM ANALYZE so index-only scans
// and the planner see the real data.
import { sql } from 'kysely';
import type { Db } from '../server/db/database';
import { generateOrderData, type StaffUser } from '../server/seed/orders.seed';

export const BENCH_VOLUME = {
  businesses: 10,
  stores: 50,
  franchises: 200,
  customers: 100_000,
  products: 5_000,
  orders: 1_000_000,
  days: 730,
};

export async function orderCount(db: Db): Promise<number> {
  return (await sql<{ n: number }>`SELECT coalesce(sum(n), 0)::int AS n FROM order_counts`.execute(db)).rows[0].n;
}

/**
 * Adds `orders` orders (and the volume's customers, stores, products...), with the secondary
 * indexes of the orders and the customers dropped during the load and built afterwards.
 */
export async function generateBenchOrders(db: Db, orders = BENCH_VOLUME.orders, log = console.log, volume: Partial<typeof BENCH_VOLUME> = {}): Promise<void> {
  const started = performance.now();
  const secs = () => ((performance.now() - started) / 1000).toFixed(0) + ' s';
  const { rows: indexes } = await sql<{ name: string; def: string; table: string }>`
    SELECT indexname AS name, indexdef AS def, tablename AS table FROM pg_indexes
    WHERE schemaname = 'public' AND tablename IN ('orders', 'customer') AND indexname NOT IN ('orders_pkey', 'customer_pkey')`.execute(db);
  for (const i of indexes) await sql`DROP INDEX ${sql.id(i.name)}`.execute(db);
  log(`dropped ${indexes.length} indexes; generating ${orders.toLocaleString('en')} orders`);
  const staff = { managers: await staffUsers(db, 'manager', 2, 20), drivers: await staffUsers(db, 'driver', 3, 50) };
  await generateOrderData(db, {
    ...BENCH_VOLUME,
    ...volume,
    staff,
    orders,
    batch: 50_000,
    concurrency: 2,
    onProgress: (done, total) => log(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} orders (${secs()})`),
  });
  // two builds at a time, each on a connection of its own
  const queue = [...indexes];
  const builder = () =>
    db.connection().execute(async (conn) => {
      await sql`SET maintenance_work_mem = '512MB'`.execute(conn);
      for (let i = queue.shift(); i; i = queue.shift()) {
        await sql.raw(i.def).execute(conn);
        log(`  index ${i.name} (${secs()})`);
      }
    });
  await Promise.all([builder(), builder()]);
  await sql`VACUUM ANALYZE orders`.execute(db);
  await sql`VACUUM ANALYZE customer`.execute(db);
  await sql`ANALYZE`.execute(db);
  log(`done in ${secs()}`);
}

/** `count` users named {role}01.. in the demo group of the role (signing in like the admin). */
async function staffUsers(db: Db, role: string, groupId: number, count: number): Promise<StaffUser[]> {
  await sql`
    INSERT INTO app_user (username, firstname, lastname, email, phone, password, status, user_group_id, sort_order, salary, working_hours)
    SELECT ${role} || lpad(k::text, 2, '0'), initcap(${role}), 'No ' || k, ${role} || k || '@bench.example.com', '(555) 010-0000',
           a.password, true, ${groupId}, 0, a.salary, a.working_hours
    FROM generate_series(1, ${sql.lit(count)}) k CROSS JOIN (SELECT * FROM app_user WHERE username = 'admin') a
    ON CONFLICT DO NOTHING`.execute(db);
  const { rows } = await sql<StaffUser>`
    SELECT id, username FROM app_user WHERE username ~ ${`^${role}[0-9]{2}$`} ORDER BY username LIMIT ${count}`.execute(db);
  return rows;
}
