// Start-up errors a new operator can act on (issue 15): the real server process, started the way
// `npm start` starts it, stops with one line naming the cause and the fix.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type Db } from '../../../server/db/database';
import { freePort } from '../../../server/db/embedded';
import { TEMPLATE_DB, TEST_DB_PREFIX } from '../constants';

/** Starts the server with `env` and waits for it to exit; its exit code and what it printed. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/support/serve-api.ts')], {
      env: { ...process.env, HOST: '127.0.0.1', ADMIN_PASSWORD: 'Startup#Pass1', LOG_LEVEL: 'error', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`still running after 90 s:\n${stdout}\n${stderr}`));
    }, 90_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const cannotStart = (stderr: string) => stderr.split('\n').filter((l) => l.startsWith('Cannot start: '));

let server: Db;
let url: string;
let name: string;

beforeAll(async () => {
  const serverUrl = inject('pgUrl');
  name = `${TEST_DB_PREFIX}startup_${randomBytes(4).toString('hex')}`;
  server = createDb(serverUrl, 1).db;
  await sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(TEMPLATE_DB)}`.execute(server);
  url = serverUrl.replace(/\/[^/]*$/, `/${name}`);
});

afterAll(async () => {
  await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(server);
  await server.destroy();
});

describe('a server that cannot start says why in one line', () => {
  it('a port in use', async () => {
    const port = await freePort();
    const taken = net.createServer().listen(port, '127.0.0.1');
    await new Promise((r) => taken.once('listening', r));
    try {
      const run = await start({ DATABASE_URL: url, PORT: String(port) });
      expect(run.code).toBe(1);
      expect(cannotStart(run.stderr)).toEqual([`Cannot start: Port ${port} on 127.0.0.1 is already in use: stop the program using it, or set PORT to another port.`]);
    } finally {
      taken.close();
    }
  }, 100_000);

  it('a DATABASE_URL where nothing listens, without showing its password', async () => {
    const port = await freePort();
    const run = await start({ DATABASE_URL: `postgres://shop:Very-Secret@127.0.0.1:${port}/backoffice`, PORT: String(await freePort()) });
    expect(run.code).toBe(1);
    expect(cannotStart(run.stderr)).toEqual([
      `Cannot start: The database of DATABASE_URL (127.0.0.1:${port}/backoffice) cannot be used: nothing is listening there. Check DATABASE_URL.`,
    ]);
    expect(run.stderr + run.stdout).not.toContain('Very-Secret');
  }, 100_000);

  it('a REDIS_URL where nothing listens, without showing its password', async () => {
    const port = await freePort();
    const run = await start({ DATABASE_URL: url, REDIS_URL: `redis://:Very-Secret@127.0.0.1:${port}`, PORT: String(await freePort()) });
    expect(run.code).toBe(1);
    expect(cannotStart(run.stderr)).toEqual([
      `Cannot start: Redis at REDIS_URL (127.0.0.1:${port}) cannot be used: nothing is listening there. Start Redis there, or unset REDIS_URL to carry realtime events through PostgreSQL.`,
    ]);
    expect(run.stderr + run.stdout).not.toContain('Very-Secret');
  }, 100_000);

  it('a database upgraded by a newer version', async () => {
    const db = createDb(url, 1).db;
    try {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('9999_from_the_future', now())`.execute(db);
    } finally {
      await db.destroy();
    }
    const run = await start({ DATABASE_URL: url, PORT: String(await freePort()) });
    expect(run.code).toBe(1);
    expect(cannotStart(run.stderr)).toEqual([
      'Cannot start: The database was last upgraded by a newer version of the product (its migration 9999_from_the_future is unknown to this one): run that version, or restore a backup made with this one.',
    ]);
  }, 100_000);

  it.runIf(process.getuid?.() === 0)('run as root, a data folder inside a private folder', async () => {
    const base = await fs.mkdtemp(path.join(os.tmpdir(), 'startup-private-'));
    try {
      await fs.chmod(base, 0o700);
      const run = await start({ DATABASE_URL: '', DATA_DIR: path.join(base, 'data'), PORT: String(await freePort()) });
      expect(run.code).toBe(1);
      expect(cannotStart(run.stderr)).toEqual([
        `Cannot start: The data folder ${path.join(base, 'data')} cannot be reached by the embedded database's own user (postgres): ${base} is private (mode 700). Run "chmod o+x ${base}" (or chmod 755), or set DATA_DIR to a folder outside it.`,
      ]);
    } finally {
      await fs.rm(base, { recursive: true, force: true });
    }
  }, 100_000);
});
