// Writes the API document (what GET /api/docs/json answers) without a running server: the app is
// built in-process on a throw-away migrated database, as the API tests build it.
//   tsx scripts/openapi.ts [file]   the document, to the file or to stdout
//   tsx scripts/openapi.ts --lint   the document checked by Redocly (redocly.yaml): fails on an error
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app';
import { createDb } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { startTestCluster } from '../tests/support/test-cluster';

const DATABASE = 'openapi_document';

/** The document as the server serves it, built on a fresh database of a throw-away cluster. */
async function buildDocument(): Promise<unknown> {
  const { cluster, stop } = await startTestCluster();
  const admin = new pg.Client({ connectionString: cluster.superuserUrl('postgres') });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${DATABASE}"`);
    const { db, pool } = createDb(cluster.superuserUrl(DATABASE), 4);
    try {
      await migrate(db);
      const { app } = await buildApp({ db, pool, logger: false });
      await app.ready();
      const document = app.swagger();
      await app.close();
      return document;
    } finally {
      await db.destroy();
    }
  } finally {
    // its connections end before the cluster stops, so none reports a lost connection
    await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
    await stop();
  }
}

async function main(arg: string | undefined) {
  const text = JSON.stringify(await buildDocument(), null, 2) + '\n';
  if (arg !== '--lint') {
    if (arg) await fs.writeFile(arg, text);
    else process.stdout.write(text);
    return;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'back-office-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    await fs.writeFile(file, text);
    const redocly = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'redocly');
    const lint = spawnSync(redocly, ['lint', file, '--config', path.join(import.meta.dirname, '..', 'redocly.yaml')], {
      stdio: 'inherit',
      // no usage report and no version check: a test run stays on this machine
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    process.exitCode = lint.status ?? 1;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main(process.argv[2]).catch((e) => {
  console.error(e);
  process.exit(1);
});
