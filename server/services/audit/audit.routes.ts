import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { AUDIT_PERMISSION } from '../../../contract/permissions';
import type { Db } from '../../db/database';
import { parsePage, parseQueryValue } from '../../engine/list-query';
import { ValidationError } from '../../http/errors';


type Query = { userId?: string; entity?: string; entityId?: string; dateFrom?: string; dateTo?: string; action?: string };

/** The audit log: who changed what, with before and after; filtered by user, entity, record and date. */
export function auditRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    app.get<{ Params: { page: string; count: string }; Querystring: Query }>(
      '/audit/:page/:count',
      { config: { permission: { path: AUDIT_PERMISSION, right: 'access' } } },
      async (req) => {
        const { page, count, errors } = parsePage(req.params);
        const conds: RawBuilder<unknown>[] = [sql`true`];
        const q = req.query;
        const known = ['userId', 'entity', 'entityId', 'dateFrom', 'dateTo', 'action'];
        for (const key of Object.keys(q)) if (!known.includes(key)) errors.push({ path: key, msg: 'Unknown field.' });
        const num = (key: 'userId' | 'entityId') => {
          const v = parseQueryValue({ type: 'integer' }, q[key]);
          if (v === undefined) errors.push({ path: key, msg: 'Please type Number only' });
          return v;
        };
        const date = (key: 'dateFrom' | 'dateTo') => {
          const v = parseQueryValue({ type: 'datetime' }, q[key]);
          if (v === undefined) errors.push({ path: key, msg: 'Wrong value type.' });
          return v;
        };
        if (q.userId) conds.push(sql`user_id = ${num('userId')}`);
        if (q.entityId) conds.push(sql`entity_id = ${num('entityId')}`);
        if (q.entity) conds.push(sql`entity = ${q.entity}`);
        if (q.action) conds.push(sql`action = ${q.action}`);
        if (q.dateFrom) conds.push(sql`at >= ${date('dateFrom')}`);
        if (q.dateTo) conds.push(sql`at <= ${date('dateTo')}`);
        if (errors.length) throw new ValidationError(errors);
        const where = sql.join(conds, sql` AND `);
        const [rows, total] = await Promise.all([
          sql`SELECT id AS "auditId", user_id AS "userId", username, at, entity, entity_id AS "entityId", action, before, after
              FROM audit_log WHERE ${where} ORDER BY at DESC, id DESC LIMIT ${count} OFFSET ${(page - 1) * count}`.execute(db),
          sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE ${where}`.execute(db),
        ]);
        return { data: rows.rows, count: total.rows[0].n };
      },
    );
  };
}
