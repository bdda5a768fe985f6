import { describe, expect, it } from 'vitest';
import { language } from '../../contract/entities/language';
import { order } from '../../contract/entities/order';
import { user } from '../../contract/entities/user';
import { bulkCall, listCall, lookupCall, oneCall, sortField, toBody, toRecord } from './entity-paths';

describe('entity paths', () => {
  it('builds the paged list call with page, count, declared filters, sort and the archived flag', () => {
    const call = listCall(language, {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'name', order: 'DESC' },
      filter: { name: 'eng', status: true, deleted: true, notAFilter: 'x' },
    });
    expect(call).toEqual({
      service: 'language',
      path: 's/l/l/3/20',
      query: { name: 'eng', status: true, deleted: true, sort: 'name', order: 'DESC' },
    });
  });

  it('maps react-admin\'s id sort to the declared id field and drops fields the server cannot sort by', () => {
    expect(sortField(user, 'id')).toBe('userId');
    expect(sortField(user, 'password')).toBeUndefined();
    expect(sortField(user, 'salary')).toBeUndefined();
    expect(listCall(user, { pagination: { page: 1, perPage: 10 }, sort: { field: 'salary', order: 'ASC' } }).query).toEqual({});
  });

  it('builds one-record, bulk and lookup calls on the entity\'s service', () => {
    expect(oneCall(user, 7)).toEqual({ service: 'api', path: 'u/7' });
    expect(bulkCall(user, 'archive').path).toBe('u/b/archive');
    expect(bulkCall(user, 'recover').path).toBe('u/b/recover');
    expect(bulkCall(user, 'd').path).toBe('u/b/d');
    expect(lookupCall(language, { page: 2, perPage: 10, q: ' en ' })).toEqual({ service: 'language', path: 's/l/l/r/2/10', query: { name: 'en' } });
  });

  it('copies the declared id to id and sends only declared writable fields', () => {
    expect(toRecord(user, { userId: 4, username: 'x' })).toEqual({ userId: 4, username: 'x', id: 4 });
    expect(toBody(user, { id: 4, userId: 4, username: 'x', userGroup: 'admin', dateAdded: 'now', password: '' })).toEqual({ username: 'x', password: '' });
  });

  it('speaks to the orders\' own list and bulk calls: their filters, sorts and paths', () => {
    const call = listCall(order, {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'dateAdded', order: 'DESC' },
      filter: { status: 'accepted', telephone: '555', storeIds: [1, 2], deleted: false, notAFilter: 'x' },
    });
    expect(call).toEqual({
      service: 'order',
      path: 's/sales/2/20',
      query: { status: 'accepted', telephone: '555', storeIds: [1, 2], deleted: false, sort: 'dateAdded', order: 'DESC' },
    });
    expect(sortField(order, 'address')).toBeUndefined();
    expect(sortField(order, 'totalprice')).toBe('totalprice');
    expect(bulkCall(order, 'archive')).toEqual({ service: 'order', path: 'b/a' });
    expect(bulkCall(order, 'recover').path).toBe('b/r');
    expect(bulkCall(order, 'd').path).toBe('b/d');
    expect(oneCall(order, 7)).toEqual({ service: 'order', path: 's/sales/7' });
  });
});
