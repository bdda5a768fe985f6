// A database of its own for a test file that spawns server processes on it: cloned from the API
// run's migrated, seeded template (tests/api/global-setup.ts; admin password ADMIN_PASSWORD), dropped
// at the end even when connections of a killed process are still open.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDb } from '../../server/db/database';
import { TEMPLATE_DB, TEST_DB_PREFIX } from '../api/constants';

export interface TestDatabase {
  /** connection string of the clone (superuser: a server given it as DATABASE_URL uses it as given) */
  url: string;
  name: string;
  drop: () => Promise<void>;
}

/** Clones the template on the cluster of `serverUrl` (the `pgUrl` the API global setup provides). */
export async function cloneTemplateDatabase(serverUrl: string, label: string): Promise<TestDatabase> {
  const name = `${TEST_DB_PREFIX}${process.pid}_${label}_${randomBytes(3).toString('hex')}`;
  const server = createDb(serverUrl, 1);
  try {
    await sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(TEMPLATE_DB)}`.execute(server.db);
  } catch (e) {
    await server.db.destroy();
    throw e;
  }
  return {
    url: serverUrl.replace(/\/[^/]*$/, `/${name}`),
    name,
    drop: async () => {
      try {
        await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(server.db);
      } finally {
        await server.db.destroy();
      }
    },
  };
}
