import { defineEntity } from '../../entity';

/**
 * The ledger (spec, second document, section 3, "Transaction": transactionId, descriptions[0].name;
 * account and balance). A business's balance is the sum of its active transactions, kept so in the
 * same database transaction as each write (server/features/businesses/transaction.hooks.ts); the
 * balance after each row is a running sum read by the ledger call (contract/businesses.ts), so an
 * edited or archived row never leaves a stale figure behind. `name` is the default language's
 * description name.
 */
export const transaction = defineEntity({
  name: 'transaction',
  label: 'Transactions',
  labelOne: 'Transaction',
  service: 'payment',
  rest: 'c/transaction',
  id: 'transactionId',
  // `transaction` is an SQL keyword
  table: 'business_transaction',
  permission: 'business/transaction',
  scope: { business: 'businessId' },
  menu: 'Business',
  recordRepresentation: 'name',
  live: true,
  sort: { field: 'transactionId', order: 'DESC' },
  tabs: ['General', 'Description'],
  fields: {
    businessId: { type: 'reference', reference: 'business', required: true, as: 'businessName', label: 'Business', list: true },
    name: { type: 'string', maxLength: 200, list: true },
    amount: { type: 'number', required: true, min: -1_000_000_000, max: 1_000_000_000, list: true, help: 'Added to the business balance; negative to charge.' },
    date: { type: 'datetime', list: true, help: 'Now when left empty.' },
    descriptions: {
      type: 'list',
      tab: 'Description',
      fields: {
        languageId: { type: 'reference', reference: 'language', required: true },
        name: { type: 'string', maxLength: 200 },
      },
    },
  },
  filters: { businessId: { op: 'eq' }, name: { op: 'ilike' }, dateFrom: { field: 'date', op: 'gte' }, dateTo: { field: 'date', op: 'lte' } },
});
