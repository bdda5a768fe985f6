// The media library's folders (one table for every library, by kind) and the indexes its lists
// read: a library's files by folder. The libraries' own tables come from their declarations.
import { sql } from 'kysely';
import type { Db } from '../database';

const MEDIA_TABLES = ['image', 'icon', 'video', 'download', 'slide'];

export async function up(db: Db): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS media_folder (
      id bigserial PRIMARY KEY,
      kind text NOT NULL,
      path text NOT NULL,
      date_added timestamptz NOT NULL DEFAULT now(),
      UNIQUE (kind, path)
    )`.execute(db);
  for (const table of MEDIA_TABLES) {
    await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`${table}_folder_idx`)} ON ${sql.table(table)} (folder, deleted)`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`${table}_file_key_idx`)} ON ${sql.table(table)} (file_key)`.execute(db);
  }
}
