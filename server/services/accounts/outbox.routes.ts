import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATHS } from '../../../contract/accounts';
import { OUTBOX_PERMISSION } from '../../../contract/permissions';
import type { Db } from '../../db/database';
import { ValidationError } from '../../http/errors';
import { openObject, pageOf, pageParams, responses } from '../../http/schemas';
import { parsePage, parseSearch } from '../../engine/list-query';
import { listOutbox } from './outbox.repository';

const schema = {
  tags: ['accounts'],
  summary: 'The mail outbox, newest first',
  params: pageParams,
  querystring: { type: 'object', properties: { to: { type: 'string', description: 'only mails to this address (any case)' } } },
  response: responses({
    200: pageOf(
      openObject({
        outboxId: { type: 'integer' },
        to: { type: ['string', 'null'] },
        subject: { type: ['string', 'null'] },
        text: { type: ['string', 'null'] },
        sent: { type: ['boolean', 'null'] },
        at: { type: 'string', format: 'date-time' },
      }),
    ),
  }),
};

/** The mail outbox for administrators: where codes can be read when no SMTP server is configured. */
export function outboxRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    app.get<{ Params: { page: string; count: string }; Querystring: { to?: string } }>(
      `/${ACCOUNT_PATHS.outbox}/:page/:count`,
      { config: { permission: { path: OUTBOX_PERMISSION, right: 'access' } }, schema },
      async (req) => {
        const { page, count, errors } = parsePage(req.params);
        if (errors.length) throw new ValidationError(errors);
        return listOutbox(db, parseSearch(req.query, 'to') ?? null, page, count);
      },
    );
  };
}
