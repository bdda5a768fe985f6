import { describe, expect, it } from 'vitest';
import { computeOffer, type Cart, type Offer, type OfferResult } from './offer-calculator';
import { generateCode, CODE_ALPHABET, GENERATED_CODE_LENGTH } from './offer-rules';

const now = new Date('2026-06-15T12:00:00Z');
// shirt 20 (collection 7), socks 5 (collection 8), hat 12 (no collection)
const shirt = (quantity = 1) => ({ productId: 1, groupIds: [7], quantity, price: 20 });
const socks = (quantity = 1) => ({ productId: 2, groupIds: [8], quantity, price: 5 });
const hat = (quantity = 1) => ({ productId: 3, groupIds: [], quantity, price: 12 });
const cart = (over: Partial<Cart> = {}): Cart => ({ lines: [shirt(2), socks(2)], customerId: 50, customerGroupIds: [4], usage: { total: 0, byCustomer: 0 }, shippingPrice: 6, now, ...over });
const pct: Offer = { type: 'Percentage', parcentOff: 10, status: true };
const gives = (amount: number, percentOfSubtotal: number, freeShipping = false): OfferResult => ({ applies: true, amount, percentOfSubtotal, freeShipping });
const refuses = (reason: string) => ({ applies: false, reason });

const bxgy = (buy: Offer['customerBuy'], get: Offer['customerGet']): Offer => ({ type: 'Buy X get Y', status: true, customerBuy: buy, customerGet: get });

