// The SQL of franchise and traffic link statistics.
import { sql } from 'kysely';
import type { DayCount, FranchiseStatistics, LinkStatistics, StatsRange } from '../../../contract/promotions';
import type { Db } from '../../db/database';
import { round2 } from '../../../contract/money';

const num = (v: unknown) => Number(v ?? 0);

export async function franchiseStatistics(db: Db, franchiseId: number, range: StatsRange): Promise<FranchiseStatistics> {
  const { rows } = await sql<Record<string, string | null>>`
    SELECT count(*) AS order_count,
           count(*) FILTER (WHERE status = 'done') AS done_order_count,
           count(*) FILTER (WHERE status = 'cancel') AS cancelled_order_count,
           coalesce(sum(totalprice), 0) AS order_total,
           count(DISTINCT customer_id) AS customer_count
    FROM orders
    WHERE franchise_id = ${franchiseId} AND NOT deleted AND date_added >= ${range.dateFrom}::timestamptz AND date_added <= ${range.dateTo}::timestamptz`.execute(db);
  const r = rows[0] ?? {};
  const orderCount = num(r.order_count);
  const orderTotal = round2(num(r.order_total));
  return {
    orderCount,
    doneOrderCount: num(r.done_order_count),
    cancelledOrderCount: num(r.cancelled_order_count),
    orderTotal,
    averageOrder: orderCount ? round2(orderTotal / orderCount) : 0,
    customerCount: num(r.customer_count),
  };
}

export async function franchiseOrdersByDay(db: Db, franchiseId: number, range: StatsRange): Promise<DayCount[]> {
  const { rows } = await sql<{ date: string; count: string; total: string }>`
    SELECT to_char(date_trunc('day', date_added AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS date, count(*) AS count, coalesce(sum(totalprice), 0) AS total
    FROM orders
    WHERE franchise_id = ${franchiseId} AND NOT deleted AND date_added >= ${range.dateFrom}::timestamptz AND date_added <= ${range.dateTo}::timestamptz
    GROUP BY 1 ORDER BY 1`.execute(db);
  return rows.map((r) => ({ date: r.date, count: num(r.count), total: round2(num(r.total)) }));
}

export async function linkStatistics(db: Db, linkId: number, range: StatsRange): Promise<LinkStatistics> {
  const { rows } = await sql<{ date: string; count: string }>`
    SELECT to_char(date_trunc('day', visited_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS date, count(*) AS count
    FROM link_visit
    WHERE link_id = ${linkId} AND visited_at >= ${range.dateFrom}::timestamptz AND visited_at <= ${range.dateTo}::timestamptz
    GROUP BY 1 ORDER BY 1`.execute(db);
  const days = rows.map((r) => ({ date: r.date, count: num(r.count) }));
  return { visits: days.reduce((s, d) => s + d.count, 0), days };
}

/** Records one visit; the link's total visits after it. */
export async function recordLinkVisit(db: Db, linkId: number, referrer: string | null): Promise<number> {
  await sql`INSERT INTO link_visit (link_id, referrer) VALUES (${linkId}, ${referrer})`.execute(db);
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM link_visit WHERE link_id = ${linkId}`.execute(db);
  return num(rows[0]?.n);
}
