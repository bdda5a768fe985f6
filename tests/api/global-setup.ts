// One embedded PostgreSQL for the whole API run, with a template database migrated and seeded
// once; each test file clones the template (see harness.ts).
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { useCheapHashingForTests } from '../../server/auth/password';
import { createDb } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed/seed';
import { startTestCluster } from '../support/test-cluster';
import { ADMIN_PASSWORD, TEMPLATE_DB, TEST_DB_PREFIX } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const { cluster, stop } = await startTestCluster();

  let tpl: ReturnType<typeof createDb> | undefined;
  try {
    // a plain client, not a pool: its end() waits until the connection is closed
    const admin = new pg.Client({ connectionString: cluster.superuserUrl('postgres') });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2',
      [TEST_DB_PREFIX + '%', TEMPLATE_DB],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${TEMPLATE_DB}"`);
    await admin.end();

    useCheapHashingForTests();
    tpl = createDb(cluster.superuserUrl(TEMPLATE_DB), 2);
    await migrate(tpl.db);
    await seed(tpl.db, { adminPassword: ADMIN_PASSWORD });
    await tpl.db.destroy();
    tpl = undefined;

    project.provide('pgUrl', cluster.superuserUrl('postgres'));
  } catch (e) {
    // a failed migration or seed must not leave the database running
    await tpl?.db.destroy().catch(() => {});
    await stop();
    throw e;
  }

  return stop;
}
