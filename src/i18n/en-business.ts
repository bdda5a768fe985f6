// English texts of the screens of Businesses, plans, subscriptions, transactions, digital cards and equipment; en.ts puts them under the key business of app.
import { BUSINESS_TEXTS, EQUIPMENT_TEXTS } from '../../contract/businesses';
import { textEntries } from './text-entries';

export const businessTexts = {
  /** the texts of contract/businesses.ts, as it spells them */
  message: textEntries(BUSINESS_TEXTS),
  equipment: textEntries(EQUIPMENT_TEXTS),
  balance_read_only: 'Changes only through transactions: post one below.',
  ledger: {
    title: 'Account and transactions',
    balance: 'Balance',
    ledger_total: 'Sum of transactions',
    transactions: 'Transactions',
    last: 'Last transaction',
    none: 'No transactions yet.',
    date: 'Date',
    name: 'Description',
    amount: 'Amount',
    balance_after: 'Balance after',
    post_title: 'Post a transaction',
    post_amount: 'Amount (negative to charge)',
    post_name: 'Description',
    post: 'Post',
    posted: 'Transaction posted',
    previous: 'Newer',
    next: 'Older',
    page: 'Page %{page} of %{pages}',
  },
  subscription: {
    title: 'Plan subscriptions',
    plan: 'Plan',
    business: 'Business',
    promo: 'Promo',
    brand: 'Brand',
    status: 'Status',
    last4: 'Last 4',
    date: 'Date',
    none: 'No subscriptions.',
    create: 'Create',
    edit: 'Edit',
    statuses: { pending: 'Pending', paid: 'Paid', failed: 'Failed', refunded: 'Refunded' },
  },
};
