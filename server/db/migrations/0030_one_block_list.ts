// One block list for every channel (docs/decisions.md, "One campaign engine"): the SMS list (staff
// blocks and recipients' STOP) and the call list (staff blocks) become rows of `blocked_phone`, keyed
// by channel and phone. Blocking stays per channel: a phone blocked for calls still gets SMS.
// Single sends get the claim time campaigns already had, so a stale claim of either is settled.
import { sql } from 'kysely';
import type { Db } from '../database';

export async function up(db: Db): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS blocked_phone (
      channel text NOT NULL CHECK (channel IN ('sms', 'call')),
      phone text NOT NULL,
      reason text NOT NULL CHECK (reason IN ('blocked', 'unsubscribed')),
      user_id bigint,
      date_added timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (channel, phone),
      -- only a text message is answered with STOP
      CHECK (reason = 'blocked' OR channel = 'sms')
    )`.execute(db);
  await sql`
    INSERT INTO blocked_phone (channel, phone, reason, date_added)
    SELECT 'sms', phone, reason, date_added FROM sms_blocked_phone ON CONFLICT DO NOTHING`.execute(db);
  await sql`
    INSERT INTO blocked_phone (channel, phone, reason, user_id, date_added)
    SELECT 'call', phone, 'blocked', user_id, date_added FROM call_blocked_phone ON CONFLICT DO NOTHING`.execute(db);
  await sql`DROP TABLE sms_blocked_phone`.execute(db);
  await sql`DROP TABLE call_blocked_phone`.execute(db);

  await sql`ALTER TABLE sms ADD COLUMN IF NOT EXISTS claimed_at timestamptz`.execute(db);
  // the claims a stopped server may have left: looked for by every run of the single sends' job
  await sql`CREATE INDEX IF NOT EXISTS sms_send_claimed ON sms (claimed_at) WHERE send_state = 'claimed'`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS call_send_claimed ON call (campaign_id, claimed_at) WHERE send_state = 'claimed'`.execute(db);
}
