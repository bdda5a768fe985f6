// SQL of campaigns handed as a whole to mobiniti or send_pulse (sms_bulk_campaign, migration 0023).
import { sql } from 'kysely';
import type { SmsCampaignService } from '../../../contract/sms/sms';
import type { Db } from '../../db/database';
import type { Trx } from '../../engine/entity.repository';

export interface BulkCampaignRow {
  bulkCampaignId: number;
  provider: SmsCampaignService;
  campaignName: string;
  message: string;
  businessId: number | null;
  userId: number | null;
  recipients: number;
  skipped: number;
  target: string | null;
  status: 'sending' | 'accepted' | 'error';
  providerCampaignId: string | null;
  error: string | null;
  dateAdded: string;
}

const COLUMNS = sql`id AS "bulkCampaignId", provider, campaign_name AS "campaignName", message, business_id AS "businessId", user_id AS "userId",
  cardinality(phones) AS recipients, skipped, target, status, provider_campaign_id AS "providerCampaignId", error,
  to_char(date_added AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "dateAdded"`;

/** Records a hand-off about to be made ('sending'): the claim, committed before the service is called. */
export async function insertBulkCampaign(
  trx: Trx,
  row: { provider: SmsCampaignService; campaignName: string; message: string; businessId: number | null; userId: number; phones: string[]; skipped: number; target: string | null },
): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO sms_bulk_campaign (provider, campaign_name, message, business_id, user_id, phones, skipped, target)
    VALUES (${row.provider}, ${row.campaignName}, ${row.message}, ${row.businessId}, ${row.userId}, ${row.phones}::text[], ${row.skipped}, ${row.target})
    RETURNING id`.execute(trx);
  return Number(rows[0].id);
}

export async function finishBulkCampaign(db: Db, id: number, outcome: { status: 'accepted' | 'error'; providerCampaignId?: string; error?: string }): Promise<BulkCampaignRow> {
  const { rows } = await sql<BulkCampaignRow>`
    UPDATE sms_bulk_campaign SET status = ${outcome.status}, provider_campaign_id = ${outcome.providerCampaignId ?? null},
      error = ${outcome.error?.slice(0, 500) ?? null}, date_modified = now()
    WHERE id = ${id} RETURNING ${COLUMNS}`.execute(db);
  return { ...rows[0], bulkCampaignId: Number(rows[0].bulkCampaignId) };
}
