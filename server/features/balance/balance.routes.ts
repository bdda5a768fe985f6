import type { FastifyInstance } from 'fastify';
import { BALANCE_PERMISSION } from '../../../contract/permissions';
import type { Db } from '../../db/database';
import { defineRoute } from '../../http/route';
import { closedObject } from '../../http/schemas';
import { totalBalance } from './balance.repository';

/**
 * The balance in the top bar: the total balance of the active businesses, in USD (the spec's
 * currency). It sums every business, so it has its own permission; the top bar shows it only to its holders.
 */
export function balanceRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/account/balance',
        tags: ['business'],
        summary: 'The total balance of the active businesses (top bar)',
        access: { path: BALANCE_PERMISSION, right: 'access' },
        response: { 200: closedObject({ balance: { type: 'number' }, currency: { type: 'string', enum: ['USD'] } }, ['balance', 'currency']) },
      },
      async () => ({ balance: await totalBalance(db), currency: 'USD' }),
    );
  };
}
