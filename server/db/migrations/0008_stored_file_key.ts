// Stored files are fetched by a random key (128 bits, base64url), never by their sequential id, so
// a public file's URL cannot be guessed from another's. Existing files get a key; notifications
// already stored point their sound at the new URL.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`ALTER TABLE stored_file ADD COLUMN IF NOT EXISTS key text`.execute(db);
  const { rows } = await sql<{ id: string }>`SELECT id FROM stored_file WHERE key IS NULL`.execute(db);
  for (const { id } of rows) {
    await sql`UPDATE stored_file SET key = ${randomBytes(16).toString('base64url')} WHERE id = ${id}`.execute(db);
  }
  await sql`ALTER TABLE stored_file ALTER COLUMN key SET NOT NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS stored_file_key_idx ON stored_file (key)`.execute(db);
  await sql`
    UPDATE notification n SET sound = '/notification/files/' || f.key
    FROM stored_file f WHERE n.sound = '/notification/files/' || f.id::text`.execute(db);
}
