import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { currentTenant, type Tenant } from './tenant-context';
import { TENANT_ROLES, TENANT_SETTINGS } from './tenancy';

// bigint ids and counts come back as numbers: they stay far below 2^53 here.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric (money) as number
pg.types.setTypeParser(1700, (v) => Number(v));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;

/** How long a request waits for a connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5000;

function newPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection that drops (database restart, connection killed) is replaced on next use;
  // without a listener its error would end the process.
  pool.on('error', (e) => console.warn(`database connection lost: ${e.message}`));
  // The pool listens only while a connection is idle: one that drops while checked out (a query
  // in flight, an open transaction) would end the process. Its query fails on its own (503) and
  // the pool discards the connection when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** The role and settings each tenant connection last took: set again only when the next tenant differs. */
const boundTo = new WeakMap<pg.PoolClient, string>();

/** Makes a connection of the tenants' pool run as `tenant` (docs/tenancy.md). */
async function bind(client: pg.PoolClient, tenant: Tenant): Promise<void> {
  const role = tenant.franchiseId != null ? TENANT_ROLES.franchise : TENANT_ROLES.business;
  const key = `${role}:${tenant.businessId ?? ''}:${tenant.franchiseId ?? ''}`;
  if (boundTo.get(client) === key) return;
  boundTo.delete(client);
  await client.query(`SELECT set_config('role', $1, false), set_config('${TENANT_SETTINGS.business}', $2, false), set_config('${TENANT_SETTINGS.franchise}', $3, false)`, [
    role,
    tenant.businessId == null ? '' : String(tenant.businessId),
    tenant.franchiseId == null ? '' : String(tenant.franchiseId),
  ]);
  boundTo.set(client, key);
}

/**
 * The database, as every repository uses it. Statements sent while a tenant's work runs
 * (`runAsTenant`, server/db/tenant-context.ts) go through a pool of their own whose connections run as
 * a tenant role, so row-level security shows them that tenant's rows only; everything else uses `pool`,
 * which the queue, the socket adapter and the listeners share.
 */
export function createDb(url: string, max = 10): { db: Db; pool: pg.Pool } {
  const pool = newPool(url, max);
  let tenants: pg.Pool | undefined;
  const routing: PostgresPool = {
    async connect() {
      const tenant = currentTenant();
      if (!tenant) return pool.connect();
      tenants ??= newPool(url, Math.max(2, Math.ceil(max / 2)));
      const client = await tenants.connect();
      try {
        await bind(client, tenant);
      } catch (e) {
        client.release(e as Error);
        throw e;
      }
      return client;
    },
    async end() {
      await Promise.all([pool.end(), tenants?.end()]);
    },
  };
  return { db: new Kysely({ dialect: new PostgresDialect({ pool: routing }) }), pool };
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
