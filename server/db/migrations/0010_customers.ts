// Tables and indexes of the customers area beyond its declarations' own tables (which entity-sync.ts
// keeps): the customers' wishlists (products, brands) and carts, read by the detail's tabs newest
// first, and the digits of a customer's telephone, which the phone check compares.
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS customer_wishlist_product (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      customer_id bigint NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
      product_id bigint NOT NULL REFERENCES product (id) ON DELETE CASCADE,
      date_added timestamptz NOT NULL DEFAULT now(),
      UNIQUE (customer_id, product_id)
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS customer_wishlist_product_list_idx ON customer_wishlist_product (customer_id, date_added DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS customer_wishlist_product_product_idx ON customer_wishlist_product (product_id)`.execute(db);

  await sql`
    CREATE TABLE IF NOT EXISTS customer_wishlist_brand (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      customer_id bigint NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
      brand_id bigint NOT NULL REFERENCES brand (id) ON DELETE CASCADE,
      date_added timestamptz NOT NULL DEFAULT now(),
      UNIQUE (customer_id, brand_id)
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS customer_wishlist_brand_list_idx ON customer_wishlist_brand (customer_id, date_added DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS customer_wishlist_brand_brand_idx ON customer_wishlist_brand (brand_id)`.execute(db);

  await sql`
    CREATE TABLE IF NOT EXISTS customer_cart (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      customer_id bigint NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
      product_id bigint NOT NULL REFERENCES product (id) ON DELETE CASCADE,
      store_id bigint REFERENCES store (id) ON DELETE SET NULL,
      quantity integer NOT NULL DEFAULT 1 CHECK (quantity > 0),
      options jsonb NOT NULL DEFAULT '[]',
      date_added timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS customer_cart_list_idx ON customer_cart (customer_id, date_added DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS customer_cart_product_idx ON customer_cart (product_id)`.execute(db);

  await sql`CREATE INDEX IF NOT EXISTS customer_telephone_digits_idx ON customer (regexp_replace(telephone, '[^0-9]', '', 'g'))`.execute(db);
  // the customer's orders tab, newest first (orders_customer_idx has no order)
  await sql`CREATE INDEX IF NOT EXISTS orders_customer_date_idx ON orders (customer_id, date_added DESC, id DESC)`.execute(db);
}
