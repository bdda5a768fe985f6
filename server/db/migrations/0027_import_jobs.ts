// Imports in progress, one row per import call that asked for progress (`?progress={id}`): what
// the import screen's bar reads while the server reads, checks and writes the file, from whichever
// API process the poll reaches (server/engine/import-progress.ts). Rows go when the call ends;
// those of a process that died are cleared after an hour.
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS import_job (
      id text PRIMARY KEY,
      -- no foreign key: a restore empties app_user, and the row lives only as long as its call
      user_id bigint NOT NULL,
      phase text NOT NULL,
      rows integer NOT NULL DEFAULT 0,
      total integer,
      share real,
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}
