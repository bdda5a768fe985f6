import { describe, expect, it } from 'vitest';
import { orderFilterQuery, parseOrderFilter } from './order-filter';

describe('order filter', () => {
  it('round-trips through the query string', () => {
    const filter = { status: 'new' as const, storeIds: [3, 1], dateFrom: '2026-01-01T00:00:00.000Z', minPrice: 5, deleted: false, telephone: '5551234' };
    const query = Object.fromEntries(new URLSearchParams(orderFilterQuery(filter)));
    expect(parseOrderFilter(query)).toEqual({ filter, errors: [] });
  });
  it('leaves blanks out of the query', () => {
    expect(orderFilterQuery({ status: undefined, storeIds: [], telephone: '' })).toBe('');
  });
  it('reduces a telephone to digits and accepts repeated list keys', () => {
    expect(parseOrderFilter({ telephone: '(555) 12', productIds: ['4', '5'] }).filter).toEqual({ telephone: '55512', productIds: [4, 5] });
  });
  it('refuses unknown keys, bad values and an end before the start', () => {
    const { errors } = parseOrderFilter({ colour: 'red', status: 'lost', storeIds: '1,x', dateFrom: '2026-02-01', dateTo: '2026-01-01', minPrice: 'cheap' });
    expect(errors.map((e) => e.path).sort()).toEqual(['colour', 'dateTo', 'minPrice', 'status', 'storeIds']);
  });
});
