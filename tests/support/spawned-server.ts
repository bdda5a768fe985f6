// The real server (tests/support/serve-api.ts: the same startServer as `npm start`, without the
// web console) in a child process on its own data folder, so a test can kill it, kill its
// PostgreSQL, and start it again; plus writers that record every acknowledged create.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { credentialsFileOf, freePort, type Credentials } from '../../server/db/embedded';

export const SERVER_ADMIN_PASSWORD = 'Admin#Crash1';

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  /** whether the process is still running */
  alive: () => boolean;
  /** everything it printed so far (for failure messages) */
  output: () => string;
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

/** A data folder under the system temp folder, traversable by the postgres user (started as root). */
export async function tempDataDir(label: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `back-office-${label}-`));
  await fs.chmod(dir, 0o755);
  return dir;
}

/** Starts the server on `dataDir` and resolves once it listens. */
export async function spawnServer(dataDir: string, options: { env?: Record<string, string> } = {}): Promise<SpawnedServer> {
  const port = await freePort();
  // node itself (not the tsx launcher, which would leave its child running on SIGKILL)
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/support/serve-api.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: SERVER_ADMIN_PASSWORD,
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // not left running behind a failed test
      child.kill('SIGKILL');
      reject(new Error(`server did not start in 120 s:\n${text}`));
    }, 120_000);
    const check = () => {
      if (text.includes('Back office running at')) {
        clearTimeout(timer);
        child.stdout!.off('data', check);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${signal ?? code}) before listening:\n${text}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    alive,
    output: () => text,
    kill: async (signal) => {
      if (!alive()) return;
      child.kill(signal);
      await exited;
    },
  };
}

/** The running postmaster of a data folder (postmaster.pid: pid on line 1, port on line 4). */
export async function postmasterOf(dataDir: string): Promise<{ pid: number; port: number }> {
  const lines = (await fs.readFile(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8')).split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** A superuser connection to the server's database, with the password from the credentials file. */
export async function superuserClient(dataDir: string, database = 'backoffice'): Promise<pg.Client> {
  const c = JSON.parse(await fs.readFile(credentialsFileOf(path.join(dataDir, 'db')), 'utf8')) as Credentials;
  const { port } = await postmasterOf(dataDir);
  const client = new pg.Client({ host: '127.0.0.1', port, user: c.superuser, password: c.password, database });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** The admin's token; `password` for a server on a database seeded with another one (the API tests' template). */
export async function signIn(url: string, password = SERVER_ADMIN_PASSWORD): Promise<string> {
  const res = await fetch(`${url}/api/u/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'admin', password }),
  });
  if (res.status !== 200) throw new Error(`sign-in gave ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export interface Acknowledged {
  id: number;
  code: string;
}

export interface Outcome {
  /** ms since the writers started */
  at: number;
  /** HTTP status, or 0 when the request got no answer (connection refused or dropped) */
  status: number;
  /** ms the request took */
  ms: number;
}

export interface Writers {
  /** every create answered 201, with the id it returned */
  acknowledged: Acknowledged[];
  outcomes: Outcome[];
  /** ms since the writers started */
  now: () => number;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `concurrency` loops creating languages (codes `${prefix}-n`) as fast as answers come. A failed
 * request is noted and the loop goes on after a short pause (the server or its database may be
 * down); only a 201 counts as acknowledged.
 */
export function startWriters(url: string, token: string, prefix: string, concurrency = 6): Writers {
  const acknowledged: Acknowledged[] = [];
  const outcomes: Outcome[] = [];
  const started = performance.now();
  const now = () => performance.now() - started;
  let stopped = false;
  let n = 0;
  const loop = async () => {
    while (!stopped) {
      const code = `${prefix}-${n++}`;
      const sent = now();
      let status: number;
      try {
        const res = await fetch(`${url}/language/s/l/l`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name: `Crash test ${code}`, code }),
          signal: AbortSignal.timeout(20_000),
        });
        status = res.status;
        const body = (await res.json().catch(() => undefined)) as { languageId?: number } | undefined;
        if (status === 201 && body?.languageId) acknowledged.push({ id: body.languageId, code });
      } catch {
        status = 0;
      }
      outcomes.push({ at: now(), status, ms: now() - sent });
      if (status !== 201) await sleep(50);
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    acknowledged,
    outcomes,
    now,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

export interface Audit {
  /** acknowledged creates whose row is missing (or carries another code) */
  lost: Acknowledged[];
  /** rows of these writers without exactly one create audit entry */
  withoutAudit: number[];
  /** create audit entries of languages whose row does not exist */
  auditWithoutRow: number[];
  rows: number;
}

/** What the database holds of the writers' work (prefix), checked against what was acknowledged. */
export async function auditWrites(dataDir: string, prefix: string, acknowledged: Acknowledged[]): Promise<Audit> {
  const client = await superuserClient(dataDir);
  try {
    const { rows } = await client.query<{ id: number; code: string; audits: number }>(
      `SELECT l.id::int AS id, l.code,
              (SELECT count(*)::int FROM audit_log a WHERE a.entity = 'language' AND a.entity_id = l.id AND a.action = 'create') AS audits
       FROM language l WHERE l.code LIKE $1`,
      [`${prefix}-%`],
    );
    const orphans = await client.query<{ id: number }>(
      `SELECT a.entity_id::int AS id FROM audit_log a
       WHERE a.entity = 'language' AND a.action = 'create' AND a.after->>'code' LIKE $1
         AND NOT EXISTS (SELECT 1 FROM language l WHERE l.id = a.entity_id)`,
      [`${prefix}-%`],
    );
    const byId = new Map(rows.map((r) => [r.id, r.code]));
    return {
      lost: acknowledged.filter((a) => byId.get(a.id) !== a.code),
      withoutAudit: rows.filter((r) => r.audits !== 1).map((r) => r.id),
      auditWithoutRow: orphans.rows.map((r) => r.id),
      rows: rows.length,
    };
  } finally {
    await client.end();
  }
}
