// SQL of numbers and balances beyond the smsPhone entity's generic pattern.
import { sql } from 'kysely';
import type { SmsProvider } from '../../../contract/sms/sms';
import type { Db } from '../../db/database';

/** Whether a number is an SMS phone already (archived rows included, as the unique index counts them). */
export async function phoneRegistered(db: Db, phone: string): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM sms_phone WHERE lower(phone) = lower(${phone})`.execute(db);
  return rows.length > 0;
}

/**
 * Messages handed to these providers so far (single SMS and campaign recipients): what the sandbox
 * has "spent" when it stands in for them. A count over both tables: for a balance asked now and then.
 */
export async function sentThrough(db: Db, providers: SmsProvider[]): Promise<number> {
  if (!providers.length) return 0;
  const { rows } = await sql<{ n: string }>`
    SELECT (SELECT count(*) FROM sms WHERE NOT inbound AND provider_message_id IS NOT NULL AND provider = ANY(${providers}::text[]))
      + (SELECT count(*) FROM sms_campaign_recipient r JOIN sms_campaign c ON c.id = r.campaign_id
         WHERE r.status IN ('sent', 'delivered', 'undelivered', 'spam') AND c.provider = ANY(${providers}::text[])) AS n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
