// Staff whose browser phone is on: the user and when their phone last took a voice token (every
// 30 minutes while the panel is open). Inbound calls ring the phones seen within the token's hour
// (server/features/call/telephony.routes.ts).
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS voice_agent (
      -- no foreign key: a restore empties app_user, and reads join the users that exist
      user_id bigint PRIMARY KEY,
      seen_at timestamptz NOT NULL
    )
  `.execute(db);
}
