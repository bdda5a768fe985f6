import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { BALANCE_PERMISSION } from '../../../contract/permissions';
import type { Db } from '../../db/database';

/**
 * The balance in the top bar: the total balance of the active businesses, in USD (the spec's
 * currency). It sums every business, so it has its own permission; the top bar shows it only to its holders.
 */
export function accountRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    app.get('/account/balance', { config: { permission: { path: BALANCE_PERMISSION, right: 'access' } } }, async () => {
      // rounded, not cast to a fixed precision: one business with a huge balance must not break the top bar for everyone
      const { rows } = await sql<{ balance: number }>`
        SELECT round(coalesce(sum(balance), 0), 2) AS balance FROM business WHERE NOT deleted AND status`.execute(db);
      return { balance: Number(rows[0].balance), currency: 'USD' };
    });
  };
}
