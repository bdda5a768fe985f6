// Realtime across API processes (socket.io's PostgreSQL adapter, server/realtime/realtime.ts): events
// travel by NOTIFY; a payload over NOTIFY's 8000 bytes (or with binary data) is put in this table
// for the other processes to read, and the adapter deletes rows older than 30 s.
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS socket_io_attachments (
      id bigserial UNIQUE,
      created_at timestamptz DEFAULT now(),
      payload bytea
    )`.execute(db);
}
