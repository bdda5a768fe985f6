import { Migrator } from 'kysely';
import { entityList } from '../../contract/entities';
import type { Db } from './database';
import { syncEntityTables } from './entity-sync';
import { migrations } from './migrations';

/** Brings a database up to date: entity tables from their declarations, then versioned migrations. */
export async function migrate(db: Db): Promise<void> {
  await syncEntityTables(db, entityList);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw error ?? new Error(`migration ${failed?.migrationName} failed`);
}
