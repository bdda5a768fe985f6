// What the global search reads (docs/search.md): a customer's telephone as digits, kept by the
// database like an order's, so one prefix index serves staff and tenants alike (`^@` is leakproof:
// row-level security lets an index serve it); and trigram indexes for the product names and models
// (customers' names and emails have theirs as a large entity's list filters).
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  // trusted since PostgreSQL 13: the database owner (the application role) may create it
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`
    ALTER TABLE customer ADD COLUMN IF NOT EXISTS telephone_digits text
      GENERATED ALWAYS AS (regexp_replace(coalesce(telephone, ''), '[^0-9]', '', 'g')) STORED`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS customer_telephone_prefix_idx ON customer (telephone_digits text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS product_name_trgm_idx ON product USING gin (name gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS product_model_trgm_idx ON product USING gin (model gin_trgm_ops)`.execute(db);
}
