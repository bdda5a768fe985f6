import type { FastifyInstance } from 'fastify';
import { messages } from '../../../contract/messages';
import { AUDIT_PERMISSION } from '../../../contract/permissions';
import type { Db } from '../../db/database';
import { PAGE_QUERY } from '../../engine/list-query';
import { defineRoute } from '../../http/route';
import { closedObject, pageOf } from '../../http/schemas';
import { listAudit } from './audit.repository';

const auditEntry = closedObject({
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

/** The log's filters, each read as its field, with the texts the log always answered. */
const auditQuery = {
  userId: { type: 'integer', message: messages.numberOnly },
  entity: { type: 'string', help: 'registry name, e.g. language' },
  entityId: { type: 'integer', message: messages.numberOnly },
  action: { type: 'string' },
  dateFrom: { type: 'datetime', message: messages.wrongType },
  dateTo: { type: 'datetime', message: messages.wrongType },
} as const;

/** The audit log: who changed what, with before and after; filtered by user, entity, record and date. */
export function auditRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/audit/:page/:count',
        tags: ['audit'],
        summary: 'The audit log, newest first',
        access: { path: AUDIT_PERMISSION, right: 'access' },
        params: { page: { ...PAGE_QUERY.page, required: true }, count: { ...PAGE_QUERY.count, required: true } },
        query: auditQuery,
        response: { 200: pageOf(auditEntry) },
      },
      async (req) => listAudit(db, req.query, req.params.page, req.params.count),
    );
  };
}
