import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The balance in the top bar: the total balance of the active businesses, in USD (the spec's
 * currency). Every signed-in user sees it, as the top bar shows it to everyone.
 */
export function accountRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    app.get('/account/balance', async () => {
      const { rows } = await sql<{ balance: number }>`
        SELECT coalesce(sum(balance), 0)::numeric(14, 2) AS balance FROM business WHERE NOT deleted AND status`.execute(db);
      return { balance: Number(rows[0].balance), currency: 'USD' };
    });
  };
}
