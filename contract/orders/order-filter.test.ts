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
  it('takes a repeated key only for a list field', () => {
    const { errors } = parseOrderFilter({ status: ['new', 'done'], orderId: ['1', '2'], dateFrom: ['2026-01-01', '2026-01-02'], sort: ['total', 'total'], storeIds: ['1', '2'] });
    expect(errors.map((e) => e.path).sort()).toEqual(['dateFrom', 'orderId', 'sort', 'status']);
  });
  it('reads ids, amounts and dates strictly', () => {
    for (const bad of [' 1', '1e0', '0x10', '01', '1.0', '9007199254740993']) {
      expect(parseOrderFilter({ orderId: bad, storeIds: `2,${bad}` }).errors.map((e) => e.path), bad).toEqual(['orderId', 'storeIds']);
    }
    for (const bad of ['1e300', '0x10', 'Infinity', '1000000000000']) expect(parseOrderFilter({ minPrice: bad }).errors.map((e) => e.path), bad).toEqual(['minPrice']);
    for (const bad of ['10000-01-01', '+010000-01-01T00:00:00Z', '2026-01-01T00:00:00-23:59', '275760-09-13', 'Tue 1', '1']) {
      expect(parseOrderFilter({ dateFrom: bad }).errors.map((e) => e.path), bad).toEqual(['dateFrom']);
    }
    expect(parseOrderFilter({ dateFrom: '2026-01-01T00:00:00+14:00', minPrice: '999999999999.99', orderId: '42' })).toEqual({
      filter: { dateFrom: '2025-12-31T10:00:00.000Z', minPrice: 999999999999.99, orderId: 42 },
      errors: [],
    });
  });
});
