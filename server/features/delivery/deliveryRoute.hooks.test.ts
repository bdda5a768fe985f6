import { describe, expect, it } from 'vitest';
import { normaliseStops } from './deliveryRoute.hooks';

describe('normaliseStops', () => {
  it('orders the stops by sortOrder and numbers them again from 0', () => {
    expect(normaliseStops([{ sortOrder: 5, orderId: 9 }, { sortOrder: 1, orderId: 7 }, { sortOrder: 3, orderId: 8 }])).toEqual([
      { sortOrder: 0, orderId: 7 },
      { sortOrder: 1, orderId: 8 },
      { sortOrder: 2, orderId: 9 },
    ]);
  });
  it('keeps the given order for stops without sortOrder or with equal ones', () => {
    expect(normaliseStops([{ orderId: 3 }, { orderId: 1 }, { sortOrder: 1, orderId: 2 }]).map((s) => s.orderId)).toEqual([3, 1, 2]);
    expect(normaliseStops([{ sortOrder: 0, orderId: 4 }, { sortOrder: 0, orderId: 2 }]).map((s) => s.orderId)).toEqual([4, 2]);
  });
  it('reads a missing list as no stops', () => {
    expect(normaliseStops(null)).toEqual([]);
  });
});
