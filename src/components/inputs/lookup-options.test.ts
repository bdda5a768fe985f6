import { describe, expect, it } from 'vitest';
import { entities } from '../../../contract/entities';
import { mergeOptions, missingIds, toLookupOption } from './lookup-options';

describe('lookup options', () => {
  it('are named and told apart as the declaration says, keeping the row read', () => {
    const row = { id: 181, customerId: 181, firstname: 'Ann', lastname: 'Lee', telephone: '+12025550101', email: null };
    expect(toLookupOption(entities.customer, row)).toEqual({ id: 181, label: 'Ann Lee', detail: '(202) 555-0101', record: row });
  });

  it('merge pages in order without duplicates', () => {
    const o = (id: number) => ({ id, label: `P${id}`, detail: '', record: {} });
    expect(mergeOptions([[o(1), o(2)], [o(2), o(3)]]).map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it('read by id only the held records whose names are not known', () => {
    expect(missingIds([181, 3, 181, 2], new Map([[3, 'known']]))).toEqual([2, 181]);
    expect(missingIds([], new Map())).toEqual([]);
    expect(missingIds([Number.NaN, 0], new Map())).toEqual([]);
  });
});
