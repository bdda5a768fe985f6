import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ACCOUNT_PATHS } from '../../../contract/accounts';
import { timeTracking } from '../../../contract/entities/timeTracking';
import { messages } from '../../../contract/messages';
import { can } from '../../../contract/permissions';
import { parseDateTime, validateFields, type ValidationItem } from '../../../contract/validate';
import type { Db } from '../../db/database';
import type { EntityRepository } from '../../engine/entity.repository';
import { parseId, parsePage } from '../../engine/list-query';
import { ApiError, ValidationError } from '../../http/errors';

const entryFields = {
  checkIn: { type: 'datetime', required: true, label: 'Check In' },
  checkOut: { type: 'datetime', label: 'Check Out' },
  note: { type: 'text', maxLength: 1000 },
} as const;

const RANGES = ['today', 'week', 'month'] as const;

function parseRange(query: { dateFrom?: string; dateTo?: string }) {
  const errors: ValidationItem[] = [];
  const read = (key: 'dateFrom' | 'dateTo') => {
    const raw = query[key];
    if (raw === undefined || raw === '') return null;
    // the one date parser of the contract: a repeated key, a year past 9999 or a wild offset is refused
    const instant = parseDateTime(raw);
    if (instant === undefined) errors.push({ path: key, msg: messages.wrongType });
    return instant === undefined ? null : new Date(instant);
  };
  const dateFrom = read('dateFrom');
  const dateTo = read('dateTo');
  if (dateFrom && dateTo && dateTo < dateFrom) errors.push({ path: 'dateTo', msg: 'Date To cannot be before Date From.' });
  if (errors.length) throw new ValidationError(errors);
  return { dateFrom, dateTo };
}

/** Seconds of an entry inside [from, to); an open entry runs until now. */
const hoursInside = (from: unknown, to: unknown) => sql<number>`
  coalesce(round((sum(greatest(0, extract(epoch FROM least(coalesce(check_out, now()), ${to}::timestamptz) - greatest(check_in, ${from}::timestamptz)))) / 3600)::numeric, 2), 0)::float8`;

/**
 * What the declaration cannot say about a report: dateTo not before dateFrom, and every listed user
 * existing. Checked before the generic create and update of /api/time_tracking (installed on the
 * scope that holds those routes).
 */
export function installReportChecks(api: FastifyInstance, db: Db): void {
  const base = `/${timeTracking.service}/${timeTracking.rest}`;
  api.addHook('preHandler', async (req) => {
    const url = req.routeOptions.url;
    const isWrite = (req.method === 'POST' && (url === base || url === `${base}/`)) || (req.method === 'PUT' && url === `${base}/:id`);
    if (!isWrite || !req.body || typeof req.body !== 'object') return;
    // only a body the declaration accepts; the generic route reports everything else
    const mode = req.method === 'POST' ? 'create' : 'update';
    if (validateFields(timeTracking.fields, req.body, mode).errors.length) return;
    const id = Number((req.params as { id?: string }).id);
    if (mode === 'update' && !Number.isSafeInteger(id)) return;
    const body = req.body as { dateFrom?: unknown; dateTo?: unknown; users?: unknown };
    const errors: ValidationItem[] = [];
    let from = typeof body.dateFrom === 'string' ? new Date(body.dateFrom) : undefined;
    let to = typeof body.dateTo === 'string' ? new Date(body.dateTo) : undefined;
    if (mode === 'update' && (!from || !to)) {
      const { rows } = await sql<{ date_from: Date; date_to: Date }>`
        SELECT date_from, date_to FROM user_attendance_report WHERE id = ${id}`.execute(db);
      from ??= rows[0]?.date_from;
      to ??= rows[0]?.date_to;
    }
    if (from && to && !Number.isNaN(from.getTime()) && !Number.isNaN(to.getTime()) && to < from) {
      errors.push({ path: 'dateTo', msg: 'Date To cannot be before Date From.' });
    }
    if (Array.isArray(body.users) && body.users.length) {
      const ids = body.users.map(Number).filter((n) => Number.isSafeInteger(n));
      const { rows } = await sql<{ id: number }>`SELECT id::int AS id FROM app_user WHERE id = ANY(${ids}::bigint[])`.execute(db);
      const known = new Set(rows.map((r) => r.id));
      body.users.forEach((u, i) => {
        if (Number.isSafeInteger(Number(u)) && !known.has(Number(u))) errors.push({ path: `users.${i}`, msg: 'The chosen record does not exist.' });
      });
    }
    if (errors.length) throw new ValidationError(errors);
  });
}

/**
 * Time tracking extras: approving a report (approver = the caller) and users' worked hours,
 * recorded as check-in/check-out entries (docs/accounts.md, "Time tracking").
 */
