import path from 'node:path';
import { ensureSpaBuilt } from './build-spa';
import { readConfig } from './config';
import { createDb } from './db/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { seed } from './seed/seed';

async function ensureDatabase(url: string): Promise<void> {
  const { db } = createDb(url.replace(/\/[^/]*$/, '/postgres'), 1);
  const name = new URL(url).pathname.slice(1);
  const { sql } = await import('kysely');
  const found = await sql`SELECT 1 FROM pg_database WHERE datname = ${name}`.execute(db);
  if (!found.rows.length) await sql`CREATE DATABASE ${sql.id(name)}`.execute(db);
  await db.destroy();
}

async function main() {
  const config = readConfig();
  await ensureSpaBuilt();
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'db'));
    url = embedded.url('backoffice');
    await ensureDatabase(url);
  }
  const { db, pool } = createDb(url, 20);
  await migrate(db);
  const seeded = await seed(db, { dataDir: config.dataDir, adminPassword: config.adminPassword });
  const { app } = await buildApp({ db, pool, spaDir: config.spaDir, logger: { level: config.logLevel } });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close().catch(() => {});
    await db.destroy().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`\nBack office running at http://${shown}:${config.port}/`);
  console.log(`Sign in as admin with password: ${seeded.adminPassword}`);
  if (!config.adminPassword) console.log(`(generated at first start, kept in ${path.join(config.dataDir, 'admin-password.txt')})`);
  if (embedded) console.log(`Embedded PostgreSQL on 127.0.0.1:${embedded.port}, data in ${path.join(config.dataDir, 'db')}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
