// Tables and indexes of calls, call campaigns and tickets beyond their declarations' own tables (which entity-sync.ts keeps):
// the send state of calls (the queue's work list), one call per phone of a campaign, and the call block list.
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  // Whether the queue still has to hand a call to its provider: 'pending' for a call request (every
  // create), 'campaign' for a campaign's recipient (written by the queue), 'claimed' once a worker
  // took it (committed before the provider call: a claimed call is never placed again), 'done'
  // after the call, 'none' when skipped.
  // Kept apart from the declared `status`, which staff may edit: an edit never calls again.
  await sql`ALTER TABLE call ADD COLUMN IF NOT EXISTS send_state text NOT NULL DEFAULT 'pending'`.execute(db);
  await sql`ALTER TABLE call ADD COLUMN IF NOT EXISTS claimed_at timestamptz`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS call_send_pending ON call (campaign_id, id) WHERE send_state IN ('pending', 'campaign')`.execute(db);
  // each phone once per campaign
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS call_campaign_phone ON call (campaign_id, phone) WHERE campaign_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS call_campaign_status ON call (campaign_id, status) WHERE campaign_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS call_phone_added ON call (phone, date_added DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS call_provider_call_id ON call (provider_call_id) WHERE provider_call_id IS NOT NULL`.execute(db);

  // Phones nobody calls (the one toggle call/block_or_unblock).
  await sql`
    CREATE TABLE IF NOT EXISTS call_blocked_phone (
      phone text PRIMARY KEY,
      user_id bigint,
      date_added timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
