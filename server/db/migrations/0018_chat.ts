// Tables and indexes of the chat beyond its declarations' own tables (which entity-sync.ts keeps):
// what each member read, the files of messages, and the indexes the rooms list and a room's messages read by.
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  // the last message of a room a member read: unread = others' messages after it (contract/chat/chat.ts)
  await sql`
    CREATE TABLE IF NOT EXISTS chat_read (
      room_id bigint NOT NULL,
      user_id bigint NOT NULL,
      last_read_id bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (room_id, user_id)
    )`.execute(db);
  // files attached to messages: bytes in the media storage under `{key}/original`, the room they belong to here
  await sql`
    CREATE TABLE IF NOT EXISTS chat_file (
      key text PRIMARY KEY,
      room_id bigint NOT NULL,
      name text NOT NULL,
      mime text NOT NULL,
      size bigint NOT NULL,
      uploaded_by bigint NOT NULL,
      date_added timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS chat_message_room ON chat_message (room_id, id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS chat_room_members ON chat_room USING gin (members)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS chat_room_direct ON chat_room (direct_key) WHERE direct_key IS NOT NULL`.execute(db);
}
