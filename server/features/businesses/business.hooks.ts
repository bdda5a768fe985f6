// Businesses: the balance is the ledger's (transaction.hooks.ts). A starting balance sent on create
// is written as an opening transaction by the database itself (trigger of migration
// 0012_businesses, which has the new row's id); afterwards the balance is read-only: a balance sent
// with an update is ignored (the answer shows the ledger's). A business destroyed for good (from
// the archive) takes its ledger with it (the foreign key cascades, same migration); anything else
// still referring to it gives the usual 409.
import type { EntityHooks } from '../../engine/entity-hooks';

export const businessHooks: EntityHooks = {
  async validate(_ctx, { before, values }) {
    // read-only once created: a balance sent with an update is dropped, so a form holding a balance
    // read before the latest transaction cannot undo that transaction
    if (before) delete values.balance;
  },
};
