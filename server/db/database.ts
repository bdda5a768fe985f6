import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// bigint ids and counts come back as numbers: they stay far below 2^53 here.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric (money) as number
pg.types.setTypeParser(1700, (v) => Number(v));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;

export function createDb(url: string, max = 10): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection that drops (database restart, connection killed) is replaced on next use;
  // without a listener its error would end the process.
  pool.on('error', (e) => console.warn(`database connection lost: ${e.message}`));
  return { db: new Kysely({ dialect: new PostgresDialect({ pool }) }), pool };
}
