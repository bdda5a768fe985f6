import { describe, expect, it } from 'vitest';
import { orderTotals, productPrice, type PricedProduct } from './product-price';

const size = (required: boolean, prefix: string | null): PricedProduct['productOptions'] => [
  {
    required,
    option: { optionId: 1, name: 'Size', type: 'radio' },
    values: [
      { optionValueId: 11, name: 'S', price: 2, pricePrefix: prefix, sortOrder: 1 },
      { optionValueId: 12, name: 'L', price: 5, pricePrefix: prefix, sortOrder: 3 },
      { optionValueId: 13, name: 'M', price: 3.333, pricePrefix: prefix, sortOrder: 2 },
    ],
  },
];

describe('productPrice', () => {
  it('is the base price without options', () => {
    expect(productPrice({ price: 10.005 })).toBe(10.01);
  });
  it('adds a prefixed chosen value to the base price', () => {
    expect(productPrice({ price: 10, productOptions: size(false, '+') }, { 1: 11 })).toBe(12);
  });
  it('replaces the base price with an unprefixed value', () => {
    expect(productPrice({ price: 10, productOptions: size(false, null) }, { 1: 13 })).toBe(3.33);
  });
  it('uses the highest sortOrder value of a required option when none is chosen', () => {
    expect(productPrice({ price: 10, productOptions: size(true, '+') })).toBe(15);
  });
  it('ignores an optional option left unchosen', () => {
    expect(productPrice({ price: 10, productOptions: size(false, '+') })).toBe(10);
  });
  it('uses the highest sortOrder value of a select whose values subtract stock', () => {
    const productOptions: PricedProduct['productOptions'] = [
      {
        option: { optionId: 2, type: 'select' },
        values: [
          { optionValueId: 21, price: 1, pricePrefix: '+', sortOrder: 5, subtract: true },
          { optionValueId: 22, price: 4, pricePrefix: '+', sortOrder: 1, subtract: true },
        ],
      },
    ];
    expect(productPrice({ price: 10, productOptions })).toBe(11);
    expect(productPrice({ price: 10, productOptions }, { 2: 22 })).toBe(14);
  });
  it('applies replacements before additions, and checkbox lists', () => {
    const productOptions: PricedProduct['productOptions'] = [
      { option: { optionId: 3, type: 'checkbox' }, values: [
        { optionValueId: 31, price: 1, pricePrefix: '+', sortOrder: 1 },
        { optionValueId: 32, price: 2, pricePrefix: '+', sortOrder: 2 },
      ] },
      { option: { optionId: 4, type: 'radio' }, values: [{ optionValueId: 41, price: 20, pricePrefix: '', sortOrder: 1 }] },
    ];
    expect(productPrice({ price: 10, productOptions }, { 3: [31, 32], 4: 41 })).toBe(23);
  });
});

describe('orderTotals', () => {
  it('sums lines, adds tax and the rounded delivery fee', () => {
    expect(orderTotals([{ price: 10.1 }, { price: 5.25 }], { taxPercent: 10, deliveryFee: 4.6 })).toEqual({
      total: 15.35,
      tax: 1.54,
      shippingPrice: 5,
      totalprice: 21.89,
    });
  });
});
