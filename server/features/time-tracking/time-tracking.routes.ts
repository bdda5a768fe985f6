import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_PATHS } from '../../../contract/accounts';
import { timeTracking } from '../../../contract/entities/timeTracking';
import { messages } from '../../../contract/messages';
import { can } from '../../../contract/permissions';
import type { Db } from '../../db/database';
import type { EntityRepository } from '../../engine/entity.repository';
import { entityRecordSchema } from '../../engine/entity-schemas';
import { PAGE_QUERY } from '../../engine/list-query';
import { ApiError, ValidationError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { closedObject, pageOf } from '../../http/schemas';
import { WORKED_HOURS_RANGES, WorkedHoursRepository } from './worked-hours.repository';

const entryFields = {
  checkIn: { type: 'datetime', required: true, label: 'Check In' },
  checkOut: { type: 'datetime', label: 'Check Out' },
  note: { type: 'text', maxLength: 1000 },
} as const;

/** A range's bounds as its query reads them (an instant each); dateTo before dateFrom is refused. */
const rangeQuery = { dateFrom: { type: 'datetime' }, dateTo: { type: 'datetime' } } as const;

function readRange(query: { dateFrom?: string; dateTo?: string }) {
  const dateFrom = query.dateFrom ? new Date(query.dateFrom) : null;
  const dateTo = query.dateTo ? new Date(query.dateTo) : null;
  if (dateFrom && dateTo && dateTo < dateFrom) throw new ValidationError([{ path: 'dateTo', msg: messages.dateToBeforeFrom }]);
  return { dateFrom, dateTo };
}

const tags = [timeTracking.name];
/** One check-in/check-out entry (worked-hours.repository.ts `entries`). */
const entry = closedObject({
  userWorkedHoursId: { type: 'integer' },
  checkIn: { type: 'string', format: 'date-time' },
  checkOut: { type: ['string', 'null'], format: 'date-time' },
  note: { type: ['string', 'null'] },
  hours: { type: 'number', description: 'to the check-out, or to now while open' },
});
const idParam = { type: 'reference', required: true, message: messages.wrongType } as const;

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
    defineRoute(
      app,
      {
        method: 'POST',
        url: `/${timeTracking.rest}/approve/:id`,
        tags,
        summary: 'Approves a time tracking report: the caller is recorded as its approver',
        access: { path: timeTracking.permission, right: 'update' },
        params: { id: idParam },
        response: { 200: entityRecordSchema(timeTracking) },
      },
      async (req) => reports.update(req.params.id, { approver: req.principal.userId }, req.principal),
    );

    const base = `/${ACCOUNT_PATHS.workedHours}/:id`;

    // a user's own hours, or anyone's with access to time tracking or to users (the handler's rule)
    defineRoute(
      app,
      {
        method: 'GET',
        url: base,
        tags,
        summary: "A user's worked hours over the usual ranges, and over dateFrom-dateTo when given",
        description: 'Any user reads their own; access on time tracking or on users reads anyone\'s.',
        access: 'signed-in',
        params: { id: idParam },
        query: rangeQuery,
        response: {
          200: closedObject(
            { userId: { type: 'integer' }, data: { type: 'array', items: closedObject({ rangeName: { type: 'string' }, dateFrom: { type: 'string' }, dateTo: { type: 'string' }, hours: { type: 'number' } }) } },
            ['userId', 'data'],
          ),
        },
      },
      async (req) => {
        const userId = req.params.id;
        if (!mayRead(req, userId)) throw new ApiError(403, 'Forbidden');
        if (!(await hours.userExists(userId))) throw new ApiError(404, messages.notFound('User'));
        const { dateFrom, dateTo } = readRange(req.query);
        const s = await hours.rangeStarts();
        const bounds: { rangeName: string; from: Date; to: Date }[] = WORKED_HOURS_RANGES.map((r) => ({ rangeName: r, from: s[r], to: s.now }));
        if (dateFrom || dateTo) bounds.push({ rangeName: 'range', from: dateFrom ?? new Date(0), to: dateTo ?? s.now });
        const data = [];
        for (const b of bounds) {
          data.push({ rangeName: b.rangeName, dateFrom: new Date(b.from).toISOString(), dateTo: new Date(b.to).toISOString(), hours: await hours.hours(userId, b.from, b.to) });
        }
        return { userId, data };
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: `${base}/:page/:count`,
        tags,
        summary: "A user's check-in/check-out entries, newest first, a page at a time",
        description: 'Any user reads their own; access on time tracking or on users reads anyone\'s.',
        access: 'signed-in',
        params: { id: idParam, page: { ...PAGE_QUERY.page, required: true }, count: { ...PAGE_QUERY.count, required: true } },
        query: rangeQuery,
        response: { 200: pageOf(entry) },
      },
      async (req) => {
        const userId = req.params.id;
        if (!mayRead(req, userId)) throw new ApiError(403, 'Forbidden');
        return hours.entries(userId, readRange(req.query), req.params.page, req.params.count);
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: base,
        tags,
        summary: 'Records a check-in (and its check-out, when known) for a user',
        access: { path: timeTracking.permission, right: 'update' },
        params: { id: idParam },
        body: entryFields,
        response: { 201: closedObject({ userWorkedHoursId: { type: 'integer' }, userId: { type: 'integer' } }, ['userWorkedHoursId', 'userId']) },
      },
      async (req, reply) => {
        const userId = req.params.id;
        const { checkIn, checkOut, note } = req.body;
        if (checkOut && new Date(checkOut) < new Date(checkIn)) throw new ValidationError([{ path: 'checkOut', msg: 'Check Out cannot be before Check In.' }]);
        if (!(await hours.userExists(userId))) throw new ApiError(404, messages.notFound('User'));
        const userWorkedHoursId = await hours.add(userId, { checkIn, checkOut: checkOut ?? null, note: note ?? null }, req.principal);
        return reply.status(201).send({ userWorkedHoursId, userId });
      },
    );
  };
}
