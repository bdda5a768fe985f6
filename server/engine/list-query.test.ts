import { describe, expect, it } from 'vitest';
import { defineEntity } from '../../contract/entity';
import { entities } from '../../contract/entities';
import type { ValidationItem } from '../../contract/validate';
import { ValidationError } from '../http/errors';
import { parseFlag, parseId, parseIds, parseListQuery, parsePage, parseQueryValue, parseRelationIds, parseSearch } from './list-query';

const user = entities.user;
const page1 = { page: '1', count: '10' };

const itemsOf = (fn: () => unknown): ValidationItem[] => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ValidationError) return e.items;
    throw e;
  }
  throw new Error('expected a ValidationError');
};

describe('parseListQuery', () => {
  it('defaults: active rows, no filters, the declared sort', () => {
    expect(parseListQuery(user, page1, {})).toEqual({ page: 1, count: 10, deleted: false, filters: {}, sort: undefined, order: undefined });
  });

  it('reads the archived flag, sort and order', () => {
    expect(parseListQuery(user, page1, { deleted: 'true', sort: 'email', order: 'asc' })).toMatchObject({ deleted: true, sort: 'email', order: 'ASC' });
    expect(parseListQuery(user, page1, { sort: 'userId', order: 'DESC' })).toMatchObject({ sort: 'userId', order: 'DESC' });
    expect(parseListQuery(user, page1, { sort: 'dateAdded' })).toMatchObject({ sort: 'dateAdded' });
  });

  it('types filter values by their field and skips blank ones', () => {
    expect(parseListQuery(user, page1, { status: 'false', user_group_id: '3', username: 'ann', email: '' }).filters).toEqual({
      status: false,
      user_group_id: 3,
      username: 'ann',
    });
  });

  it('splits "in" filters on commas', () => {
    const decl = defineEntity({ ...user, filters: { user_group_id: { op: 'in' } } });
    expect(parseListQuery(decl, page1, { user_group_id: '1,2' }).filters).toEqual({ user_group_id: [1, 2] });
    expect(itemsOf(() => parseListQuery(decl, page1, { user_group_id: '1,x' }))).toEqual([{ path: 'user_group_id', msg: 'Wrong value type.' }]);
  });

  it('refuses unknown keys, bad values, write-only and structured sort fields, all in one answer', () => {
    expect(
      itemsOf(() => parseListQuery(user, { page: '0', count: '5001' }, { bogus: '1', deleted: 'maybe', status: 'yes', sort: 'password', order: 'up' })),
    ).toEqual([
      { path: 'page', msg: expect.any(String) },
      { path: 'count', msg: expect.any(String) },
      { path: 'bogus', msg: 'Unknown field.' },
      { path: 'deleted', msg: expect.any(String) },
      { path: 'status', msg: 'Wrong value type.' },
      { path: 'sort', msg: expect.any(String) },
      { path: 'order', msg: expect.any(String) },
    ]);
    expect(itemsOf(() => parseListQuery(user, page1, { sort: 'salary' }))).toEqual([{ path: 'sort', msg: expect.any(String) }]);
    expect(itemsOf(() => parseListQuery(user, page1, { user_group_id: '99999999999999999999' }))).toEqual([
      { path: 'user_group_id', msg: 'Wrong value type.' },
    ]);
  });

  it('refuses a repeated key unless its filter takes a list', () => {
    expect(itemsOf(() => parseListQuery(user, page1, { username: ['a', 'b'], sort: ['email', 'email'], order: ['ASC', 'DESC'], deleted: ['true', 'true'] }))).toEqual([
      { path: 'username', msg: 'Wrong value type.' },
      { path: 'sort', msg: 'Wrong value type.' },
      { path: 'order', msg: 'Wrong value type.' },
      { path: 'deleted', msg: 'Wrong value type.' },
    ]);
    const decl = defineEntity({ ...user, filters: { user_group_id: { op: 'in' } } });
    expect(parseListQuery(decl, page1, { user_group_id: ['1', '2'] }).filters).toEqual({ user_group_id: [1, 2] });
  });
});

