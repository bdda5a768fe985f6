import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_PATHS } from '../../../contract/accounts';
import { timeTracking } from '../../../contract/entities/timeTracking';
import { messages } from '../../../contract/messages';
import { can } from '../../../contract/permissions';
import { parseDateTime, validateFields, type ValidationItem } from '../../../contract/validate';
import type { Db } from '../../db/database';
import type { EntityRepository } from '../../engine/entity.repository';
import { parseId, parsePage } from '../../engine/list-query';
import { ApiError, ValidationError } from '../../http/errors';
import { WORKED_HOURS_RANGES, WorkedHoursRepository } from './worked-hours.repository';

const entryFields = {
  checkIn: { type: 'datetime', required: true, label: 'Check In' },
  checkOut: { type: 'datetime', label: 'Check Out' },
  note: { type: 'text', maxLength: 1000 },
} as const;


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
  if (dateFrom && dateTo && dateTo < dateFrom) errors.push({ path: 'dateTo', msg: messages.dateToBeforeFrom });
  if (errors.length) throw new ValidationError(errors);
  return { dateFrom, dateTo };
}

/**
 * Time tracking extras: approving a report (approver = the caller) and users' worked hours,
 * recorded as check-in/check-out entries (docs/accounts.md, "Time tracking").
 */
export function timeTrackingRoutes(db: Db, reports: EntityRepository) {
  const hours = new WorkedHoursRepository(db);
  const mayRead = (req: FastifyRequest, userId: number) =>
    req.principal.userId === userId ||
    can(req.principal.permissions, 'access', timeTracking.permission) ||
    can(req.principal.permissions, 'access', 'system/user');

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
      if (!(await hours.userExists(userId))) throw new ApiError(404, 'User not found');
      const { dateFrom, dateTo } = parseRange(req.query);
      const s = await hours.rangeStarts();
      const bounds: { rangeName: string; from: Date; to: Date }[] = WORKED_HOURS_RANGES.map((r) => ({ rangeName: r, from: s[r], to: s.now }));
      if (dateFrom || dateTo) bounds.push({ rangeName: 'range', from: dateFrom ?? new Date(0), to: dateTo ?? s.now });
      const data = [];
      for (const b of bounds) {
        data.push({ rangeName: b.rangeName, dateFrom: new Date(b.from).toISOString(), dateTo: new Date(b.to).toISOString(), hours: await hours.hours(userId, b.from, b.to) });
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
        return hours.entries(userId, parseRange(req.query), page, count);
      },
    );

    app.post<{ Params: { id: string } }>(base, { config: { permission: { path: timeTracking.permission, right: 'update' } } }, async (req, reply) => {
      const userId = parseId(req.params.id);
      const { value, errors } = validateFields(entryFields, req.body, 'create');
      if (!errors.length && value.checkOut && new Date(value.checkOut as string) < new Date(value.checkIn as string)) {
        errors.push({ path: 'checkOut', msg: 'Check Out cannot be before Check In.' });
      }
      if (errors.length) throw new ValidationError(errors);
      if (!(await hours.userExists(userId))) throw new ApiError(404, 'User not found');
      const entry = { checkIn: value.checkIn as string, checkOut: (value.checkOut as string | null) ?? null, note: (value.note as string | null) ?? null };
      const userWorkedHoursId = await hours.add(userId, entry, req.principal);
      return reply.status(201).send({ userWorkedHoursId, userId });
    });
  };
}
