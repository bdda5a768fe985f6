// SQL of the business side's calls beyond the generic pattern: statistics, accounts, the ledger
// with its running balance, plans to pick, subscriptions, equipment lookups.
import { sql } from 'kysely';
import { ACCOUNT_CURRENCY, cents, type BusinessAccount, type BusinessStatistics, type EquipmentWorkedHours, type LedgerRow } from '../../../contract/businesses';
import type { Db } from '../../db/database';

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => '\\' + c);

export async function businessStatistics(db: Db): Promise<BusinessStatistics> {
  const { rows } = await sql<BusinessStatistics>`
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE NOT deleted)::int AS active,
           count(*) FILTER (WHERE deleted)::int AS archived,
           round(coalesce(sum(balance) FILTER (WHERE NOT deleted), 0), 2) AS balance,
           coalesce(sum(calls_count) FILTER (WHERE NOT deleted), 0)::int AS "callsCount",
           count(*) FILTER (WHERE NOT deleted AND balance > 0)::int AS positive,
           count(*) FILTER (WHERE NOT deleted AND balance <= 0)::int AS negative,
           (SELECT count(*)::int FROM business_transaction WHERE NOT deleted) AS transactions
    FROM business`.execute(db);
  return rows[0];
}

/** One business's account, or (no id) the active businesses' together, as the top bar counts them. */
export async function businessAccount(db: Db, businessId?: number): Promise<BusinessAccount | undefined> {
  if (businessId !== undefined) {
    const { rows } = await sql<Omit<BusinessAccount, 'currency'>>`
      SELECT b.id AS "businessId", round(b.balance, 2) AS balance,
             round(coalesce(sum(t.amount), 0), 2) AS "ledgerTotal", count(t.id)::int AS transactions,
             to_char(max(t.date) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastTransactionDate"
      FROM business b LEFT JOIN business_transaction t ON t.business_id = b.id AND NOT t.deleted
      WHERE b.id = ${businessId} GROUP BY b.id`.execute(db);
    return rows[0] && { ...rows[0], currency: ACCOUNT_CURRENCY };
  }
  const { rows } = await sql<Omit<BusinessAccount, 'currency' | 'businessId'>>`
    SELECT (SELECT round(coalesce(sum(balance), 0), 2) FROM business WHERE NOT deleted AND status) AS balance,
           round(coalesce(sum(t.amount), 0), 2) AS "ledgerTotal", count(t.id)::int AS transactions,
           to_char(max(t.date) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastTransactionDate"
    FROM business_transaction t JOIN business b ON b.id = t.business_id
    WHERE NOT t.deleted AND NOT b.deleted AND b.status`.execute(db);
  return { businessId: null, ...rows[0], currency: ACCOUNT_CURRENCY };
}

/** The ledger, newest first; each row's balance after counts it and every earlier active row of its business. */
export async function ledgerPage(db: Db, page: number, count: number, businessId?: number): Promise<{ data: LedgerRow[]; count: number }> {
  const only = businessId === undefined ? sql`` : sql`AND t.business_id = ${businessId}`;
  const { rows } = await sql<LedgerRow & { total: number }>`
    WITH ledger AS (
      SELECT t.id, t.business_id, t.name, t.amount, t.date,
             sum(t.amount) OVER (PARTITION BY t.business_id ORDER BY t.date, t.id) AS balance_after
      FROM business_transaction t WHERE NOT t.deleted ${only}
    )
    SELECT l.id AS "transactionId", l.business_id AS "businessId", b.name AS "businessName", l.name, l.amount,
           round(l.balance_after, 2) AS "balanceAfter",
           to_char(l.date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date,
           count(*) OVER ()::int AS total
    FROM ledger l JOIN business b ON b.id = l.business_id
    ORDER BY l.date DESC, l.id DESC
    LIMIT ${count} OFFSET ${(page - 1) * count}`.execute(db);
  let total = rows[0]?.total;
  if (total === undefined) {
    const { rows: c } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM business_transaction t WHERE NOT t.deleted ${only}`.execute(db);
    total = c[0].n;
  }
  return { data: rows.map(({ total: _t, ...row }) => row), count: total };
}

/** Active plans a subscriber picks from, by name. */
export async function plansToPick(db: Db, page: number, count: number, name?: string) {
  const match = name ? sql`AND name ILIKE ${'%' + escapeLike(name) + '%'}` : sql``;
  const { rows } = await sql<{ planId: number; name: string | null; price: number | null; total: number }>`
    SELECT id AS "planId", name, price, count(*) OVER ()::int AS total
    FROM plan WHERE NOT deleted AND status ${match}
    ORDER BY name, id LIMIT ${count} OFFSET ${(page - 1) * count}`.execute(db);
  let total = rows[0]?.total;
  if (total === undefined) {
    const { rows: c } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM plan WHERE NOT deleted AND status ${match}`.execute(db);
    total = c[0].n;
  }
  return { data: rows.map(({ total: _t, ...row }) => row), count: total };
}

/** The active subscriptions, newest first, with their plan's and business's names. */
export async function activeSubscriptions(db: Db) {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT s.id AS "planSubscriptionId", s.plan_id AS "planId", p.name AS "planName", s.business_id AS "businessId",
           b.name AS "businessName", s.promo_code AS "promoCode", s.payment,
           to_char(s.date_added AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "dateAdded"
    FROM plan_subscription s JOIN plan p ON p.id = s.plan_id LEFT JOIN business b ON b.id = s.business_id
    WHERE NOT s.deleted ORDER BY s.id DESC LIMIT 1000`.execute(db);
  return rows;
}

export async function activeNames(db: Db, table: 'equipment_type' | 'equipment_condition') {
  const { rows } = await sql<{ id: number; name: string }>`SELECT id, name FROM ${sql.table(table)} WHERE NOT deleted ORDER BY name, id`.execute(db);
  return rows;
}

export async function equipmentWorkedHours(db: Db, id: number): Promise<EquipmentWorkedHours | undefined> {
  const { rows } = await sql<Omit<EquipmentWorkedHours, 'hoursPerAttached'>>`
    SELECT id AS "equipmentId", coalesce(worked_hours, 0) AS "workedHours", coalesce(quantity, 0) AS quantity,
           coalesce(attached_count, 0) AS "attachedCount"
    FROM equipment WHERE id = ${id}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const hoursPerAttached = row.attachedCount > 0 ? cents(row.workedHours / row.attachedCount) : 0;
  return { ...row, hoursPerAttached };
}
