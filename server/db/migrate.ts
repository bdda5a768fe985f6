import { Migrator, sql } from 'kysely';
import { entityList } from '../../contract/entities';
import type { Db } from './database';
import { syncEntityTables } from './entity-sync';
import { migrations } from './migrations';
import { newerSchemaError } from '../ops/startup-errors';
import { STAT_FACTS } from '../features/dashboard/facts';
import { syncStatFacts } from '../features/dashboard/rollup';
import { syncTenancy } from './tenancy';

/** Migrations recorded in the database that this build does not have: it was upgraded by a newer version. */
async function unknownMigrations(db: Db): Promise<string[]> {
  // a fresh database has no migration table yet (42P01): nothing recorded
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`
    .execute(db)
    .catch((e: { code?: string }) => (e.code === '42P01' ? { rows: [] as { name: string }[] } : Promise.reject(e)));
  return rows.map((r) => r.name).filter((name) => !Object.hasOwn(migrations, name));
}

/** Brings a database up to date: entity tables from their declarations, then versioned migrations. */
export async function migrate(db: Db): Promise<void> {
  // before anything is changed: a newer version's database is left as it is
  const unknown = await unknownMigrations(db);
  if (unknown.length) throw newerSchemaError(unknown[0]);
  await syncEntityTables(db, entityList);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw error ?? new Error(`migration ${failed?.migrationName} failed`);
  // the dashboard's rollups follow their facts' definitions (built once per change)
  await syncStatFacts(db, STAT_FACTS);
  // last: the tenants' grants and row policies cover every table and trigger made above (docs/tenancy.md)
  await syncTenancy(db);
}
