// Sends of the last minute per user and per business, for the SMS and call rate limits
// (server/features/campaigns/send-limits.ts): shared by every API process.
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS send_limit_hit (
      key text NOT NULL,
      at timestamptz NOT NULL,
      n int NOT NULL
    );
    CREATE INDEX IF NOT EXISTS send_limit_hit_key_idx ON send_limit_hit (key, at);
  `.execute(db);
}
