// Transactions: the ledger. A business's balance is the sum of its active transactions, and each
// write of a transaction moves the balance in the same database transaction (see ledger.ts).
import { sql } from 'kysely';
import { BUSINESS_TEXTS } from '../../../contract/businesses';
import { nameInStep } from '../../../contract/products';
import type { EntityHooks, WriteContext } from '../../engine/entity-hooks';
import { addMove, moveBalances } from './ledger';

type Row = Record<string, unknown>;

async function businessIsActive(trx: WriteContext['trx'], id: unknown): Promise<boolean> {
  const { rows } = await sql<{ deleted: boolean }>`SELECT deleted FROM business WHERE id = ${Number(id)}`.execute(trx);
  return rows.length > 0 && !rows[0].deleted;
}

/**
 * - create: the amount is added to the business's balance; the date defaults to now;
 * - update: a changed amount or business moves the difference (an archived row moves nothing);
 * - archive takes the amount back out, recover puts it back; destroy (archived rows only) moves nothing.
 */
export const transactionHooks: EntityHooks = {
  async validate(ctx, { before, values }) {
    Object.assign(values, nameInStep(values, before));
    if ('amount' in values && Number(values.amount) === 0) return [{ path: 'amount', msg: BUSINESS_TEXTS.zeroAmount }];
    const businessChanged = 'businessId' in values && Number(values.businessId) !== Number(before?.businessId);
    if (businessChanged && !(await businessIsActive(ctx.trx, values.businessId))) return [{ path: 'businessId', msg: BUSINESS_TEXTS.businessArchived }];
    if (!before && (values.date === undefined || values.date === null)) values.date = new Date().toISOString();
  },
  async beforeWrite(ctx, targets) {
    const moves = new Map<number, number>();
    for (const { before, values } of targets) {
      switch (ctx.action) {
        case 'create':
          addMove(moves, values!.businessId, values!.amount);
          break;
        case 'update': {
          if (before!.deleted) break;
          const after: Row = { ...before, ...values };
          addMove(moves, before!.businessId, -Number(before!.amount));
          addMove(moves, after.businessId, after.amount);
          break;
        }
        case 'archive':
          addMove(moves, before!.businessId, -Number(before!.amount));
          break;
        case 'recover':
          addMove(moves, before!.businessId, before!.amount);
          break;
        case 'destroy':
          break;
      }
    }
    await moveBalances(ctx.trx, moves);
  },
};
