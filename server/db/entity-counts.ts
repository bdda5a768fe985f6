// Exact row counts of large entities, per (table, deleted), kept by statement-level triggers in
// the transaction of every write: the engine's, the seed's, raw SQL and bulk loads alike, so the
// default list view reads its total from a few counter rows instead of counting a million.
// See docs/decisions.md, "Large entities".
import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Counter rows per (table, deleted). A write adds its change to the slot of its connection
 * (backend pid modulo this), so concurrent creates on different connections do not queue behind
 * one row lock until commit; a read sums the slots. A slot may go negative (a row created on one
 * connection and archived on another): only the sum means anything.
 */
export const COUNTER_SLOTS = 16;

const COUNTER_DDL = sql`
  CREATE TABLE IF NOT EXISTS entity_counts (
    table_name text NOT NULL,
    deleted boolean NOT NULL,
    slot smallint NOT NULL,
    n bigint NOT NULL,
    PRIMARY KEY (table_name, deleted, slot)
  )`;

// One function for every large table (TG_TABLE_NAME says which); rows whose sum is zero (an
// update that leaves `deleted` alone) touch no counter. ORDER BY deleted: a fixed lock order.
const COUNTER_FUNCTION = sql.raw(`
  CREATE OR REPLACE FUNCTION entity_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    s smallint := (pg_backend_pid() % ${COUNTER_SLOTS})::smallint;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM entity_counts WHERE table_name = TG_TABLE_NAME;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO entity_counts AS c (table_name, deleted, slot, n)
        SELECT TG_TABLE_NAME, deleted, s, count(*) FROM new_rows GROUP BY deleted ORDER BY deleted
        ON CONFLICT (table_name, deleted, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO entity_counts AS c (table_name, deleted, slot, n)
        SELECT TG_TABLE_NAME, deleted, s, -count(*) FROM old_rows GROUP BY deleted ORDER BY deleted
        ON CONFLICT (table_name, deleted, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
    ELSE
      INSERT INTO entity_counts AS c (table_name, deleted, slot, n)
        SELECT TG_TABLE_NAME, deleted, s, sum(d) FROM (
          SELECT deleted, 1 AS d FROM new_rows UNION ALL SELECT deleted, -1 FROM old_rows) x
        GROUP BY deleted HAVING sum(d) <> 0 ORDER BY deleted
        ON CONFLICT (table_name, deleted, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
    END IF;
    RETURN NULL;
  END $$`);

/** The counter table and its trigger function, when missing (a change of the function goes in a migration). */
export async function createCounterObjects(db: Db): Promise<void> {
  await COUNTER_DDL.execute(db);
  const { rows } = await sql`SELECT 1 FROM pg_proc WHERE proname = 'entity_counts_change' AND pronamespace = current_schema()::regnamespace`.execute(db);
  if (!rows.length) await COUNTER_FUNCTION.execute(db);
}

/**
 * Puts the counting triggers on `table` if missing and counts its rows once, under a lock that
 * holds writes back meanwhile, so the counters start exact. Runs once per table.
 */
export async function installCounters(db: Db, table: string): Promise<void> {
  const trigger = `${table}_counts_ins`;
  const has = async (conn: Db) =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_trigger WHERE tgname = ${trigger} AND tgrelid = ${table}::regclass`.execute(conn)).rows[0].n > 0;
  if (await has(db)) return;
  await db.transaction().execute(async (trx) => {
    const t = sql.table(table);
    await sql`LOCK TABLE ${t} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    if (await has(trx)) return; // another process got there first
    const name = (suffix: string) => sql.id(`${table}_counts_${suffix}`);
    await sql`CREATE TRIGGER ${name('ins')} AFTER INSERT ON ${t} REFERENCING NEW TABLE AS new_rows
              FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_change()`.execute(trx);
    await sql`CREATE TRIGGER ${name('del')} AFTER DELETE ON ${t} REFERENCING OLD TABLE AS old_rows
              FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_change()`.execute(trx);
    await sql`CREATE TRIGGER ${name('upd')} AFTER UPDATE ON ${t} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
              FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_change()`.execute(trx);
    await sql`CREATE TRIGGER ${name('trunc')} AFTER TRUNCATE ON ${t}
              FOR EACH STATEMENT EXECUTE FUNCTION entity_counts_change()`.execute(trx);
    await sql`DELETE FROM entity_counts WHERE table_name = ${table}`.execute(trx);
    await sql`INSERT INTO entity_counts (table_name, deleted, slot, n)
              SELECT ${table}, deleted, 0, count(*) FROM ${t} GROUP BY deleted`.execute(trx);
  });
}

/** The exact number of rows of `table` with this `deleted`, as a scalar subquery. */
export const countFromCounters = (table: string, deleted: boolean) =>
  sql<number>`(SELECT coalesce(sum(n), 0)::int FROM entity_counts WHERE table_name = ${table} AND deleted = ${deleted})`;
