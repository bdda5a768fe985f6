import { describe, expect, it } from 'vitest';
import { BUSINESS_PATHS, PAYMENT_PATHS, balanceTone, businessPath, cents, paymentPath } from './businesses';
import { business } from './entities/business';
import { equipment } from './entities/business/equipment';

describe('the top bar balance tone', () => {
  it.each([
    [1, 'positive'],
    [0.5, 'positive'], // shown as $1
    [0.49, 'negative'], // shown as $0
    [0, 'negative'],
    [-0.4, 'negative'],
    [-250, 'negative'],
  ] as const)('%s is %s', (balance, tone) => {
    expect(balanceTone(balance)).toBe(tone);
  });
});

describe('money in cents', () => {
  it.each([
    [1.005, 1.01],
    [0.1 + 0.2, 0.3],
    [-12.345, -12.34],
    [250100.5, 250100.5],
  ])('%s -> %s', (value, expected) => {
    expect(cents(value)).toBe(expected);
  });
});

describe('the calls sit beside their entities', () => {
  it('puts the business and equipment calls under their generic bases, at fixed segments', () => {
    expect(businessPath(BUSINESS_PATHS.statistics)).toBe(`/${business.service}/${business.rest}/s`);
    expect(businessPath(BUSINESS_PATHS.ledger(2, 10))).toBe(`/${business.service}/${business.rest}/transaction/2/10`);
    expect(businessPath(BUSINESS_PATHS.equipmentWorkedHours(7))).toBe(`/${equipment.service}/${equipment.rest}/worked_hours/7`);
    expect(paymentPath(PAYMENT_PATHS.plans(1, 10))).toBe('/payment/plan/r/1/10');
    expect(paymentPath(PAYMENT_PATHS.subscribe(3))).toBe('/payment/plan/3');
  });
});