describe('parsePage', () => {
  it('accepts pages from 1 and sizes from 1 to 5000', () => {
    expect(parsePage({ page: '3', count: '5000' })).toEqual({ page: 3, count: 5000, errors: [] });
    expect(parsePage({ page: '1.5', count: '0' }).errors.map((e) => e.path)).toEqual(['page', 'count']);
    expect(parsePage({ page: 'x', count: '10' }).errors.map((e) => e.path)).toEqual(['page']);
    expect(parsePage({ page: '1e30', count: '10' }).errors.map((e) => e.path)).toEqual(['page']);
    for (const bad of ['1e1', '0x10', ' 1', '01', '1.0']) expect(parsePage({ page: bad, count: bad }).errors.map((e) => e.path), bad).toEqual(['page', 'count']);
  });
});

describe('parseQueryValue', () => {
  it('parses by field type', () => {
    expect(parseQueryValue({ type: 'boolean' }, '1')).toBe(true);
    expect(parseQueryValue({ type: 'boolean' }, 'no')).toBeUndefined();
    expect(parseQueryValue({ type: 'number' }, '2.5')).toBe(2.5);
    expect(parseQueryValue({ type: 'integer' }, '2.5')).toBeUndefined();
    expect(parseQueryValue({ type: 'integer' }, '3000000000')).toBeUndefined();
    expect(parseQueryValue({ type: 'integer' }, ' ')).toBeUndefined();
    expect(parseQueryValue({ type: 'datetime' }, '2026-01-02T03:04:05Z')).toBe('2026-01-02T03:04:05.000Z');
    expect(parseQueryValue({ type: 'datetime' }, 'soon')).toBeUndefined();
    expect(parseQueryValue({ type: 'string' }, 'a\u0000')).toBeUndefined();
    expect(parseQueryValue({ type: 'string' }, ['a', 'b'])).toBeUndefined();
  });

  it('reads strictly: plain decimals, plain ids, dates in range, no NUL', () => {
    for (const bad of ['1e300', '0x10', ' 1', '1e3', 'Infinity']) expect(parseQueryValue({ type: 'number' }, bad), bad).toBeUndefined();
    expect(parseQueryValue({ type: 'number' }, '10000000000000')).toBeUndefined(); // past NUMBER_MAX
    for (const bad of ['01', '1e0', '0', '1.0']) expect(parseQueryValue({ type: 'reference' }, bad), bad).toBeUndefined();
    expect(parseQueryValue({ type: 'reference' }, '12')).toBe(12);
    for (const bad of ['10000-01-01', '2026-01-01T00:00:00-23:59', '+010000-01-01T00:00:00Z']) {
      expect(parseQueryValue({ type: 'datetime' }, bad), bad).toBeUndefined();
    }
    expect(parseQueryValue({ type: 'string' }, '\ud800')).toBeUndefined();
  });

  it('a repeated key only for a list: values from every repeat, each checked', () => {
    expect(parseQueryValue({ type: 'reference' }, ['1,2', '3'], true)).toEqual([1, 2, 3]);
    expect(parseQueryValue({ type: 'reference' }, ['1', 'x'], true)).toBeUndefined();
    expect(parseQueryValue({ type: 'reference' }, ',', true)).toBeUndefined();
    expect(parseQueryValue({ type: 'reference' }, ['1', '2'])).toBeUndefined();
  });
});

describe('parseSearch', () => {
  it('the first present key as text; a repeated key, NUL or lone surrogate is refused', () => {
    expect(parseSearch({ q: 'ann' }, 'name', 'q')).toBe('ann');
    expect(parseSearch({ name: 'bo', q: 'ann' }, 'name', 'q')).toBe('bo');
    expect(parseSearch({ name: '' }, 'name')).toBeUndefined();
    expect(itemsOf(() => parseSearch({ name: ['a', 'b'] }, 'name'))).toEqual([{ path: 'name', msg: 'Wrong value type.' }]);
    expect(itemsOf(() => parseSearch({ q: 'a\u0000' }, 'name', 'q'))).toEqual([{ path: 'q', msg: 'Wrong value type.' }]);
  });
});

