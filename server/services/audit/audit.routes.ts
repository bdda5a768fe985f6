import type { FastifyInstance } from 'fastify';
import { messages } from '../../../contract/messages';
import { AUDIT_PERMISSION } from '../../../contract/permissions';
import type { Db } from '../../db/database';
import { parsePage, parseQueryValue } from '../../engine/list-query';
import { ValidationError } from '../../http/errors';
import { openObject, pageOf, pageParams, responses } from '../../http/schemas';
import { listAudit, type AuditFilter } from './audit.repository';

type Query = { userId?: string; entity?: string; entityId?: string; dateFrom?: string; dateTo?: string; action?: string };
const KNOWN = ['userId', 'entity', 'entityId', 'dateFrom', 'dateTo', 'action'];

const auditEntry = openObject({
  auditId: { type: 'integer' },
  userId: { type: ['integer', 'null'] },
  username: { type: ['string', 'null'] },
  at: { type: 'string', format: 'date-time' },
  entity: { type: 'string' },
  entityId: { type: ['integer', 'null'] },
  action: { type: 'string', description: 'create, update, archive, recover or destroy' },
  before: { description: 'the changed fields before (null on create)' },
  after: { description: 'the changed fields after (null on destroy)' },
});

const schema = {
  tags: ['audit'],
  summary: 'The audit log, newest first',
  params: pageParams,
  querystring: {
    type: 'object',
    properties: {
      userId: { type: 'integer' },
      entity: { type: 'string', description: 'registry name, e.g. language' },
      entityId: { type: 'integer' },
      action: { type: 'string' },
      dateFrom: { type: 'string', format: 'date-time' },
      dateTo: { type: 'string', format: 'date-time' },
    },
    additionalProperties: false,
  },
  response: responses({ 200: pageOf(auditEntry) }),
};

/** The audit log: who changed what, with before and after; filtered by user, entity, record and date. */
export function auditRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    app.get<{ Params: { page: string; count: string }; Querystring: Query }>(
      '/audit/:page/:count',
      { config: { permission: { path: AUDIT_PERMISSION, right: 'access' } }, schema },
      async (req) => {
        const { page, count, errors } = parsePage(req.params);
        const q = req.query;
        for (const key of Object.keys(q)) if (!KNOWN.includes(key)) errors.push({ path: key, msg: messages.unknownField });
        const num = (key: 'userId' | 'entityId') => {
          const v = parseQueryValue({ type: 'integer' }, q[key]) as number | undefined;
          if (v === undefined) errors.push({ path: key, msg: messages.numberOnly });
          return v;
        };
        const date = (key: 'dateFrom' | 'dateTo') => {
          const v = parseQueryValue({ type: 'datetime' }, q[key]) as string | undefined;
          if (v === undefined) errors.push({ path: key, msg: messages.wrongType });
          return v;
        };
        const filter: AuditFilter = {};
        if (q.userId) filter.userId = num('userId');
        if (q.entityId) filter.entityId = num('entityId');
        if (q.entity) filter.entity = q.entity;
        if (q.action) filter.action = q.action;
        if (q.dateFrom) filter.dateFrom = date('dateFrom');
        if (q.dateTo) filter.dateTo = date('dateTo');
        if (errors.length) throw new ValidationError(errors);
        return listAudit(db, filter, page, count);
      },
    );
  };
}
