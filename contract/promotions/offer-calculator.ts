// What a discount or a promo code gives for a cart: one pure function the order form, the server's
// order save and a storefront checkout all call, so they agree by construction.
import { round2 } from '../money';
import {
  hasCustomerLimit,
  hasTotalLimit,
  type AppliesTo,
  type CustomerEligibility,
  type DiscountType,
  type GetType,
  type MinimumRequirement,
  type UsageLimit,
} from './offer-rules';

/** The side of a Buy X get Y the customer buys. */
export interface CustomerBuy {
  appliesTo?: AppliesTo | null;
  quantity?: number | null;
  minPurchaseAmount?: number | null;
  products?: readonly number[] | null;
  productGroup?: readonly number[] | null;
}

/** The side of a Buy X get Y the customer gets. */
export interface CustomerGet {
  appliesTo?: AppliesTo | null;
  type?: GetType | null;
  quantity?: number | null;
  parcentOff?: number | null;
  /** how many times the offer applies on one cart at most (empty: as often as the cart allows) */
  maxBuyersCount?: number | null;
  products?: readonly number[] | null;
  productGroup?: readonly number[] | null;
}

/**
 * A discount or a promo code as stored. The discount's percentage is `parcentOff` (the spec's
 * spelling), the promo code's `percentOff`: either is read.
 */
export interface Offer {
  type: DiscountType;
  status?: boolean | null;
  appliesTo?: AppliesTo | null;
  customerEligibility?: CustomerEligibility | null;
  minimumRequirements?: MinimumRequirement | null;
  usageLimits?: UsageLimit | null;
  parcentOff?: number | null;
  percentOff?: number | null;
  amountOff?: number | null;
  minPurchaseAmount?: number | null;
  minQuantity?: number | null;
  limit?: number | null;
  oneUserLimit?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  store?: number | null;
  productGroup?: readonly number[] | null;
  products?: readonly number[] | null;
  customerGroup?: readonly number[] | null;
  customers?: readonly number[] | null;
  customerBuy?: CustomerBuy | null;
  customerGet?: CustomerGet | null;
}

export interface CartLine {
  productId: number;
  /** the product groups (collections) the product belongs to */
  groupIds?: readonly number[];
  quantity: number;
  /** price of one unit */
  price: number;
}

export interface Cart {
  lines: readonly CartLine[];
  storeId?: number | null;
  customerId?: number | null;
  customerGroupIds?: readonly number[];
  /** uses so far: by anyone, and by this customer */
  usage?: { total: number; byCustomer: number };
  /** shipping price of the cart, which Free shipping takes off */
  shippingPrice?: number;
  now: Date;
}

/** Why an offer gives nothing; each has its text in OFFER_REFUSALS. */
export type OfferRefusal =
  | 'inactive'
  | 'notStarted'
  | 'ended'
  | 'otherStore'
  | 'notEligible'
  | 'limitReached'
  | 'customerLimitReached'
  | 'noMatchingProducts'
  | 'minimumAmount'
  | 'minimumQuantity'
  | 'buyNotMet';

export const OFFER_REFUSALS: Record<OfferRefusal, string> = {
  inactive: 'This code is not active.',
  notStarted: 'This code is not valid yet.',
  ended: 'This code has expired.',
  otherStore: 'This code is for another store.',
  notEligible: 'This customer cannot use this code.',
  limitReached: 'This code has been used as many times as it may be.',
  customerLimitReached: 'This customer has already used this code.',
  noMatchingProducts: 'No product of the order is part of this offer.',
  minimumAmount: 'The order does not reach the minimum purchase amount.',
  minimumQuantity: 'The order does not reach the minimum quantity of items.',
  buyNotMet: 'The order does not hold what the customer must buy.',
};

export type OfferResult =
  | {
      applies: true;
      /** money taken off, never more than the eligible items (plus shipping, for Free shipping) */
      amount: number;
      freeShipping: boolean;
      /** the amount as a percent of the cart's subtotal: the order's discountPercent */
      percentOfSubtotal: number;
    }
  | { applies: false; reason: OfferRefusal };

const lineTotal = (l: CartLine) => l.price * l.quantity;
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const has = (list: readonly number[] | null | undefined, id: number | null | undefined) => id !== null && id !== undefined && (list ?? []).includes(id);
const overlaps = (a: readonly number[] | null | undefined, b: readonly number[] | null | undefined) => (a ?? []).some((x) => (b ?? []).includes(x));

/** Whether a cart line is among the products an offer (or one side of a Buy X get Y) applies to. */
export function lineMatches(line: CartLine, target: { appliesTo?: AppliesTo | null; products?: readonly number[] | null; productGroup?: readonly number[] | null }): boolean {
  switch (target.appliesTo ?? 'All products') {
    case 'All products':
      return true;
    case 'Specific products':
      return has(target.products, line.productId);
    case 'Specific collections':
      return overlaps(target.productGroup, line.groupIds);
  }
}

function eligible(offer: Offer, cart: Cart): boolean {
  switch (offer.customerEligibility ?? 'Everyone') {
    case 'Everyone':
      return true;
    case 'Specific groups of customers':
      return overlaps(offer.customerGroup, cart.customerGroupIds);
    case 'Specific customers':
      return has(offer.customers, cart.customerId);
  }
}

