import path from 'node:path';
import type { Config } from './config';
import { createDb } from './db/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { fileWorkers } from './workers/pools';
import { setPasswordHashCost } from './auth/password';
import { seed } from './seed/seed';
import { checkEmbeddedDataDir } from './ops/startup-errors';
import { connectRedisBus, describeRedisUrl, type RedisBus } from './realtime/redis-bus';

/** The embedded cluster's application database. */
export const APP_DATABASE = 'backoffice';

/** How long a stop waits for requests and jobs in flight before it exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * What `npm start` runs once the web console is built: the database (embedded unless
 * DATABASE_URL), migrations, first-start seed, then the HTTP server until SIGINT/SIGTERM.
 * Tests spawn it without the SPA (tests/support/serve-api.ts).
 */
export async function startServer(config: Config): Promise<void> {
  // Background work that fails (a mail retry, a notification while the database restarts) is
  // logged; it must not take the whole site down.
  process.on('unhandledRejection', (e) => console.error('unhandled rejection (server keeps running):', e));

  let embedded: EmbeddedDatabase | undefined;
  // DATABASE_URL is used as given: the operator chooses its role (see docs/reliability.md)
  let url = config.databaseUrl;
  if (!url) {
    await checkEmbeddedDataDir(path.join(config.dataDir, 'db'));
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'db'));
    url = await embedded.appDatabase(APP_DATABASE);
  }
  // hashes written from now on (new passwords, and older hashes upgraded at sign-in) take this cost
  setPasswordHashCost(config.accountSecurity.passwordHashCost);
  const { db, pool } = createDb(url, 20);
  let seeded: Awaited<ReturnType<typeof seed>>;
  let redis: RedisBus | undefined;
  try {
    await migrate(db);
    seeded = await seed(db, { dataDir: config.dataDir, adminPassword: config.adminPassword });
    if (config.redisUrl) redis = await connectRedisBus(config.redisUrl);
  } catch (e) {
    // a failed migration (or an unreachable Redis) must not leave the database running
    await db.destroy().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw e;
  }
  const { app } = await buildApp({ db, pool, redis, spaDir: config.spaDir, logger: { level: config.logLevel }, checkResponses: config.checkResponses });

  // A stop (SIGTERM from an orchestrator, Ctrl-C) stops taking connections, lets the requests and
  // jobs in flight finish (readiness says 503 meanwhile), then closes the database; past the timeout it exits anyway.
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const late = setTimeout(() => {
      console.error(`still busy after ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    late.unref();
    await app.close().catch(() => {});
    await db.destroy().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await app.listen({ port: config.port, host: config.host });
  // the first file to read or write does not wait for its worker thread to start
  fileWorkers().warm();
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`\nBack office running at http://${shown}:${config.port}/`);
  if (redis) console.log(`Realtime events cross processes through Redis at ${describeRedisUrl(config.redisUrl!)}`);
  console.log(`Sign in as admin with password: ${seeded.adminPassword}`);
  if (!config.adminPassword) console.log(`(generated at first start, kept in ${path.join(config.dataDir, 'admin-password.txt')})`);
  if (embedded) console.log(`Embedded PostgreSQL on 127.0.0.1:${embedded.port}, data in ${path.join(config.dataDir, 'db')}`);
}
