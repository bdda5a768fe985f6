import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATHS } from '../../../contract/accounts';
import { OUTBOX_PERMISSION } from '../../../contract/permissions';
import type { Db } from '../../db/database';
import { PAGE_QUERY } from '../../engine/list-query';
import { defineRoute } from '../../http/route';
import { closedObject, pageOf } from '../../http/schemas';
import { listOutbox } from './outbox.repository';

const outboxEntry = closedObject({
  outboxId: { type: 'integer' },
  to: { type: ['string', 'null'] },
  subject: { type: ['string', 'null'] },
  text: { type: ['string', 'null'] },
  sent: { type: ['boolean', 'null'] },
  at: { type: 'string', format: 'date-time' },
});

/** The mail outbox for administrators: where codes can be read when no SMTP server is configured. */
export function outboxRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: `/${ACCOUNT_PATHS.outbox}/:page/:count`,
        tags: ['accounts'],
        summary: 'The mail outbox, newest first',
        access: { path: OUTBOX_PERMISSION, right: 'access' },
        params: { page: { ...PAGE_QUERY.page, required: true }, count: { ...PAGE_QUERY.count, required: true } },
        query: { to: { type: 'string', help: 'only mails to this address (any case)' } },
        response: { 200: pageOf(outboxEntry) },
      },
      async (req) => listOutbox(db, req.query.to ?? null, req.params.page, req.params.count),
    );
  };
}
