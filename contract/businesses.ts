// The business side's calls beyond the generic pattern and its texts (spec, second document,
// sections 3 and 7; first document, section 2 and the top bar), shared by the SPA and the server.

/** Service bases of the business side's entities (their declarations say the same). */
export const BUSINESS_SERVICE = 'store';
export const PAYMENT_SERVICE = 'payment';

/** The calls, relative to their service. */
export const BUSINESS_PATHS = {
  /** GET -> BusinessStatistics: the businesses' counts, balance and calls (spec: business GET statistics s) */
  statistics: 'c/business/s',
  /** GET ?businessId= -> BusinessAccount: the balance and the ledger's totals, of one business or all active ones */
  account: 'c/business/account',
  /** GET ?businessId= -> {data: LedgerRow[], count}: the ledger, newest first, each row with the balance after it */
  ledger: (page: number | string, count: number | string) => `c/business/transaction/${page}/${count}`,
  /** GET -> {data: [{conditionId, name}]}: every active equipment condition */
  equipmentConditions: 'c/equipment/conditions',
  /** GET -> {data: [{equipmentTypeId, name}]}: every active equipment type */
  equipmentTypes: 'c/equipment/types',
  /** GET -> EquipmentWorkedHours */
  equipmentWorkedHours: (id: number | string) => `c/equipment/worked_hours/${id}`,
} as const;

export const PAYMENT_PATHS = {
  /** GET ?name= -> {data: [{planId, name, price}], count}: the active plans a subscriber picks from, paged */
  plans: (page: number | string, count: number | string) => `plan/r/${page}/${count}`,
  /** POST SubscribeBody -> the plan subscription (201) */
  subscribe: (planId: number | string) => `plan/${planId}`,
  /** GET -> {data: PlanSubscriptionRow[]}: the active subscriptions, newest first, with their plan's name */
  subscriptions: 'plan',
} as const;

/** Full path from the service root, e.g. `/store/c/business/s`. */
export const businessPath = (relative: string): string => `/${BUSINESS_SERVICE}/${relative}`;
export const paymentPath = (relative: string): string => `/${PAYMENT_SERVICE}/${relative}`;

/** Card brands of a subscription's payment (the spec names the field, not its values). */
export const PAYMENT_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const;
/** States of a subscription's payment. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
/** Social networks of a digital card. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube', 'tiktok', 'website'] as const;

/** The balance shown in the top bar and accounts is in USD (first document, top bar). */
export const ACCOUNT_CURRENCY = 'USD';

export const BUSINESS_TEXTS = {
  /** Not in the spec: the name of the ledger row a business's starting balance is written as. */
  openingBalance: 'Opening balance',
  /** Not in the spec: a transaction of nothing. */
  zeroAmount: 'The amount cannot be 0.',
  /** Not in the spec: a transaction or subscription for an archived business. */
  businessArchived: 'This business is archived.',
  /** Not in the spec: one coordinate of a location without the other. */
  bothCoordinates: 'Give both coordinates, or neither.',
  /** Not in the spec: a subscription to an archived or disabled plan. */
  planUnavailable: 'This plan is not available.',
} as const;

/** The spec's texts for equipment (second document, section 8), spelled as it spells them. */
export const EQUIPMENT_TEXTS = {
  created: 'Your equipment has been succesfuly create!',
  updated: 'Your equipment has been succesfuly updated!',
  /** Not in the spec: more units attached than there are. */
  attachedOverQuantity: 'Attached count cannot exceed the quantity.',
} as const;

export interface BusinessStatistics {
  total: number;
  active: number;
  archived: number;
  /** sum of the active businesses' balances */
  balance: number;
  callsCount: number;
  /** active businesses with a balance above 0 / at or below 0 */
  positive: number;
  negative: number;
  transactions: number;
}

export interface BusinessAccount {
  businessId: number | null;
  balance: number;
  currency: typeof ACCOUNT_CURRENCY;
  /** what the active transactions add up to: equal to `balance` */
  ledgerTotal: number;
  transactions: number;
  lastTransactionDate: string | null;
}

export interface LedgerRow {
  transactionId: number;
  businessId: number;
  businessName: string | null;
  name: string | null;
  amount: number;
  /** the business's balance once this row and every earlier active one are counted */
  balanceAfter: number;
  date: string | null;
}

export interface SubscribeBody {
  businessId?: number;
  promoCode?: string;
  payment?: { brand?: (typeof PAYMENT_BRANDS)[number]; last4?: string };
}

export interface EquipmentWorkedHours {
  equipmentId: number;
  workedHours: number;
  quantity: number;
  attachedCount: number;
  /** worked hours per attached unit (0 when none is attached) */
  hoursPerAttached: number;
}

/** The top bar's rule (first document): the balance rounded to a whole number, green above 0, otherwise red; the account figures follow it. */
export const balanceTone = (balance: number): 'positive' | 'negative' => (Math.round(balance) > 0 ? 'positive' : 'negative');

/** Money rounded to cents (spec, second document, section 9): the one rule of contract/money.ts. */
export { round2 as cents } from './money';
