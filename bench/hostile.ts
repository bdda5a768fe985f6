// `npm run bench -- hostile [--scale 1] [--duration 30] [--idle 10] [--write]`: the hostile load of
// tests/api/load/hostile-load.test.ts (tests/support/hostile-load.ts) against the real server started as
// `npm start` starts it (its own embedded PostgreSQL under DATA_DIR/hostile, seeded), with longer
// phases: the worst import files (a 200,000-row XLSX, a 10 MB CSV), picture uploads (a
// decompression bomb, a 12 Mpx photo) and 5,000-row exports sent over and over for `--duration`
// seconds, /healthz and another user's lists probed from a process of their own, next to the same
// probes on the idle server just before. `--scale` shrinks the files (0.05 to try the command).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { credentialsFileOf, type Credentials } from '../server/db/embedded';
import { hostileFiles, hostileTables, measureHostileLoad, prepareHostileDatabase } from '../tests/support/hostile-load';
import { postmasterOf, SERVER_ADMIN_PASSWORD, signIn, spawnServer } from '../tests/support/spawned-server';
import { freshDir } from './durability';

export interface HostileBenchOptions {
  scale: number;
  durationS: number;
  idleS: number;
}

const READER = 'list-reader';

/** The application role's URL of a spawned server's embedded database (as the server connects). */
async function databaseUrl(dataDir: string): Promise<string> {
  const c = JSON.parse(await fs.readFile(credentialsFileOf(path.join(dataDir, 'db')), 'utf8')) as Credentials;
  const { port } = await postmasterOf(dataDir);
  return `postgres://${encodeURIComponent(c.appUser)}:${encodeURIComponent(c.appPassword)}@127.0.0.1:${port}/backoffice`;
}

async function login(url: string, name: string): Promise<string> {
  const res = await fetch(`${url}/api/u/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, password: SERVER_ADMIN_PASSWORD }) });
  if (res.status !== 200) throw new Error(`sign-in of ${name} gave ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function hostileBench(o: HostileBenchOptions, command: string): Promise<string> {
  const dataDir = await freshDir('hostile');
  console.log('making the files');
  const files = await hostileFiles(o.scale);
  console.log('starting the server (its own PostgreSQL, seeded)');
  const server = await spawnServer(dataDir);
  try {
    await prepareHostileDatabase(await databaseUrl(dataDir), READER);
    const admin = await signIn(server.url);
    const reader = await login(server.url, READER);
    console.log(`idle probes for ${o.idleS} s, then the hostile load for at least ${o.durationS} s`);
    const figures = await measureHostileLoad(server.url, admin, reader, files, { idleMs: o.idleS * 1000, minHostileMs: o.durationS * 1000, pid: server.child.pid });
    const load = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
    return [
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${command}\`: one server process (the real start, embedded PostgreSQL), ${os.availableParallelism()} cores, Node ${process.version}; load average at the end ${load} (1 / 5 / 15 min). The probes run in a process of their own; the hostile calls come from this one, each kind in its own loop, one call after another.`,
      '',
      hostileTables(figures),
    ].join('\n');
  } finally {
    await server.kill('SIGTERM');
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
