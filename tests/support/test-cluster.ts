// The embedded PostgreSQL of a test run: a cluster folder of its own under the system temp folder.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isAlive, startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/db/embedded';

/**
 * A cluster folder of our own for this run. Folders are reused across runs (a second start takes
 * under a second); a lock file with the owner's pid keeps two runs at once apart, so one run never
 * stops another's database. A lock whose owner is gone is stale and taken over.
 */
async function claimClusterDir(): Promise<{ dir: string; release: () => Promise<void> }> {
  const root = path.join(os.tmpdir(), 'back-office-api-tests');
  await fs.mkdir(root, { recursive: true });
  for (let slot = 0; slot < 20; slot++) {
    const dir = path.join(root, `pg-${slot}`);
    const lock = path.join(root, `pg-${slot}.lock`);
    const handle = await fs.open(lock, 'wx').catch(async () => {
      const owner = Number(await fs.readFile(lock, 'utf8').catch(() => ''));
      if (owner && isAlive(owner)) return undefined;
      await fs.rm(lock, { force: true });
      return fs.open(lock, 'wx').catch(() => undefined);
    });
    if (!handle) continue;
    await handle.writeFile(String(process.pid));
    await handle.close();
    return { dir, release: () => fs.rm(lock, { force: true }) };
  }
  throw new Error(`no free test database folder under ${root}`);
}

/** A throw-away cluster (fsync off) in a folder claimed for this run; `stop` stops it and frees the folder. */
export async function startTestCluster(): Promise<{ cluster: EmbeddedDatabase; stop: () => Promise<void> }> {
  const { dir, release } = await claimClusterDir();
  let cluster: EmbeddedDatabase;
  try {
    cluster = await startEmbeddedPostgres(dir, { fast: true }).catch(async () => {
      // a damaged folder (killed during initdb): start over from scratch
      await fs.rm(dir, { recursive: true, force: true });
      return startEmbeddedPostgres(dir, { fast: true });
    });
  } catch (e) {
    await release();
    throw e;
  }
  return {
    cluster,
    stop: async () => {
      await cluster.stop().catch(() => {});
      await release();
    },
  };
}