describe('ids', () => {
  it('parseIds takes a list or {ids}, removes repeats, refuses empty, bad and too many', () => {
    expect(parseIds([1, '2', 2])).toEqual([1, 2]);
    expect(parseIds({ ids: [3] })).toEqual([3]);
    expect(itemsOf(() => parseIds([]))).toEqual([{ path: 'ids', msg: expect.any(String) }]);
    expect(itemsOf(() => parseIds({}))).toEqual([{ path: 'ids', msg: expect.any(String) }]);
    expect(itemsOf(() => parseIds([1, 0]))).toEqual([{ path: 'ids.1', msg: 'Wrong value type.' }]);
    expect(itemsOf(() => parseIds([1.5]))).toEqual([{ path: 'ids.0', msg: 'Wrong value type.' }]);
    expect(itemsOf(() => parseIds(Array.from({ length: 5001 }, (_, i) => i + 1)))).toEqual([{ path: 'ids', msg: expect.any(String) }]);
  });

  it('parseId takes a positive whole number, in plain decimal digits only', () => {
    expect(parseId('7')).toBe(7);
    for (const bad of ['x', '0', '-1', '1.5', '1e30', undefined, ' 1', '1 ', '1e0', '0x10', '01', '1.0', '9007199254740993', '1\u0000']) {
      expect(itemsOf(() => parseId(bad)), String(bad)).toEqual([{ path: 'id', msg: 'Wrong value type.' }]);
    }
  });

  it('parseIds refuses sloppy spellings and shapes, naming the item', () => {
    for (const bad of [[[1]], true, '1e0', ' 1', '0x10', '01', '1.0', 1e300, null, {}]) {
      expect(itemsOf(() => parseIds([5, bad])), JSON.stringify(bad)).toEqual([{ path: 'ids.1', msg: 'Wrong value type.' }]);
    }
    expect(itemsOf(() => parseIds({ ids: '1' }))).toEqual([{ path: 'ids', msg: expect.any(String) }]);
    expect(itemsOf(() => parseIds('1'))).toEqual([{ path: 'ids', msg: expect.any(String) }]);
  });
});

describe('parseRelationIds', () => {
  it('reads the generic resource client\'s ids: [1,2], 1,2 or the key repeated, each id once', () => {
    expect(parseRelationIds('[1,2]', 10)).toEqual([1, 2]);
    expect(parseRelationIds('3, 4,3', 10)).toEqual([3, 4]);
    expect(parseRelationIds(['5', '[6]'], 10)).toEqual([5, 6]);
  });
  it('refuses no id, too many, or anything but ids', () => {
    for (const bad of [undefined, '', '[]', '[1,x]', '0', '1.5', '[1', ['1', ['2']], '99999999999', 'a\u0000b']) {
      expect(itemsOf(() => parseRelationIds(bad, 10)), JSON.stringify(bad)).toEqual([{ path: 'ids', msg: 'Send a list of ids.' }]);
    }
    expect(itemsOf(() => parseRelationIds('1,2,3', 2))).toEqual([{ path: 'ids', msg: 'Send a list of ids.' }]);
  });
});

describe('parseFlag', () => {
  it('reads true, false, 1 and 0; empty or absent is the default; anything else is refused on its key', () => {
    expect([parseFlag('true', 'k', false), parseFlag('0', 'k', true), parseFlag('', 'k', true), parseFlag(undefined, 'k', false)]).toEqual([true, false, true, false]);
    expect(itemsOf(() => parseFlag('yes', 'showStatistics', false))).toEqual([{ path: 'showStatistics', msg: 'Use true or false.' }]);
    expect(itemsOf(() => parseFlag(['true'], 'deleted', true))).toEqual([{ path: 'deleted', msg: 'Use true or false.' }]);
  });
});