// [case, offer, cart, expected]; the default cart's subtotal is 2*20 + 2*5 = 50
const cases: [string, Offer, Cart, OfferResult | ReturnType<typeof refuses>][] = [
  // types
  ['Percentage of every product', pct, cart(), gives(5, 10)],
  ['Percentage as the promo code spells it (percentOff)', { type: 'Percentage', percentOff: 20 }, cart(), gives(10, 20)],
  ['Percentage of a small cart keeps its percent (the amount rounds, the percent does not)', pct, cart({ lines: [{ productId: 9, quantity: 2, price: 1.255 }] }), gives(0.25, 10)],
  ['Percentage over 100 takes everything, no more', { type: 'Percentage', parcentOff: 150 }, cart(), gives(50, 100)],
  ['Fixed amount', { type: 'Fixed amount', amountOff: 15 }, cart(), gives(15, 30)],
  ['Fixed amount never beyond the items', { type: 'Fixed amount', amountOff: 80 }, cart(), gives(50, 100)],
  ['Free shipping takes the shipping price off', { type: 'Free shipping' }, cart(), gives(6, 12, true)],
  ['Free shipping without shipping gives 0', { type: 'Free shipping' }, cart({ shippingPrice: 0 }), gives(0, 0, true)],
  // applies to
  ['Specific products: only their lines', { ...pct, appliesTo: 'Specific products', products: [2] }, cart(), gives(1, 2)],
  ['Specific collections: lines of the groups', { ...pct, appliesTo: 'Specific collections', productGroup: [7] }, cart(), gives(4, 8)],
  ['Specific products absent from the cart', { ...pct, appliesTo: 'Specific products', products: [3] }, cart(), refuses('noMatchingProducts')],
  ['Specific collections absent from the cart', { ...pct, appliesTo: 'Specific collections', productGroup: [9] }, cart(), refuses('noMatchingProducts')],
  // eligibility
  ['Everyone, even without a customer', pct, cart({ customerId: null, customerGroupIds: [] }), gives(5, 10)],
  ['Specific groups: a member', { ...pct, customerEligibility: 'Specific groups of customers', customerGroup: [4, 5] }, cart(), gives(5, 10)],
  ['Specific groups: not a member', { ...pct, customerEligibility: 'Specific groups of customers', customerGroup: [5] }, cart(), refuses('notEligible')],
  ['Specific customers: the customer', { ...pct, customerEligibility: 'Specific customers', customers: [50] }, cart(), gives(5, 10)],
  ['Specific customers: another one', { ...pct, customerEligibility: 'Specific customers', customers: [51] }, cart(), refuses('notEligible')],
  ['Specific customers: no customer on the cart', { ...pct, customerEligibility: 'Specific customers', customers: [50] }, cart({ customerId: null }), refuses('notEligible')],
  // minimum requirements
  ['Minimum purchase amount reached (exactly)', { ...pct, minimumRequirements: 'Minimum purchase amount', minPurchaseAmount: 50 }, cart(), gives(5, 10)],
  ['Minimum purchase amount not reached', { ...pct, minimumRequirements: 'Minimum purchase amount', minPurchaseAmount: 50.01 }, cart(), refuses('minimumAmount')],
  ['Minimum amount counts only the items it applies to', { ...pct, appliesTo: 'Specific products', products: [1], minimumRequirements: 'Minimum purchase amount', minPurchaseAmount: 41 }, cart(), refuses('minimumAmount')],
  ['Minimum quantity reached', { ...pct, minimumRequirements: 'Minimum quantity of items', minQuantity: 4 }, cart(), gives(5, 10)],
  ['Minimum quantity not reached', { ...pct, minimumRequirements: 'Minimum quantity of items', minQuantity: 5 }, cart(), refuses('minimumQuantity')],
  ['No minimum: a minimum amount stored but not chosen is ignored', { ...pct, minimumRequirements: 'None', minPurchaseAmount: 1000 }, cart(), gives(5, 10)],
  // usage limits
  ['Total limit not reached', { ...pct, usageLimits: 'Total limit', limit: 3 }, cart({ usage: { total: 2, byCustomer: 0 } }), gives(5, 10)],
  ['Total limit reached', { ...pct, usageLimits: 'Total limit', limit: 3 }, cart({ usage: { total: 3, byCustomer: 0 } }), refuses('limitReached')],
  ['One use per customer: first use', { ...pct, usageLimits: 'One use per customer' }, cart({ usage: { total: 9, byCustomer: 0 } }), gives(5, 10)],
  ['One use per customer: used already', { ...pct, usageLimits: 'One use per customer' }, cart({ usage: { total: 9, byCustomer: 1 } }), refuses('customerLimitReached')],
  ['Both limits: the total one bites', { ...pct, usageLimits: 'Total limit and one use per customer', limit: 1 }, cart({ usage: { total: 1, byCustomer: 0 } }), refuses('limitReached')],
  ['No limit: a stored limit is ignored', { ...pct, usageLimits: 'None', limit: 1 }, cart({ usage: { total: 5, byCustomer: 5 } }), gives(5, 10)],
  // status, dates, store
  ['Inactive', { ...pct, status: false }, cart(), refuses('inactive')],
  ['Not started', { ...pct, startDate: '2026-06-16T00:00:00Z' }, cart(), refuses('notStarted')],
  ['Ended', { ...pct, endDate: '2026-06-15T11:59:59Z' }, cart(), refuses('ended')],
  ['Within its dates', { ...pct, startDate: '2026-06-01T00:00:00Z', endDate: '2026-06-30T00:00:00Z' }, cart(), gives(5, 10)],
  ['Another store', { ...pct, store: 2 }, cart({ storeId: 1 }), refuses('otherStore')],
  ['Its store', { ...pct, store: 1 }, cart({ storeId: 1 }), gives(5, 10)],
  // Buy X get Y
  ['Buy 2 shirts get 1 pair of socks free', bxgy({ appliesTo: 'Specific products', products: [1], quantity: 2 }, { appliesTo: 'Specific products', products: [2], type: 'Free', quantity: 1 }), cart(), gives(5, 10)],
  ['Buy 1 get 1 at 50% on the same collection, twice', bxgy({ appliesTo: 'Specific collections', productGroup: [7], quantity: 1 }, { appliesTo: 'Specific collections', productGroup: [7], type: 'Percentage', parcentOff: 50, quantity: 1 }), cart({ lines: [shirt(4)] }), gives(20, 25)],
  ['Buy 1 get 1: maxBuyersCount caps the uses', bxgy({ quantity: 1 }, { type: 'Free', quantity: 1, maxBuyersCount: 1 }), cart({ lines: [shirt(4)] }), gives(20, 25)],
  ['Buy 1 get 1 with an odd count: the last unit pays', bxgy({ quantity: 1 }, { type: 'Free', quantity: 1 }), cart({ lines: [shirt(3)] }), gives(20, 33.33)],
  ['Buy X get Y discounts the cheapest units it may', bxgy({ quantity: 1 }, { type: 'Free', quantity: 1 }), cart({ lines: [shirt(1), hat(1)] }), gives(12, 37.5)],
  ['Buy X get Y: not enough bought', bxgy({ appliesTo: 'Specific products', products: [1], quantity: 3 }, { type: 'Free', quantity: 1 }), cart(), refuses('buyNotMet')],
  ['Buy X get Y: nothing to get', bxgy({ appliesTo: 'Specific products', products: [1], quantity: 2 }, { appliesTo: 'Specific products', products: [3], type: 'Free', quantity: 1 }), cart(), refuses('buyNotMet')],
  ['Buy X get Y by minimum purchase amount', bxgy({ appliesTo: 'Specific products', products: [1], minPurchaseAmount: 40 }, { appliesTo: 'Specific products', products: [2], type: 'Percentage', parcentOff: 50, quantity: 2 }), cart(), gives(5, 10)],
  ['Buy X get Y by minimum purchase amount not reached', bxgy({ appliesTo: 'Specific products', products: [1], minPurchaseAmount: 41 }, { appliesTo: 'Specific products', products: [2], type: 'Free', quantity: 1 }), cart(), refuses('buyNotMet')],
];

describe('computeOffer', () => {
  it.each(cases)('%s', (_name, offer, c, expected) => {
    expect(computeOffer(offer, c)).toEqual(expected);
  });

  it('checks eligibility before usage and usage before the products', () => {
    const offer: Offer = { ...pct, customerEligibility: 'Specific customers', customers: [1], usageLimits: 'Total limit', limit: 0, appliesTo: 'Specific products', products: [99] };
    expect(computeOffer(offer, cart())).toEqual(refuses('notEligible'));
    expect(computeOffer({ ...offer, customers: [50] }, cart())).toEqual(refuses('limitReached'));
    expect(computeOffer({ ...offer, customers: [50], limit: 1 }, cart())).toEqual(refuses('noMatchingProducts'));
  });
});

describe('generateCode', () => {
  it('gives codes of the alphabet, of the generated length, that differ', () => {
    const codes = new Set(Array.from({ length: 50 }, () => generateCode()));
    expect(codes.size).toBeGreaterThan(45);
    for (const code of codes) {
      expect(code).toHaveLength(GENERATED_CODE_LENGTH);
      expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    }
  });
});