export function timeTrackingRoutes(db: Db, reports: EntityRepository) {
  const mayRead = (req: FastifyRequest, userId: number) =>
    req.principal.userId === userId ||
    can(req.principal.permissions, 'access', timeTracking.permission) ||
    can(req.principal.permissions, 'access', 'system/user');

  const userExists = async (id: number) => (await sql`SELECT 1 FROM app_user WHERE id = ${id}`.execute(db)).rows.length > 0;

  return async function routes(app: FastifyInstance) {
    app.post<{ Params: { id: string } }>(
      `/${timeTracking.rest}/approve/:id`,
      { config: { permission: { path: timeTracking.permission, right: 'update' } } },
      async (req) => reports.update(parseId(req.params.id), { approver: req.principal.userId }, req.principal),
    );

    const base = `/${ACCOUNT_PATHS.workedHours}/:id`;

    app.get<{ Params: { id: string }; Querystring: { dateFrom?: string; dateTo?: string } }>(base, async (req) => {
      const userId = parseId(req.params.id);
      if (!mayRead(req, userId)) throw new ApiError(403, 'Forbidden');
      if (!(await userExists(userId))) throw new ApiError(404, 'User not found');
      const { dateFrom, dateTo } = parseRange(req.query);
      const starts = await sql<{ today: Date; week: Date; month: Date; now: Date }>`
        SELECT date_trunc('day', now()) AS today, date_trunc('week', now()) AS week, date_trunc('month', now()) AS month, now() AS now`.execute(db);
      const s = starts.rows[0];
      const bounds: { rangeName: string; from: Date; to: Date }[] = RANGES.map((r) => ({ rangeName: r, from: s[r], to: s.now }));
      if (dateFrom || dateTo) bounds.push({ rangeName: 'range', from: dateFrom ?? new Date(0), to: dateTo ?? s.now });
      const data = [];
      for (const b of bounds) {
        const { rows } = await sql<{ hours: number }>`
          SELECT ${hoursInside(b.from, b.to)} AS hours FROM user_worked_hours
          WHERE user_id = ${userId} AND check_in < ${b.to}::timestamptz AND coalesce(check_out, now()) > ${b.from}::timestamptz`.execute(db);
        data.push({ rangeName: b.rangeName, dateFrom: new Date(b.from).toISOString(), dateTo: new Date(b.to).toISOString(), hours: rows[0].hours });
      }
      return { userId, data };
    });

    app.get<{ Params: { id: string; page: string; count: string }; Querystring: { dateFrom?: string; dateTo?: string } }>(
      `${base}/:page/:count`,
      async (req) => {
        const userId = parseId(req.params.id);
        if (!mayRead(req, userId)) throw new ApiError(403, 'Forbidden');
        const { page, count, errors } = parsePage(req.params);
        if (errors.length) throw new ValidationError(errors);
        const { dateFrom, dateTo } = parseRange(req.query);
        const { rows } = await sql<{ userWorkedHoursId: number; checkIn: Date; checkOut: Date | null; note: string | null; hours: number; total: number }>`
          SELECT id::int AS "userWorkedHoursId", check_in AS "checkIn", check_out AS "checkOut", note,
                 round((extract(epoch FROM coalesce(check_out, now()) - check_in) / 3600)::numeric, 2)::float8 AS hours,
                 count(*) OVER ()::int AS total
          FROM user_worked_hours
          WHERE user_id = ${userId}
            AND (${dateFrom}::timestamptz IS NULL OR coalesce(check_out, now()) > ${dateFrom}::timestamptz)
            AND (${dateTo}::timestamptz IS NULL OR check_in < ${dateTo}::timestamptz)
          ORDER BY check_in DESC LIMIT ${count} OFFSET ${(page - 1) * count}`.execute(db);
        return { data: rows.map(({ total: _t, ...r }) => r), count: rows[0]?.total ?? 0 };
      },
    );

    app.post<{ Params: { id: string } }>(base, { config: { permission: { path: timeTracking.permission, right: 'update' } } }, async (req, reply) => {
      const userId = parseId(req.params.id);
      const { value, errors } = validateFields(entryFields, req.body, 'create');
      if (!errors.length && value.checkOut && new Date(value.checkOut as string) < new Date(value.checkIn as string)) {
        errors.push({ path: 'checkOut', msg: 'Check Out cannot be before Check In.' });
      }
      if (errors.length) throw new ValidationError(errors);
      if (!(await userExists(userId))) throw new ApiError(404, 'User not found');
      const { rows } = await sql<{ userWorkedHoursId: number }>`
        INSERT INTO user_worked_hours (user_id, check_in, check_out, note)
        VALUES (${userId}, ${value.checkIn as string}::timestamptz, ${(value.checkOut as string | null) ?? null}::timestamptz, ${(value.note as string | null) ?? null})
        RETURNING id::int AS "userWorkedHoursId"`.execute(db);
      return reply.status(201).send({ userWorkedHoursId: rows[0].userWorkedHoursId, userId });
    });
  };
}
