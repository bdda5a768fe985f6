// Tables and indexes of the promotions area beyond its declarations' own tables (which entity-sync.ts keeps):
// the visits of traffic links (their statistics `ls`), and the orders' promo code, which the usage
// limits count per code and customer.
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS link_visit (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      link_id bigint NOT NULL REFERENCES link (id) ON DELETE CASCADE,
      visited_at timestamptz NOT NULL DEFAULT now(),
      referrer text
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS link_visit_link_idx ON link_visit (link_id, visited_at)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS orders_promo_code_idx ON orders (promo_code_id, customer_id) WHERE promo_code_id IS NOT NULL`.execute(db);
}
