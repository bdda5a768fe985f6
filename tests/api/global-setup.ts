// One embedded PostgreSQL for the whole API run, with a template database migrated and seeded
// once; each test file clones the template (see harness.ts).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { useCheapHashingForTests } from '../../server/auth/password';
import { createDb } from '../../server/db/database';
import { isAlive, startEmbeddedPostgres } from '../../server/db/embedded';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed/seed';
import { ADMIN_PASSWORD, TEMPLATE_DB, TEST_DB_PREFIX } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

/**
 * A cluster folder of our own for this run. Folders are reused across runs (a second start takes
 * under a second); a lock file with the owner's pid keeps two runs at once apart, so one run never
 * stops another's database. A lock whose owner is gone is stale and taken over.
 */
async function claimClusterDir(): Promise<{ dir: string; release: () => Promise<void> }> {
  const root = path.join(os.tmpdir(), 'back-office-api-tests');
  await fs.mkdir(root, { recursive: true });
  for (let slot = 0; slot < 20; slot++) {
    const dir = path.join(root, `pg-${slot}`);
    const lock = path.join(root, `pg-${slot}.lock`);
    const handle = await fs.open(lock, 'wx').catch(async () => {
      const owner = Number(await fs.readFile(lock, 'utf8').catch(() => ''));
      if (owner && isAlive(owner)) return undefined;
      await fs.rm(lock, { force: true });
      return fs.open(lock, 'wx').catch(() => undefined);
    });
    if (!handle) continue;
    await handle.writeFile(String(process.pid));
    await handle.close();
    return { dir, release: () => fs.rm(lock, { force: true }) };
  }
  throw new Error(`no free test database folder under ${root}`);
}

export default async function setup(project: TestProject) {
  const { dir, release } = await claimClusterDir();
  let cluster;
  try {
    cluster = await startEmbeddedPostgres(dir, { fast: true });
  } catch {
    // a damaged folder (killed during initdb): start over from scratch
    await fs.rm(dir, { recursive: true, force: true });
    cluster = await startEmbeddedPostgres(dir, { fast: true });
  }

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
    await cluster.stop().catch(() => {});
    await release();
    throw e;
  }

  return async () => {
    await cluster.stop().catch(() => {});
    await release();
  };
}
