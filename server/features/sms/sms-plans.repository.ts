// All SQL of SMS plans beyond the smsPlan entity's generic pattern: the plan each business chose,
// each user's business, this month's use per business (docs/sms.md, "Plans").
import { sql } from 'kysely';
import type { SmsPlanCurrent } from '../../../contract/sms/sms';
import type { Db } from '../../db/database';
import type { Trx } from '../../engine/entity.repository';

type Conn = Db | Trx;

/** The first day of this calendar month (UTC): plan use is counted per month. */
const MONTH = sql`date_trunc('month', now() AT TIME ZONE 'UTC')::date`;

export async function businessExists(db: Conn, businessId: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM business WHERE id = ${businessId} AND NOT deleted`.execute(db);
  return rows.length > 0;
}

interface PlanRow {
  smsPlanId: number;
  name: string;
  price: number;
  messagesIncluded: number;
  extraMessagePrice: number | null;
}

/** The plan a business chose (active or not), with who chose it and when. */
export async function businessPlan(db: Conn, businessId: number): Promise<{ plan: PlanRow; chosenBy: number | null; dateChosen: Date } | undefined> {
  const { rows } = await sql<PlanRow & { chosenBy: number | null; dateChosen: Date }>`
    SELECT p.id AS "smsPlanId", p.name, p.price::float8 AS price, p.messages_included AS "messagesIncluded",
      p.extra_message_price::float8 AS "extraMessagePrice", bp.chosen_by AS "chosenBy", bp.date_added AS "dateChosen"
    FROM sms_business_plan bp JOIN sms_plan p ON p.id = bp.sms_plan_id
    WHERE bp.business_id = ${businessId}`.execute(db);
  const r = rows[0];
  if (!r) return undefined;
  const { chosenBy, dateChosen, ...plan } = r;
  return { plan: { ...plan, smsPlanId: Number(plan.smsPlanId), messagesIncluded: Number(plan.messagesIncluded) }, chosenBy: chosenBy != null ? Number(chosenBy) : null, dateChosen };
}

/** Messages a business sent or had accepted this month. */
export async function monthUse(db: Conn, businessId: number): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT messages AS n FROM sms_plan_use WHERE business_id = ${businessId} AND month = ${MONTH}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** This month's use, its row locked until the transaction ends (created at 0 when missing). */
export async function lockMonthUse(trx: Trx, businessId: number): Promise<number> {
  await sql`INSERT INTO sms_plan_use (business_id, month) VALUES (${businessId}, ${MONTH}) ON CONFLICT DO NOTHING`.execute(trx);
  const { rows } = await sql<{ n: string }>`SELECT messages AS n FROM sms_plan_use WHERE business_id = ${businessId} AND month = ${MONTH} FOR UPDATE`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}

/** Adds `n` messages (negative: gives them back) to this month's use; nothing for a business that does not exist (the write's own check says so). */
export async function addMonthUse(db: Conn, businessId: number, n: number): Promise<void> {
  await sql`
    INSERT INTO sms_plan_use (business_id, month, messages) SELECT id, ${MONTH}, ${Math.max(0, n)} FROM business WHERE id = ${businessId}
    ON CONFLICT (business_id, month) DO UPDATE SET messages = greatest(0, sms_plan_use.messages + ${n})`.execute(db);
}

export async function current(db: Conn, businessId: number | undefined): Promise<SmsPlanCurrent> {
  if (!businessId) return { businessId: null, businessName: null, plan: null, chosenBy: null, dateChosen: null, used: 0, left: 0 };
  const { rows } = await sql<{ name: string }>`SELECT name FROM business WHERE id = ${businessId}`.execute(db);
  const chosen = await businessPlan(db, businessId);
  const used = await monthUse(db, businessId);
  return {
    businessId,
    businessName: rows[0]?.name ?? null,
    plan: chosen?.plan ?? null,
    chosenBy: chosen?.chosenBy ?? null,
    dateChosen: chosen?.dateChosen.toISOString() ?? null,
    used,
    left: chosen ? Math.max(0, chosen.plan.messagesIncluded - used) : 0,
  };
}

/** An active plan by id, or undefined. */
export async function activePlan(db: Conn, smsPlanId: number): Promise<{ id: number; name: string } | undefined> {
  const { rows } = await sql<{ id: number; name: string }>`SELECT id, name FROM sms_plan WHERE id = ${smsPlanId} AND status AND NOT deleted`.execute(db);
  return rows[0];
}

/** The business's plan as chosen now; the previous choice (for the audit entry). */
export async function choosePlan(trx: Trx, businessId: number, smsPlanId: number, userId: number): Promise<{ before: number | null }> {
  const { rows } = await sql<{ id: number }>`SELECT sms_plan_id AS id FROM sms_business_plan WHERE business_id = ${businessId} FOR UPDATE`.execute(trx);
  await sql`
    INSERT INTO sms_business_plan (business_id, sms_plan_id, chosen_by) VALUES (${businessId}, ${smsPlanId}, ${userId})
    ON CONFLICT (business_id) DO UPDATE SET sms_plan_id = excluded.sms_plan_id, chosen_by = excluded.chosen_by, date_added = now()`.execute(trx);
  return { before: rows[0] ? Number(rows[0].id) : null };
}

/**
 * How many messages a campaign's sources come to, as the queue will expand them: the typed phones
 * and the SMS group's, once each, less blocked and unsubscribed ones, plus the active customers with
 * a telephone in the customer groups (given and the SMS group's).
 */
export async function countRecipients(db: Conn, sources: { phones: string[]; smsGroupId?: number | null; customerGroups: number[] }): Promise<number> {
  const group = sources.smsGroupId ?? null;
  const { rows } = await sql<{ phones: number; groups: number[] | null }>`
    SELECT
      (SELECT count(*)::int FROM (
        SELECT unnest(${sources.phones}::text[]) AS p
        UNION SELECT jsonb_array_elements_text(coalesce(phones, '[]'::jsonb)) FROM sms_group WHERE id = ${group} AND NOT deleted) x
       WHERE NOT EXISTS (SELECT 1 FROM blocked_phone b WHERE b.channel = 'sms' AND b.phone = x.p)) AS phones,
      (SELECT array(SELECT jsonb_array_elements_text(coalesce(customer_groups, '[]'::jsonb))::bigint FROM sms_group WHERE id = ${group} AND NOT deleted)) AS groups`.execute(db);
  const groups = [...new Set([...sources.customerGroups, ...(rows[0]?.groups ?? []).map(Number)])];
  let customers = 0;
  if (groups.length) {
    const c = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM customer
      WHERE customer_groups @> ANY(${groups.map((g) => JSON.stringify([g]))}::jsonb[]) AND NOT deleted AND status AND coalesce(telephone, '') <> ''`.execute(db);
    customers = c.rows[0]?.n ?? 0;
  }
  return (rows[0]?.phones ?? 0) + customers;
}
