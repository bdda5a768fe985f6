// The pace of work handed to outside providers (SMS, calls): one timeline per channel and provider,
// shared by every worker of every API process (server/jobs/pace.ts).
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS provider_pace (
      key text PRIMARY KEY,
      next_at timestamptz NOT NULL
    )
  `.execute(db);
}
