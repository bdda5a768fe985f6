// Tables and indexes of the SMS area beyond its declarations' own tables (which entity-sync.ts keeps):
// the job queue's schema, the send state of single SMS, campaign recipients and the block list.
import { sql } from 'kysely';
import { installQueueSchema } from '../../jobs/schema';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  // pg-boss's tables, created once here (and so in the API tests' template) rather than by every app start
  await installQueueSchema(db);

  // Whether the queue still has to hand a single SMS to its provider: 'pending' on every create,
  // 'claimed' once a worker took it, 'done' after the provider call, 'none' for inbound messages.
  // Kept apart from the declared `status`, which staff may edit: an edit never sends again.
  await sql`ALTER TABLE sms ADD COLUMN IF NOT EXISTS send_state text NOT NULL DEFAULT 'pending'`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS sms_send_pending ON sms (id) WHERE send_state = 'pending'`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS sms_conversation_to ON sms ("to", id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS sms_conversation_from ON sms ("from", id)`.execute(db);

  // One row per phone of a campaign (unique per campaign); the queue claims rows by their status.
  await sql`
    CREATE TABLE IF NOT EXISTS sms_campaign_recipient (
      id bigserial PRIMARY KEY,
      campaign_id bigint NOT NULL REFERENCES sms_campaign (id) ON DELETE CASCADE,
      phone text NOT NULL,
      status text NOT NULL DEFAULT 'pending',
      provider_message_id text,
      error text,
      claimed_at timestamptz,
      reported_at timestamptz,
      UNIQUE (campaign_id, phone)
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS sms_campaign_recipient_status ON sms_campaign_recipient (campaign_id, status)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS sms_campaign_recipient_pending ON sms_campaign_recipient (campaign_id, id) WHERE status = 'pending'`.execute(db);

  // Numbers nothing is sent to: 'blocked' by staff, 'unsubscribed' by the recipient (an inbound STOP).
  await sql`
    CREATE TABLE IF NOT EXISTS sms_blocked_phone (
      phone text PRIMARY KEY,
      reason text NOT NULL CHECK (reason IN ('blocked', 'unsubscribed')),
      date_added timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
