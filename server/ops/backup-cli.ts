// npm run backup -- <folder>   and   npm run restore -- <folder>
// The database of this installation (DATABASE_URL, or the embedded one under DATA_DIR) and its
// media folder on disk, backed up into a new folder or restored from one (server/ops/backup.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { readConfig } from '../config';
import { createDb } from '../db/database';
import { isAlive, startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import { migrate } from '../db/migrate';
import { APP_DATABASE } from '../start';
import { backup, restore } from './backup';

async function embeddedRunning(dbDir: string): Promise<boolean> {
  const pid = Number((await fs.readFile(path.join(dbDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
  return !!pid && isAlive(pid);
}

async function main(): Promise<void> {
  const [command, folder] = process.argv.slice(2);
  if (!['backup', 'restore'].includes(command) || !folder) {
    console.error('usage: npm run backup -- <new folder>  |  npm run restore -- <backup folder>');
    process.exit(2);
  }
  const config = readConfig();
  const dir = path.resolve(folder);
  const mediaDir = config.storage.kind === 'disk' ? config.storage.dir : undefined;
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const dbDir = path.join(config.dataDir, 'db');
    if (await embeddedRunning(dbDir)) {
      throw new Error(`the back office is running on ${dbDir}: stop it first (the embedded database has one owner), or run this with DATABASE_URL set to a running PostgreSQL`);
    }
    embedded = await startEmbeddedPostgres(dbDir);
    url = await embedded.appDatabase(APP_DATABASE);
  }
  try {
    if (command === 'backup') {
      const m = await backup(url, dir, mediaDir);
      const rows = m.tables.reduce((s, t) => s + t.rows, 0);
      console.log(`backed up ${rows.toLocaleString('en')} rows of ${m.tables.length} tables${m.media ? ' and the media files' : ''} into ${dir}`);
    } else {
      // this version's schema first (a backup of an older version restores into it)
      const { db } = createDb(url, 2);
      try {
        await migrate(db);
      } finally {
        await db.destroy();
      }
      const m = await restore(url, dir, mediaDir);
      console.log(`restored ${m.tables.reduce((s, t) => s + t.rows, 0).toLocaleString('en')} rows from the backup of ${m.createdAt}; counts and checksums match`);
    }
  } finally {
    await embedded?.stop();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(`${process.argv[2] ?? 'backup'} failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
