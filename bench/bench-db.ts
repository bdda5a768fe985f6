// The bench's own PostgreSQL: embedded, under DATA_DIR (default data/bench), apart from the
// server's data and the tests'. A database per scenario, migrated and seeded like a first start.
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createTokens, loadSecret } from '../server/auth/tokens';
import { createDb, type Db } from '../server/db/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../server/db/embedded';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/seed/seed';

export const BENCH_ADMIN_PASSWORD = 'Bench#Admin1';

export interface BenchDb {
  url: string;
  db: Db;
  pool: pg.Pool;
  embedded?: EmbeddedDatabase;
  /** an access token of the seeded admin */
  adminToken: () => Promise<string>;
  /** an access token of any user */
  tokenFor: (userId: number) => Promise<string>;
  close: () => Promise<void>;
}

export async function openBenchDb(name: string, opts: { fresh?: boolean } = {}): Promise<BenchDb> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data/bench');
  let embedded: EmbeddedDatabase | undefined;
  let url: string;
  if (process.env.DATABASE_URL) {
    url = process.env.DATABASE_URL.replace(/\/[^/]*$/, `/${name}`);
  } else {
    embedded = await startEmbeddedPostgres(path.join(dataDir, 'db'));
    url = embedded.superuserUrl(name);
  }
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  if (opts.fresh) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!found.rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();

  const { db, pool } = createDb(url, 8);
  await migrate(db);
  await seed(db, { adminPassword: BENCH_ADMIN_PASSWORD });
  const tokens = createTokens(await loadSecret(db));
  return {
    url,
    db,
    pool,
    embedded,
    adminToken: async () => {
      const { rows } = await sql<{ id: number }>`SELECT id FROM app_user WHERE username = 'admin'`.execute(db);
      return tokens.sign(rows[0].id, 'access');
    },
    tokenFor: (userId) => tokens.sign(userId, 'access'),
    close: async () => {
      await db.destroy().catch(() => {});
      await embedded?.stop().catch(() => {});
    },
  };
}
