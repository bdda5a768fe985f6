// Tables and indexes of the inventory area beyond its declarations' own tables (which entity-sync.ts keeps):
// the stock of each warehouse per product and option combination (docs/inventory.md, "Stock"). Receipts
// change it with one atomic statement each (`quantity = quantity + delta`), so two at once never lose a
// unit; the CHECK keeps it from going below zero whatever writes it.
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS warehouse_stock (
      warehouse_id bigint NOT NULL REFERENCES warehouse (id) ON DELETE CASCADE,
      product_id bigint NOT NULL REFERENCES product (id) ON DELETE CASCADE,
      -- the option combination: optionId:optionValueId pairs sorted, '' without options (contract/inventory/purchase-lines.ts)
      option_key text NOT NULL DEFAULT '',
      -- the combination as the purchase line named it, shown in the products sub-list
      options jsonb NOT NULL DEFAULT '[]',
      quantity integer NOT NULL DEFAULT 0 CONSTRAINT warehouse_stock_not_negative CHECK (quantity >= 0),
      -- the cost of the last receipt with a cost, for the stock value at cost
      last_cost numeric(14, 4) NOT NULL DEFAULT 0,
      date_added timestamptz NOT NULL DEFAULT now(),
      date_modified timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (warehouse_id, product_id, option_key)
    );
    CREATE INDEX IF NOT EXISTS warehouse_stock_product_idx ON warehouse_stock (product_id);
  `.execute(db);
}
