import { describe, expect, it } from 'vitest';
import type { EntityDeclaration } from '../../contract/entity';
import { entities } from '../../contract/entities';
import { countedByCounters, isActiveFilter, listIndexes, listOrder } from './list-order';

type Decl = Pick<EntityDeclaration, 'id' | 'sort' | 'filters' | 'table' | 'large'>;

const base: Decl = { id: 'thingId', table: 'thing', filters: {}, sort: { field: 'lastName', order: 'ASC' } };
const columns = new Map([
  ['id', 'bigint'],
  ['deleted', 'boolean'],
  ['date_added', 'timestamptz'],
  ['last_name', 'text'],
  ['phone', 'text'],
  ['store_id', 'bigint'],
  ['status', 'boolean'],
]);

describe('listOrder', () => {
  it('sorts by the declared field, nulls last, then by id in the same direction', () => {
    expect(listOrder(base)).toEqual([
      { column: 'last_name', dir: 'ASC', nullsLast: true },
      { column: 'id', dir: 'ASC', nullsLast: false },
    ]);
  });

  it('takes the asked field and order over the declared ones', () => {
    expect(listOrder(base, 'dateAdded', 'DESC')).toEqual([
      { column: 'date_added', dir: 'DESC', nullsLast: true },
      { column: 'id', dir: 'DESC', nullsLast: false },
    ]);
  });

  it('sorts by id alone when asked for the id or when nothing is declared (newest first)', () => {
    expect(listOrder(base, 'thingId', 'ASC')).toEqual([{ column: 'id', dir: 'ASC', nullsLast: false }]);
    expect(listOrder({ id: 'thingId' })).toEqual([{ column: 'id', dir: 'DESC', nullsLast: false }]);
  });
});

describe('listIndexes', () => {
  it('indexes the default sort after deleted, with the id tie-breaker', () => {
    expect(listIndexes(base, columns)).toEqual([
      { name: 'thing_list_sort_idx', method: 'btree', keys: ['deleted', '"last_name" ASC NULLS LAST', '"id" ASC'] },
    ]);
  });

  it('adds the sort after each equality filter, a range index for gte/lte, a trigram index for ILIKE', () => {
    const decl: Decl = {
      ...base,
      filters: {
        storeId: { op: 'eq' },
        stores: { field: 'storeId', op: 'in' },
        phone: { op: 'ilike' },
        from: { field: 'dateAdded', op: 'gte' },
        to: { field: 'dateAdded', op: 'lte' },
      },
    };
    expect(listIndexes(decl, columns).slice(1)).toEqual([
      { name: 'thing_store_id_list_idx', method: 'btree', keys: ['deleted', '"store_id"', '"last_name" ASC NULLS LAST', '"id" ASC'] },
      { name: 'thing_phone_trgm_idx', method: 'gin', keys: ['"phone" gin_trgm_ops'] },
      { name: 'thing_date_added_range_idx', method: 'btree', keys: ['deleted', '"date_added"'] },
    ]);
  });

  it('skips what needs no index of its own or cannot have one', () => {
    const decl: Decl = {
      ...base,
      filters: {
        thingId: { op: 'eq' }, // the primary key
        lastName: { op: 'eq' }, // the sort index leads with it
        storeId: { op: 'ilike' }, // not text: no trigram index
        gone: { op: 'eq' }, // no such column
      },
    };
    expect(listIndexes(decl, columns).map((i) => i.name)).toEqual(['thing_list_sort_idx']);
  });

  it('needs no sort index when the list sorts by id (the engine indexes (deleted, id))', () => {
    expect(listIndexes({ ...base, sort: undefined, filters: { status: { op: 'eq' } } }, columns)).toEqual([
      { name: 'thing_status_list_idx', method: 'btree', keys: ['deleted', '"status"', '"id" DESC'] },
    ]);
  });

  it('covers every filter the customer list offers', () => {
    const names = listIndexes(entities.customer, new Map([...columns, ['firstname', 'text'], ['lastname', 'text'], ['telephone', 'text'], ['email', 'text']]))
      .map((i) => i.name)
      .sort();
    expect(names).toEqual(
      ['customer_list_sort_idx', 'customer_firstname_trgm_idx', 'customer_lastname_trgm_idx', 'customer_telephone_trgm_idx', 'customer_email_trgm_idx', 'customer_store_id_list_idx', 'customer_status_list_idx'].sort(),
    );
  });
});

describe('countedByCounters', () => {
  const large: Decl = { ...base, large: true, filters: { phone: { op: 'ilike' }, status: { op: 'eq' } } };

  it('reads a large entity default view total from the counters', () => {
    expect(countedByCounters(large, {})).toBe(true);
    // empty filter values are not applied by the list, nor keys that are not declared filters
    expect(countedByCounters(large, { phone: '', status: undefined, other: 'x' })).toBe(true);
  });

  it('counts the rows of any filtered view, and of every entity not declared large', () => {
    expect(countedByCounters(large, { phone: '555' })).toBe(false);
    expect(countedByCounters(large, { status: false })).toBe(false);
    expect(countedByCounters({ ...large, large: undefined }, {})).toBe(false);
  });

  it('takes false and 0 as filter values, not as absent', () => {
    expect([false, 0, 'a'].map(isActiveFilter)).toEqual([true, true, true]);
    expect([undefined, null, ''].map(isActiveFilter)).toEqual([false, false, false]);
  });
});
