// Demo data of Calls, call campaigns, call groups and tickets, written through the entities' repositories on a fresh database, after the
// order data and the other areas' demo data (users, stores, businesses, customers and orders exist by then).
import { sql } from 'kysely';
import { callCampaignCounters } from '../../contract/call/call';
import { toE164 } from '../../contract/phone';
import type { Db } from '../db/database';
import { SEED, type SeedRepositories } from './seed-repositories';

/**
 * A few calls in every status (most to demo customers), a call group and a finished campaign. They are history, not work:
 * marked done so the queue never hands them to a provider.
 */
export async function seedCall(db: Db, repos: SeedRepositories): Promise<void> {
  const admin = (await sql<{ id: number }>`SELECT id FROM app_user WHERE username = 'admin'`.execute(db)).rows[0]?.id ?? null;
  // calls to demo customers (the tickets name them) and one to a number no customer has
  const { rows: customers } = await sql<{ telephone: string }>`SELECT telephone FROM customer WHERE NOT deleted ORDER BY id LIMIT 50`.execute(db);
  const known = customers.map((c) => toE164(c.telephone)).filter((p): p is string => !!p);
  const [first = '+12025550188', second = '+12025550177', third = '+12025550176'] = known;
  const calls: [string, string, number][] = [
    [first, 'answered', 64],
    [first, 'no-answer', 0],
    [second, 'answered', 31],
    [third, 'busy', 0],
    ['+12025550175', 'failed', 0],
  ];
  for (const [phone, status, duration] of calls) {
    const row = await repos.call.create({ phone, status, duration, direction: 'outbound', provider: 'telnyx', userId: admin }, SEED);
    await sql`UPDATE call SET send_state = 'done' WHERE id = ${row.callId as number}`.execute(db);
  }

  // customers reminded to pick up their orders; the last number is on the block list
  const reminded = known.slice(3, 6);
  const phones = [...(reminded.length === 3 ? reminded : ['+12025550130', '+12025550131', '+12025550132']), '+12025550133'];
  const group = await repos.callGroup.create({ name: 'Pick-up reminders', phones }, SEED);
  const campaign = await repos.callCampaign.create(
    { campaignName: 'Store opening', message: 'Our new store opens on Saturday.', provider: 'telnyx', callGroupId: group.callGroupId, phones: [], status: 'sent', userId: admin },
    SEED,
  );
  const campaignId = campaign.campaignId as number;
  const statuses = ['answered', 'answered', 'busy', 'skipped'];
  await sql`
    INSERT INTO call (phone, status, direction, provider, campaign_id, user_id, send_state, duration)
    SELECT p, s, 'outbound', 'telnyx', ${campaignId}, ${admin}, CASE WHEN s = 'skipped' THEN 'none' ELSE 'done' END, CASE WHEN s = 'answered' THEN 40 ELSE 0 END
    FROM unnest(${phones}::text[], ${statuses}::text[]) AS t(p, s)`.execute(db);
  await sql`INSERT INTO blocked_phone (channel, phone, reason, user_id) VALUES ('call', '+12025550133', 'blocked', ${admin}) ON CONFLICT DO NOTHING`.execute(db);
  const c = callCampaignCounters({ answered: 2, busy: 1, skipped: 1 });
  await sql`
    UPDATE call_campaign SET call_count = ${c.callCount}, answered_count = ${c.answeredCount}, no_answer_count = ${c.noAnswerCount},
      busy_count = ${c.busyCount}, failed_count = ${c.failedCount}, pending_count = ${c.pendingCount}, skipped_count = ${c.skippedCount}
    WHERE id = ${campaignId}`.execute(db);
}
