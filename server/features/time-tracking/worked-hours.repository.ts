import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { inTransaction, recordAudit, type Actor } from '../../engine/entity.repository';

export const WORKED_HOURS_RANGES = ['today', 'week', 'month'] as const;

export interface WorkedHoursEntry {
  userWorkedHoursId: number;
  checkIn: Date;
  checkOut: Date | null;
  note: string | null;
  hours: number;
}

/** Hours of the entries inside [from, to); an open entry runs until now. */
const hoursInside = (from: unknown, to: unknown) => sql<number>`
  coalesce(round((sum(greatest(0, extract(epoch FROM least(coalesce(check_out, now()), ${to}::timestamptz) - greatest(check_in, ${from}::timestamptz)))) / 3600)::numeric, 2), 0)::float8`;

/** Every SQL of users' worked hours: check-in/check-out entries (docs/accounts.md, "Time tracking"). */
export class WorkedHoursRepository {
  constructor(private readonly db: Db) {}

  async userExists(id: number): Promise<boolean> {
    return (await sql`SELECT 1 FROM app_user WHERE id = ${id}`.execute(this.db)).rows.length > 0;
  }

  /** The server's today, week and month starts, and now. */
  async rangeStarts(): Promise<Record<(typeof WORKED_HOURS_RANGES)[number] | 'now', Date>> {
    const { rows } = await sql<{ today: Date; week: Date; month: Date; now: Date }>`
      SELECT date_trunc('day', now()) AS today, date_trunc('week', now()) AS week, date_trunc('month', now()) AS month, now() AS now`.execute(this.db);
    return rows[0];
  }

  async hours(userId: number, from: Date, to: Date): Promise<number> {
    const { rows } = await sql<{ hours: number }>`
      SELECT ${hoursInside(from, to)} AS hours FROM user_worked_hours
      WHERE user_id = ${userId} AND check_in < ${to}::timestamptz AND coalesce(check_out, now()) > ${from}::timestamptz`.execute(this.db);
    return rows[0].hours;
  }

  async entries(userId: number, range: { dateFrom: Date | null; dateTo: Date | null }, page: number, count: number): Promise<{ data: WorkedHoursEntry[]; count: number }> {
    const { rows } = await sql<WorkedHoursEntry & { total: number }>`
      SELECT id::int AS "userWorkedHoursId", check_in AS "checkIn", check_out AS "checkOut", note,
             round((extract(epoch FROM coalesce(check_out, now()) - check_in) / 3600)::numeric, 2)::float8 AS hours,
             count(*) OVER ()::int AS total
      FROM user_worked_hours
      WHERE user_id = ${userId}
        AND (${range.dateFrom}::timestamptz IS NULL OR coalesce(check_out, now()) > ${range.dateFrom}::timestamptz)
        AND (${range.dateTo}::timestamptz IS NULL OR check_in < ${range.dateTo}::timestamptz)
      ORDER BY check_in DESC LIMIT ${count} OFFSET ${(page - 1) * count}`.execute(this.db);
    return { data: rows.map(({ total: _t, ...r }) => r), count: rows[0]?.total ?? 0 };
  }

  /** Records an entry with its audit entry (on the user), in one transaction. */
  add(userId: number, entry: { checkIn: string; checkOut: string | null; note: string | null }, actor: Actor): Promise<number> {
    return inTransaction(this.db, async ({ trx }) => {
      const { rows } = await sql<{ id: number }>`
        INSERT INTO user_worked_hours (user_id, check_in, check_out, note)
        VALUES (${userId}, ${entry.checkIn}::timestamptz, ${entry.checkOut}::timestamptz, ${entry.note})
        RETURNING id::int AS id`.execute(trx);
      await recordAudit(trx, actor, 'user', userId, 'worked hours', null, { userWorkedHoursId: rows[0].id, ...entry });
      return rows[0].id;
    });
  }
}
