// Demo data of SMS, bulk SMS campaigns, SMS groups, domains and phones, written through the entities' repositories on a fresh database, after the
// order data and the other areas' demo data (stores, businesses, customers and orders exist by then).
import { sql } from 'kysely';
import { campaignCounters } from '../../contract/sms/sms';
import type { Db } from '../db/database';
import { SEED, type SeedRepositories } from './seed-repositories';

const SHOP = '+15555550100';
const CUSTOMER = '+12025550188';

/** Demo SMS plans: a small one allowing no extra messages, two allowing them at a price. */
export const DEMO_SMS_PLANS = [
  { name: 'SMS Starter', description: 'For a single store starting with SMS.', price: 9, messagesIncluded: 500, extraMessagePrice: null },
  { name: 'SMS Growth', description: 'For stores sending a campaign or two a week.', price: 49, messagesIncluded: 5000, extraMessagePrice: 0.012 },
  { name: 'SMS Pro', description: 'For chains and large customer lists.', price: 299, messagesIncluded: 50000, extraMessagePrice: 0.008 },
] as const;

/** The demo plans, and every demo business on one of them, so campaigns can be sent at once. */
export async function seedSmsPlans(db: Db, repos: SeedRepositories): Promise<void> {
  const plans = [];
  for (const p of DEMO_SMS_PLANS) plans.push(await repos.smsPlan.create({ ...p, status: true }, SEED));
  const { rows } = await sql<{ id: number }>`SELECT id FROM business WHERE NOT deleted ORDER BY id`.execute(db);
  for (const [i, b] of rows.entries()) {
    // most on Growth (extras allowed), every third on Starter
    const plan = plans[i % 3 === 2 ? 0 : 1];
    await sql`INSERT INTO sms_business_plan (business_id, sms_plan_id) VALUES (${b.id}, ${plan.smsPlanId as number}) ON CONFLICT DO NOTHING`.execute(db);
  }
}

/**
 * A conversation with one customer, a few messages to others, an SMS group and a finished campaign.
 * They are history, not work: marked sent so the queue never hands them to a provider.
 */
export async function seedSms(db: Db, repos: SeedRepositories): Promise<void> {
  await seedSmsPlans(db, repos);
  const messages: [string, string, boolean, string, string][] = [
    [CUSTOMER, SHOP, false, 'Your order is ready for pickup.', 'delivered'],
    [SHOP, CUSTOMER, true, 'Thanks! On my way.', 'received'],
    [CUSTOMER, SHOP, false, 'See you soon.', 'delivered'],
    ['+12025550177', SHOP, false, 'Your delivery is on its way.', 'sent'],
    ['+12025550013', SHOP, false, 'Your delivery is on its way.', 'delivery_failed'],
  ];
  for (const [to, from, inbound, message, status] of messages) {
    const row = await repos.smsMessage.create({ to, from, inbound, message, status, provider: 'telnyx' }, SEED);
    await sql`UPDATE sms SET send_state = ${inbound ? 'none' : 'done'} WHERE id = ${row.smsId as number}`.execute(db);
  }

  const phones = ['+12025550120', '+12025550121', '+12025550122', '+12025550123', '+12025550124'];
  const group = await repos.smsGroup.create({ name: 'VIP customers', phones }, SEED);
  const admin = (await sql<{ id: number }>`SELECT id FROM app_user WHERE username = 'admin'`.execute(db)).rows[0]?.id ?? null;
  const campaign = await repos.smsCampaign.create(
    { campaignName: 'Welcome offer', message: 'Welcome! 10% off your next order with code HELLO10.', provider: 'telnyx', smsGroupId: group.smsGroupId, phones: [], status: 'sent', userId: admin },
    SEED,
  );
  const campaignId = campaign.campaignId as number;
  const statuses = ['delivered', 'delivered', 'delivered', 'undelivered', 'Unsubscribed'];
  await sql`
    INSERT INTO sms_campaign_recipient (campaign_id, phone, status)
    SELECT ${campaignId}, p, s FROM unnest(${phones}::text[], ${statuses}::text[]) AS t(p, s)`.execute(db);
  const c = campaignCounters({ delivered: 3, undelivered: 1, Unsubscribed: 1 }, 0.004);
  await sql`
    UPDATE sms_campaign SET sms_count = ${c.smsCount}, price = ${c.price}, delivered_count = ${c.deliveredCount}, sent_count = ${c.sentCount},
      spam_count = ${c.spamCount}, error_count = ${c.errorCount}, pending_count = ${c.pendingCount}, skipped_count = ${c.skippedCount}
    WHERE id = ${campaignId}`.execute(db);
}
