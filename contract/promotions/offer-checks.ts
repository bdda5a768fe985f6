// The rules between the fields of a discount or a promo code (spec, second document, section 5,
// and the brief: an end before the start, a Buy X get Y without its two sides), checked on the
// record as it will be saved. The server runs them in the entities' validate hook.
import { messages } from '../messages';
import type { ValidationItem } from '../validate';
import type { Offer } from './offer-calculator';
import { hasTotalLimit, PROMOTION_TEXTS } from './offer-rules';

const blank = (v: unknown) => v === undefined || v === null || v === '';
const none = (v: unknown) => !Array.isArray(v) || v.length === 0;

/** Which percentage field the record keeps: `parcentOff` (discount) or `percentOff` (promo code). */
export type PercentField = 'parcentOff' | 'percentOff';

/** Items `{path, msg}` for what the chosen type, applies-to, eligibility, minimum and limit need. */
export function offerErrors(offer: Partial<Offer>, percentField: PercentField): ValidationItem[] {
  const errors: ValidationItem[] = [];
  const need = (path: string, label: string, value: unknown) => {
    if (blank(value)) errors.push({ path, msg: messages.required(label) });
  };
  if (offer.startDate && offer.endDate && Date.parse(offer.endDate) < Date.parse(offer.startDate)) {
    errors.push({ path: 'endDate', msg: PROMOTION_TEXTS.endBeforeStart });
  }
  if (offer.type === 'Percentage') need(percentField, 'Percent off', offer[percentField]);
  if (offer.type === 'Fixed amount') need('amountOff', 'Amount off', offer.amountOff);
  if (offer.type === 'Buy X get Y') {
    const buy = offer.customerBuy ?? {};
    const get = offer.customerGet ?? {};
    if (blank(buy.quantity) && blank(buy.minPurchaseAmount)) errors.push({ path: 'customerBuy.quantity', msg: PROMOTION_TEXTS.buySideRequired });
    if (blank(get.quantity)) errors.push({ path: 'customerGet.quantity', msg: PROMOTION_TEXTS.getSideRequired });
    if (get.type === 'Percentage' && blank(get.parcentOff)) errors.push({ path: 'customerGet.parcentOff', msg: PROMOTION_TEXTS.getPercentRequired });
    for (const side of ['customerBuy', 'customerGet'] as const) {
      const s = offer[side] ?? {};
      if (s.appliesTo === 'Specific products' && none(s.products)) errors.push({ path: `${side}.products`, msg: PROMOTION_TEXTS.chooseProducts });
      if (s.appliesTo === 'Specific collections' && none(s.productGroup)) errors.push({ path: `${side}.productGroup`, msg: PROMOTION_TEXTS.chooseCollections });
    }
  } else if (offer.type !== 'Free shipping') {
    if (offer.appliesTo === 'Specific products' && none(offer.products)) errors.push({ path: 'products', msg: PROMOTION_TEXTS.chooseProducts });
    if (offer.appliesTo === 'Specific collections' && none(offer.productGroup)) errors.push({ path: 'productGroup', msg: PROMOTION_TEXTS.chooseCollections });
  }
  if (offer.customerEligibility === 'Specific groups of customers' && none(offer.customerGroup)) {
    errors.push({ path: 'customerGroup', msg: PROMOTION_TEXTS.chooseCustomerGroups });
  }
  if (offer.customerEligibility === 'Specific customers' && none(offer.customers)) errors.push({ path: 'customers', msg: PROMOTION_TEXTS.chooseCustomers });
  if (offer.minimumRequirements === 'Minimum purchase amount') need('minPurchaseAmount', 'Minimum purchase amount', offer.minPurchaseAmount);
  if (offer.minimumRequirements === 'Minimum quantity of items') need('minQuantity', 'Minimum quantity of items', offer.minQuantity);
  if (hasTotalLimit(offer.usageLimits)) need('limit', 'Total uses', offer.limit);
  return errors;
}

/** The fields shown or hidden by the offer's choices (customerBuy and customerGet: by its type). */
export const OFFER_CONDITIONAL_FIELDS = [
  'parcentOff', 'percentOff', 'amountOff', 'appliesTo', 'products', 'productGroup', 'customerGroup', 'customers',
  'minPurchaseAmount', 'minQuantity', 'limit', 'oneUserLimit',
] as const;

/**
 * Which fields of the form matter for the record as typed: the others are hidden. `customerBuy` and
 * `customerGet` only for Buy X get Y; `products` / `productGroup` by `appliesTo`, and so on.
 */
export function offerFieldShown(field: string, offer: Partial<Offer>): boolean {
  const type = offer.type;
  switch (field) {
    case 'parcentOff':
    case 'percentOff':
      return type === 'Percentage';
    case 'amountOff':
      return type === 'Fixed amount';
    case 'appliesTo':
      return type !== 'Buy X get Y' && type !== 'Free shipping';
    case 'products':
      return type !== 'Buy X get Y' && type !== 'Free shipping' && offer.appliesTo === 'Specific products';
    case 'productGroup':
      return type !== 'Buy X get Y' && type !== 'Free shipping' && offer.appliesTo === 'Specific collections';
    case 'customerBuy':
    case 'customerGet':
      return type === 'Buy X get Y';
    case 'customerGroup':
      return offer.customerEligibility === 'Specific groups of customers';
    case 'customers':
      return offer.customerEligibility === 'Specific customers';
    case 'minPurchaseAmount':
      return offer.minimumRequirements === 'Minimum purchase amount';
    case 'minQuantity':
      return offer.minimumRequirements === 'Minimum quantity of items';
    case 'limit':
      return hasTotalLimit(offer.usageLimits);
    case 'oneUserLimit':
      return offer.usageLimits === 'One use per customer' || offer.usageLimits === 'Total limit and one use per customer';
    default:
      return true;
  }
}
