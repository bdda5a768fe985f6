import { describe, expect, it } from 'vitest';
import {
  clampMax,
  copyName,
  EMPTY_PRODUCT_FILTER,
  isBlockedNumberKey,
  keepGap,
  maxInputMinimum,
  nameInStep,
  nonNegative,
  PRODUCT_NAME_MAX,
  productFilterQuery,
  productPreviewUrl,
  RANGE_SLIDER_GAP,
  sliderBounds,
} from './products';

describe('nameInStep', () => {
  const stored = { descriptions: [{ languageId: 2, name: 'Thé' }, { languageId: 1, name: 'Tea' }] };
  it.each([
    ['descriptions give the name', { name: 'x', descriptions: [{ languageId: 1, name: ' Green ' }] }, null, { name: 'Green' }],
    ['descriptions and the same name: nothing to add', { name: 'Green', descriptions: [{ languageId: 1, name: 'Green' }] }, null, {}],
    ['descriptions without the default language leave the name', { name: 'x', descriptions: [{ languageId: 2, name: 'Vert' }] }, null, {}],
    ['a blank default name leaves the name', { name: 'x', descriptions: [{ languageId: 1, name: '  ' }] }, null, {}],
    ['a name alone renames the stored default description', { name: 'Coffee' }, stored, { descriptions: [{ languageId: 2, name: 'Thé' }, { languageId: 1, name: 'Coffee' }] }],
    ['a name alone, no stored default description', { name: 'Coffee' }, { descriptions: [{ languageId: 2, name: 'Thé' }] }, {}],
    ['a name alone equal to the stored one', { name: 'Tea' }, stored, {}],
    ['nothing about names', { price: 3 }, stored, {}],
  ])('%s', (_what, values, before, expected) => {
    expect(nameInStep(values as Record<string, unknown>, before)).toEqual(expected);
  });
});

describe('copyName', () => {
  it('adds " (copy)" and keeps within the column', () => {
    expect(copyName('Mug')).toBe('Mug (copy)');
    expect(copyName(null)).toBe(' (copy)');
    const long = copyName('x'.repeat(PRODUCT_NAME_MAX));
    expect(long).toHaveLength(PRODUCT_NAME_MAX);
    expect(long.endsWith(' (copy)')).toBe(true);
  });
});

describe('the filter panel inputs', () => {
  it("block '+' and '-' only", () => {
    expect(['+', '-'].map(isBlockedNumberKey)).toEqual([true, true]);
    expect(['1', '.', 'Backspace', 'e'].map(isBlockedNumberKey)).toEqual([false, false, false, false]);
  });
  it.each([
    ['', undefined],
    ['0', 0],
    ['12.5', 12.5],
    ['.5', 0.5],
    ['-1', undefined],
    ['+1', undefined],
    ['1e3', undefined],
    ['abc', undefined],
    [7, 7],
    [-7, undefined],
  ] as const)('nonNegative(%j) = %j', (raw, expected) => {
    expect(nonNegative(raw)).toBe(expected);
  });
  it("the max input's minimum is the chosen min; a max below it is raised to it", () => {
    expect(maxInputMinimum(undefined)).toBe(0);
    expect(maxInputMinimum(40)).toBe(40);
    expect(clampMax(40, 10)).toBe(40);
    expect(clampMax(40, 50)).toBe(50);
    expect(clampMax(undefined, 10)).toBe(10);
    expect(clampMax(40, undefined)).toBeUndefined();
  });
});

describe('the range slider', () => {
  const bounds = { min: 0, max: 3000 };
  it.each([
    ['far apart: as moved', [100, 2000], 0, [100, 2000]],
    ['the low handle pushes the high one', [1800, 2000], 0, [1800, 2300]],
    ['the high handle pushes the low one', [1000, 1200], 1, [700, 1200]],
    ['pushed against the top', [2900, 3000], 0, [2500, 3000]],
    ['pushed against the bottom', [0, 100], 1, [0, 500]],
    ['exactly the gap', [1000, 1500], 1, [1000, 1500]],
    ['out of bounds is clamped', [-50, 5000], 0, [0, 3000]],
  ] as const)('%s', (_what, next, thumb, expected) => {
    const got = keepGap(next as [number, number], thumb, bounds);
    expect(got).toEqual(expected);
    expect(got[1] - got[0]).toBeGreaterThanOrEqual(RANGE_SLIDER_GAP);
  });
  it('bounds narrower than the gap give the whole range', () => {
    expect(keepGap([10, 20], 0, { min: 0, max: 300 })).toEqual([0, 300]);
  });
  it('bounds come from minmax, whole, at least the gap wide', () => {
    expect(sliderBounds({ min: 2.5, max: 999.2 })).toEqual({ min: 2, max: 1000 });
    expect(sliderBounds({ min: 10, max: 20 })).toEqual({ min: 10, max: 510 });
    expect(sliderBounds({ min: null, max: null })).toEqual({ min: 0, max: 500 });
    expect(sliderBounds(undefined)).toEqual({ min: 0, max: 500 });
  });
});

describe('productFilterQuery', () => {
  it('leaves out what is empty', () => {
    expect(productFilterQuery(EMPTY_PRODUCT_FILTER)).toEqual({});
  });
  it('sends trimmed texts, non-negative ranges, status as true/false and id lists', () => {
    expect(
      productFilterQuery({
        ...EMPTY_PRODUCT_FILTER,
        name: ' tea ',
        model: 'M-1',
        minPrice: '10',
        maxPrice: '5',
        minQuantity: '-3',
        maxQuantity: '8',
        status: 'disabled',
        categoryIds: [1, 2],
        productIds: [9],
      }),
    ).toEqual({ name: 'tea', model: 'M-1', minPrice: 10, maxPrice: 10, maxQuantity: 8, status: false, categoryIds: [1, 2], productIds: [9] });
    expect(productFilterQuery({ ...EMPTY_PRODUCT_FILTER, status: 'enabled' })).toEqual({ status: true });
  });
});

describe('productPreviewUrl', () => {
  it.each([
    [{ url: 'store1.example.com', ssl: true }, 'https://store1.example.com/product/7'],
    [{ url: 'store1.example.com', ssl: false }, 'http://store1.example.com/product/7'],
    [{ url: 'https://shop.example.com/' }, 'https://shop.example.com/product/7'],
    [{ url: '' }, undefined],
    [{ url: null }, undefined],
  ])('%j', (store, expected) => {
    expect(productPreviewUrl(store, 7)).toBe(expected);
  });
});
