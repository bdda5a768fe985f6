// Order statistics (counts per status and sums of totalprice over a date range) read only this
// index: a covering index on the date with status and totalprice, so a 90-day chart over a
// million orders is an index-only scan instead of a heap read of every matching order.
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS orders_statistics_idx ON orders (deleted, date_added) INCLUDE (status, totalprice, store_id, franchise_id)`.execute(db);
}
