import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// bigint ids and counts come back as numbers: they stay far below 2^53 here.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric (money) as number
pg.types.setTypeParser(1700, (v) => Number(v));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;

/** How long a request waits for a connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5000;

export function createDb(url: string, max = 10): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection that drops (database restart, connection killed) is replaced on next use;
  // without a listener its error would end the process.
  pool.on('error', (e) => console.warn(`database connection lost: ${e.message}`));
  // The pool listens only while a connection is idle: one that drops while checked out (a query
  // in flight, an open transaction) would end the process. Its query fails on its own (503) and
  // the pool discards the connection when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  return { db: new Kysely({ dialect: new PostgresDialect({ pool }) }), pool };
}

/** SQLSTATEs of a connection that is gone or refused for now: shutdown, crash recovery, too many. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** what pg and pg-pool say when the connection ended or could not be had in time */
const UNAVAILABLE_TEXT = /^Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly/;

/**
 * Whether an error means the database could not be reached or dropped the connection, as
 * opposed to a statement it refused: the request may succeed if tried again shortly (503).
 */
export function isConnectionError(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_ERRNOS.has(code) || code.startsWith('08'))) return true;
  if (e instanceof AggregateError && e.errors.some(isConnectionError)) return true;
  return UNAVAILABLE_TEXT.test(e.message);
}
