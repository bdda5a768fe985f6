// The ledger's database side (the businesses area's entity tables come from their declarations):
// - a business inserted with a starting balance gets an opening transaction of that balance in the
//   same statement, whoever inserts it (the engine, the bulk seed of orders.seed.ts, the bench);
// - businesses that already had a balance before the ledger existed get the same opening row once;
// - a business deleted for good takes its ledger with it (the foreign key cascades), whoever deletes it;
// - the running balance of the ledger call reads each business's rows in (date, id) order.
// Later moves of the balance happen in the transaction hooks (server/features/businesses/).
import { sql } from 'kysely';
import { BUSINESS_TEXTS } from '../../../contract/businesses';
import { DEFAULT_LANGUAGE_ID } from '../../../contract/products';
import type { Db } from '../database';

const opening = JSON.stringify([{ languageId: DEFAULT_LANGUAGE_ID, name: BUSINESS_TEXTS.openingBalance }]);

export async function up(db: Db): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION business_opening_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO business_transaction (business_id, name, amount, date, descriptions)
      VALUES (NEW.id, ${sql.lit(BUSINESS_TEXTS.openingBalance)}, NEW.balance, now(), ${sql.lit(opening)}::jsonb);
      RETURN NULL;
    END $$`.execute(db);
  await sql`DROP TRIGGER IF EXISTS business_opening_transaction ON business`.execute(db);
  await sql`
    CREATE TRIGGER business_opening_transaction AFTER INSERT ON business
    FOR EACH ROW WHEN (NEW.balance IS NOT NULL AND NEW.balance <> 0) EXECUTE FUNCTION business_opening_transaction()`.execute(db);

  await sql`UPDATE business SET balance = 0 WHERE balance IS NULL`.execute(db);
  await sql`
    INSERT INTO business_transaction (business_id, name, amount, date, descriptions)
    SELECT b.id, ${BUSINESS_TEXTS.openingBalance}, b.balance - coalesce(t.total, 0), b.date_added, ${opening}::jsonb
    FROM business b
    LEFT JOIN (SELECT business_id, sum(amount) AS total FROM business_transaction WHERE NOT deleted GROUP BY business_id) t ON t.business_id = b.id
    WHERE b.balance <> coalesce(t.total, 0)`.execute(db);

  // the foreign key stays entity-sync.ts's plain one: a business with a ledger cannot be destroyed (409)

  await sql`CREATE INDEX IF NOT EXISTS business_transaction_ledger_idx ON business_transaction (business_id, date, id) WHERE NOT deleted`.execute(db);
}
