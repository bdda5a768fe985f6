import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { offerErrors, offerFieldShown } from './offer-checks';
import { statsRange } from './franchise-stats';
import { PROMOTION_TEXTS } from './offer-rules';

describe('offerErrors', () => {
  it('passes a complete record of each type', () => {
    expect(offerErrors({ type: 'Percentage', parcentOff: 5 }, 'parcentOff')).toEqual([]);
    expect(offerErrors({ type: 'Percentage', percentOff: 5 }, 'percentOff')).toEqual([]);
    expect(offerErrors({ type: 'Fixed amount', amountOff: 5 }, 'parcentOff')).toEqual([]);
    expect(offerErrors({ type: 'Free shipping', appliesTo: 'Specific products' }, 'parcentOff')).toEqual([]);
    expect(offerErrors({ type: 'Buy X get Y', customerBuy: { minPurchaseAmount: 30 }, customerGet: { quantity: 1, type: 'Free' } }, 'parcentOff')).toEqual([]);
  });

  it('names what Buy X get Y sides, and their product choices, lack', () => {
    expect(
      offerErrors({ type: 'Buy X get Y', customerBuy: { appliesTo: 'Specific products', products: [] }, customerGet: { type: 'Percentage', appliesTo: 'Specific collections' } }, 'parcentOff'),
    ).toEqual([
      { path: 'customerBuy.quantity', msg: PROMOTION_TEXTS.buySideRequired },
      { path: 'customerGet.quantity', msg: PROMOTION_TEXTS.getSideRequired },
      { path: 'customerGet.parcentOff', msg: PROMOTION_TEXTS.getPercentRequired },
      { path: 'customerBuy.products', msg: PROMOTION_TEXTS.chooseProducts },
      { path: 'customerGet.productGroup', msg: PROMOTION_TEXTS.chooseCollections },
    ]);
  });

  it('refuses an end before the start, and takes an equal end', () => {
    expect(offerErrors({ type: 'Free shipping', startDate: '2026-01-02T00:00:00Z', endDate: '2026-01-01T23:59:59Z' }, 'parcentOff')).toEqual([
      { path: 'endDate', msg: PROMOTION_TEXTS.endBeforeStart },
    ]);
    expect(offerErrors({ type: 'Free shipping', startDate: '2026-01-02T00:00:00Z', endDate: '2026-01-02T00:00:00Z' }, 'parcentOff')).toEqual([]);
  });

  it('asks for the groups, the minimum amount and the limit its choices name', () => {
    expect(
      offerErrors({ type: 'Free shipping', customerEligibility: 'Specific groups of customers', minimumRequirements: 'Minimum purchase amount', usageLimits: 'Total limit and one use per customer' }, 'parcentOff'),
    ).toEqual([
      { path: 'customerGroup', msg: PROMOTION_TEXTS.chooseCustomerGroups },
      { path: 'minPurchaseAmount', msg: messages.required('Minimum purchase amount') },
      { path: 'limit', msg: messages.required('Total uses') },
    ]);
  });
});

describe('offerFieldShown', () => {
  it('shows the value of the chosen type only, and the sides only for Buy X get Y', () => {
    expect(offerFieldShown('parcentOff', { type: 'Percentage' })).toBe(true);
    expect(offerFieldShown('parcentOff', { type: 'Fixed amount' })).toBe(false);
    expect(offerFieldShown('amountOff', { type: 'Fixed amount' })).toBe(true);
    expect(offerFieldShown('customerBuy', { type: 'Percentage' })).toBe(false);
    expect(offerFieldShown('customerGet', { type: 'Buy X get Y' })).toBe(true);
    expect(offerFieldShown('appliesTo', { type: 'Buy X get Y' })).toBe(false);
  });

  it('shows products, groups, customers, minimum and limits by their choices', () => {
    expect(offerFieldShown('products', { type: 'Percentage', appliesTo: 'Specific products' })).toBe(true);
    expect(offerFieldShown('productGroup', { type: 'Percentage', appliesTo: 'Specific products' })).toBe(false);
    expect(offerFieldShown('customers', { customerEligibility: 'Specific customers' })).toBe(true);
    expect(offerFieldShown('customerGroup', { customerEligibility: 'Everyone' })).toBe(false);
    expect(offerFieldShown('minQuantity', { minimumRequirements: 'Minimum quantity of items' })).toBe(true);
    expect(offerFieldShown('limit', { usageLimits: 'One use per customer' })).toBe(false);
    expect(offerFieldShown('oneUserLimit', { usageLimits: 'One use per customer' })).toBe(true);
    expect(offerFieldShown('name', {})).toBe(true);
  });
});

describe('statsRange', () => {
  const now = new Date('2026-06-30T00:00:00Z');
  it('defaults to the last 30 days', () => {
    expect(statsRange({}, now)).toEqual({ range: { dateFrom: '2026-05-31T00:00:00.000Z', dateTo: '2026-06-30T00:00:00.000Z' }, errors: [] });
  });
  it('refuses an end before the start, and dates that do not exist', () => {
    expect(statsRange({ dateFrom: '2026-02-01', dateTo: '2026-01-01' }, now).errors).toEqual([{ path: 'dateTo', msg: messages.dateToBeforeFrom }]);
    expect(statsRange({ dateFrom: '2026-02-30' }, now).errors).toEqual([{ path: 'dateFrom', msg: messages.wrongType }]);
  });
});
