// The product price rule (spec, second document, section 5).
import { round2 } from '../money';

export const PRODUCT_OPTION_TYPES = ['select', 'checkbox', 'radio', 'color', 'image'] as const;
export type OptionType = (typeof PRODUCT_OPTION_TYPES)[number];

export interface ProductOptionValue {
  optionValueId: number;
  name?: string;
  price: number;
  /** '+' adds the value's price to the base price, '-' takes it off; empty replaces the base price */
  pricePrefix?: string | null;
  subtract?: boolean;
  sortOrder: number;
  pointsPrefix?: string | null;
}

export interface ProductOption {
  required?: boolean;
  option: { optionId: number; name?: string; source?: string | null; type: OptionType };
  values: ProductOptionValue[];
}

export interface PricedProduct {
  price: number;
  productOptions?: ProductOption[] | null;
}

/** Chosen values per option: optionId -> optionValueId, or a list of them (checkboxes). */
export type ChosenOptions = Record<string | number, number | number[] | undefined>;

export interface AppliedOption {
  option: ProductOption['option'];
  value: ProductOptionValue;
}

/** The value the rule picks when the buyer chose none: the one with the highest sortOrder. */
const highestSortOrder = (values: ProductOptionValue[]) =>
  values.reduce<ProductOptionValue | undefined>((best, v) => (!best || v.sortOrder > best.sortOrder ? v : best), undefined);

/**
 * The option values that take part in the price: the chosen ones, and for an option with nothing
 * chosen that is required, or is a select whose values subtract stock, the value with the highest
 * sortOrder. Unknown value ids are ignored.
 */
export function appliedOptions(product: PricedProduct, chosen: ChosenOptions = {}): AppliedOption[] {
  const applied: AppliedOption[] = [];
  for (const po of product.productOptions ?? []) {
    const raw = chosen[po.option.optionId];
    const ids = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    let values = po.values.filter((v) => ids.includes(v.optionValueId));
    if (!values.length && (po.required || (po.option.type === 'select' && po.values.some((v) => v.subtract)))) {
      const v = highestSortOrder(po.values);
      values = v ? [v] : [];
    }
    for (const value of values) applied.push({ option: po.option, value });
  }
  return applied;
}

/**
 * Unit price of a product with options: a value without a price prefix replaces the base price,
 * one with '+' adds to it ('-' takes off); replacements apply first. Rounded to 2 decimals.
 */
export function productPrice(product: PricedProduct, chosen: ChosenOptions = {}): number {
  const applied = appliedOptions(product, chosen);
  let price = Number(product.price) || 0;
  for (const { value } of applied) if (!value.pricePrefix) price = Number(value.price) || 0;
  for (const { value } of applied) {
    if (value.pricePrefix === '+') price += Number(value.price) || 0;
    else if (value.pricePrefix === '-') price -= Number(value.price) || 0;
  }
  return round2(Math.max(0, price));
}

export interface OrderTotals {
  total: number;
  tax: number;
  shippingPrice: number;
  totalprice: number;
}

/**
 * Totals of an order from its line prices: total = sum of lines; tax = total x taxPercent;
 * shipping is the store's delivery fee rounded to a whole number; totalprice = total + tax + shipping.
 */
export function orderTotals(lines: { price: number }[], opts: { taxPercent?: number | null; deliveryFee?: number | null } = {}): OrderTotals {
  const total = round2(lines.reduce((s, l) => s + (Number(l.price) || 0), 0));
  const tax = round2((total * (opts.taxPercent ?? 0)) / 100);
  const shippingPrice = Math.round(opts.deliveryFee ?? 0);
  return { total, tax, shippingPrice, totalprice: round2(total + tax + shippingPrice) };
}
