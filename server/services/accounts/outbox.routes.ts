import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ACCOUNT_PATHS } from '../../../contract/accounts';
import { OUTBOX_PERMISSION } from '../../../contract/permissions';
import type { Db } from '../../db/database';
import { ValidationError } from '../../http/errors';
import { parsePage, parseSearch } from '../../engine/list-query';

/** The mail outbox for administrators: where codes can be read when no SMTP server is configured. */
export function outboxRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    app.get<{ Params: { page: string; count: string }; Querystring: { to?: string } }>(
      `/${ACCOUNT_PATHS.outbox}/:page/:count`,
      { config: { permission: { path: OUTBOX_PERMISSION, right: 'access' } } },
      async (req) => {
        const { page, count, errors } = parsePage(req.params);
        if (errors.length) throw new ValidationError(errors);
        const to = parseSearch(req.query, 'to') ?? null;
        const { rows } = await sql<{ outboxId: number; to: string; subject: string; text: string; sent: boolean; at: Date; total: number }>`
          SELECT id AS "outboxId", to_address AS "to", subject, text, sent, at, count(*) OVER ()::int AS total
          FROM mail_outbox WHERE (${to}::text IS NULL OR lower(to_address) = lower(${to}))
          ORDER BY id DESC LIMIT ${count} OFFSET ${(page - 1) * count}`.execute(db);
        return { data: rows.map(({ total: _t, ...r }) => r), count: rows[0]?.total ?? 0 };
      },
    );
  };
}
