// The queue's tables live in their own schema of the product's database, created by a migration.
import PgBoss from 'pg-boss';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The schema pg-boss keeps its jobs and queues in. */
export const QUEUE_SCHEMA = 'pgboss';

/** Creates pg-boss's schema at the version the installed pg-boss expects (a no-op when it exists). */
export async function installQueueSchema(db: Db): Promise<void> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_namespace WHERE nspname = ${QUEUE_SCHEMA}`.execute(db);
  if (rows[0].n) return;
  // the plan wraps itself in BEGIN/COMMIT; the migration already runs in a transaction of its own
  const plan = PgBoss.getConstructionPlans(QUEUE_SCHEMA).replace(/^\s*BEGIN;/, '').replace(/COMMIT;\s*$/, '');
  await sql.raw(plan).execute(db);
}