/** The units the customer gets in a Buy X get Y, each with the share of its price taken off. */
function buyXGetY(offer: Offer, cart: Cart): number | OfferRefusal {
  const buy = offer.customerBuy ?? {};
  const get = offer.customerGet ?? {};
  const share = get.type === 'Free' ? 1 : Math.min(100, Math.max(0, get.parcentOff ?? 0)) / 100;
  const getQty = Math.max(0, Math.floor(get.quantity ?? 0));
  // one entry per unit, so a unit is counted once: bought or got
  const units = cart.lines.flatMap((l) => Array.from({ length: Math.max(0, Math.floor(l.quantity)) }, () => ({ line: l, price: l.price, used: false })));
  const inBuy = (u: (typeof units)[number]) => lineMatches(u.line, buy);
  const inGet = (u: (typeof units)[number]) => lineMatches(u.line, get);
  const maxUses = get.maxBuyersCount && get.maxBuyersCount > 0 ? get.maxBuyersCount : Infinity;
  // the dearest units pay, the cheapest are discounted (what a shop would choose)
  const dearFirst = [...units].sort((a, b) => b.price - a.price);
  const cheapFirst = [...units].sort((a, b) => a.price - b.price);
  let amount = 0;
  let uses = 0;
  if (buy.quantity && buy.quantity > 0) {
    const buyQty = Math.floor(buy.quantity);
    while (uses < maxUses) {
      // bought units: prefer those that cannot be got, then the dearest
      const buyers = [...dearFirst.filter((u) => !u.used && inBuy(u) && !inGet(u)), ...dearFirst.filter((u) => !u.used && inBuy(u) && inGet(u))].slice(0, buyQty);
      if (buyers.length < buyQty) break;
      buyers.forEach((u) => (u.used = true));
      const got = cheapFirst.filter((u) => !u.used && inGet(u)).slice(0, getQty);
      if (!got.length) {
        buyers.forEach((u) => (u.used = false));
        break;
      }
      got.forEach((u) => (u.used = true));
      amount += sum(got.map((u) => u.price * share));
      uses++;
    }
  } else if (buy.minPurchaseAmount !== null && buy.minPurchaseAmount !== undefined) {
    // a purchase amount is reached once per cart: the offer applies once
    if (sum(units.filter(inBuy).map((u) => u.price)) >= buy.minPurchaseAmount) {
      const got = cheapFirst.filter(inGet).slice(0, getQty);
      if (got.length) {
        amount = sum(got.map((u) => u.price * share));
        uses = 1;
      }
    }
  }
  return uses ? amount : 'buyNotMet';
}

/**
 * What `offer` gives for `cart`, or why it gives nothing. Checks, in order: status, dates, store,
 * customer eligibility, usage limits, the products it applies to, the minimum requirement (on the
 * items it applies to), then computes by type. Money is rounded to 2 decimals.
 */
export function computeOffer(offer: Offer, cart: Cart): OfferResult {
  const now = cart.now.getTime();
  if (offer.status === false) return { applies: false, reason: 'inactive' };
  if (offer.startDate && Date.parse(offer.startDate) > now) return { applies: false, reason: 'notStarted' };
  if (offer.endDate && Date.parse(offer.endDate) < now) return { applies: false, reason: 'ended' };
  if (offer.store && cart.storeId && offer.store !== cart.storeId) return { applies: false, reason: 'otherStore' };
  if (!eligible(offer, cart)) return { applies: false, reason: 'notEligible' };
  const usage = cart.usage ?? { total: 0, byCustomer: 0 };
  if (hasTotalLimit(offer.usageLimits) && offer.limit !== null && offer.limit !== undefined && usage.total >= offer.limit) {
    return { applies: false, reason: 'limitReached' };
  }
  if (hasCustomerLimit(offer.usageLimits) && usage.byCustomer >= (offer.oneUserLimit ?? 1)) return { applies: false, reason: 'customerLimitReached' };

  const subtotal = sum(cart.lines.map(lineTotal));
  // Buy X get Y names its products on its two sides; Free shipping is for the whole cart
  const matching = offer.type === 'Buy X get Y' || offer.type === 'Free shipping' ? [...cart.lines] : cart.lines.filter((l) => lineMatches(l, offer));
  if (!matching.length) return { applies: false, reason: 'noMatchingProducts' };
  const matchingTotal = sum(matching.map(lineTotal));
  if (offer.minimumRequirements === 'Minimum purchase amount' && matchingTotal < (offer.minPurchaseAmount ?? 0)) return { applies: false, reason: 'minimumAmount' };
  if (offer.minimumRequirements === 'Minimum quantity of items' && sum(matching.map((l) => l.quantity)) < (offer.minQuantity ?? 0)) {
    return { applies: false, reason: 'minimumQuantity' };
  }

  let amount: number;
  let freeShipping = false;
  switch (offer.type) {
    case 'Percentage':
      amount = (matchingTotal * Math.min(100, Math.max(0, offer.parcentOff ?? offer.percentOff ?? 0))) / 100;
      break;
    case 'Fixed amount':
      amount = Math.min(Math.max(0, offer.amountOff ?? 0), matchingTotal);
      break;
    case 'Free shipping':
      amount = Math.max(0, cart.shippingPrice ?? 0);
      freeShipping = true;
      break;
    case 'Buy X get Y': {
      const got = buyXGetY(offer, cart);
      if (typeof got === 'string') return { applies: false, reason: got };
      amount = got;
      break;
    }
  }
  // the percent from the amount before rounding: 10% of a small cart stays 10, not 9.96
  const percentOfSubtotal = subtotal > 0 ? Math.min(100, round2((amount / subtotal) * 100)) : 0;
  return { applies: true, amount: round2(amount), freeShipping, percentOfSubtotal };
}
