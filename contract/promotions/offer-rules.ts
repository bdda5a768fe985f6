// The vocabulary of discounts and promo codes (spec, second document, sections 3 and 5), declared once
// for the declarations, the calculator, the server's checks and the forms.

/** Discount types (spec, section 3, "Discount"). */
export const DISCOUNT_TYPES = ['Percentage', 'Fixed amount', 'Free shipping', 'Buy X get Y'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Promo codes have no Buy X get Y: the spec gives them no customerBuy / customerGet. */
export const PROMO_CODE_TYPES = ['Percentage', 'Fixed amount', 'Free shipping'] as const satisfies readonly DiscountType[];

export const APPLIES_TO = ['All products', 'Specific collections', 'Specific products'] as const;
export type AppliesTo = (typeof APPLIES_TO)[number];

export const CUSTOMER_ELIGIBILITY = ['Everyone', 'Specific groups of customers', 'Specific customers'] as const;
export type CustomerEligibility = (typeof CUSTOMER_ELIGIBILITY)[number];

export const MINIMUM_REQUIREMENTS = ['None', 'Minimum purchase amount', 'Minimum quantity of items'] as const;
export type MinimumRequirement = (typeof MINIMUM_REQUIREMENTS)[number];

/**
 * Usage limits (spec: "total limit or one use per customer"): `limit` counts every use, `oneUserLimit`
 * the uses of one customer (1 by default: one use per customer).
 */
export const USAGE_LIMITS = ['None', 'Total limit', 'One use per customer', 'Total limit and one use per customer'] as const;
export type UsageLimit = (typeof USAGE_LIMITS)[number];
export const hasTotalLimit = (u: UsageLimit | null | undefined): boolean => u === 'Total limit' || u === 'Total limit and one use per customer';
export const hasCustomerLimit = (u: UsageLimit | null | undefined): boolean => u === 'One use per customer' || u === 'Total limit and one use per customer';

/** What the customer gets in a Buy X get Y: a percentage off the items, or the items free. */
export const GET_TYPES = ['Percentage', 'Free'] as const;
export type GetType = (typeof GET_TYPES)[number];

/** Form limits (spec, section 5): discount code required max 20, name required max 50; promo code name max 200, code 5-10. */
export const DISCOUNT_LIMITS = { codeMax: 20, nameMax: 50 } as const;
export const PROMO_CODE_LIMITS = { nameMax: 200, codeMin: 5, codeMax: 10 } as const;

/** Characters of generated codes: capitals and digits without look-alikes (0/O, 1/I). */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Length of a generated code: fits both the discount (max 20) and the promo code (5-10). */
export const GENERATED_CODE_LENGTH = 8;

/** A random code of `length` characters of CODE_ALPHABET; `random` returns [0, 1). */
export function generateCode(random: () => number = Math.random, length = GENERATED_CODE_LENGTH): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)];
  return out;
}

/** Texts of the promotions area; none is in the spec's words unless said so. */
export const PROMOTION_TEXTS = {
  endBeforeStart: 'The end date cannot be before the start date.',
  buySideRequired: 'Buy X get Y needs what the customer buys: a quantity or a minimum purchase amount.',
  getSideRequired: 'Buy X get Y needs what the customer gets: a quantity of items.',
  getPercentRequired: 'Give the percentage off the items the customer gets.',
  chooseProducts: 'Choose at least one product.',
  chooseCollections: 'Choose at least one collection.',
  chooseCustomerGroups: 'Choose at least one customer group.',
  chooseCustomers: 'Choose at least one customer.',
  /** spec, section 5: "Percentage and Fixed amount values required" */
  valueRequired: (field: string) => `Oops! Fill in the ${field}.`,
  codeTaken: 'This code is already in use.',
  promoCodeUnknown: 'No active promo code has this code.',
  linkInactive: 'This link is not active now.',
} as const;
