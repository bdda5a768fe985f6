import { describe, expect, it } from 'vitest';
import { language } from '../../../contract/entities/language';
import { order } from '../../../contract/entities/order';
import { hashRouteParams, hasListParams, listStateFromParams, listStateParams, type ListState } from './list-url';

const fallback: ListState = { position: { tab: 'active', pagination: { page: 1, perPage: 10 }, filter: {} }, sort: { field: 'id', order: 'DESC' } };
const read = (query: string) => listStateFromParams(language, new URLSearchParams(query), fallback);

describe("a list's state in its URL", () => {
  it('round-trips tab, page, size, sort and filter values', () => {
    const state: ListState = { position: { tab: 'archived', pagination: { page: 3, perPage: 50 }, filter: { name: 'Engl', status: true } }, sort: { field: 'name', order: 'ASC' } };
    const params = listStateParams(state);
    expect(params.toString()).toBe('tab=archived&page=3&perPage=50&sort=name&order=ASC&filter=%7B%22name%22%3A%22Engl%22%2C%22status%22%3Atrue%7D');
    expect(listStateFromParams(language, params, fallback)).toEqual(state);
  });

  it('leaves empty filter values out of the URL', () => {
    const params = listStateParams({ ...fallback, position: { ...fallback.position, filter: { name: '', code: undefined, ids: [] } } });
    expect(params.has('filter')).toBe(false);
  });

  it('keeps the fallback for each parameter a pasted link gets wrong', () => {
    expect(read('tab=deleted&page=0&perPage=7&sort=password&order=sideways&filter=[1]')).toEqual(fallback);
    expect(read('page=2.5&perPage=abc&filter={not json')).toEqual(fallback);
  });

  it("keeps only the list's own filters with plain values, never the tab's deleted", () => {
    expect(read(`filter=${encodeURIComponent(JSON.stringify({ name: 'x', deleted: true, secret: 1, code: { $ne: 1 } }))}`).position.filter).toEqual({ name: 'x' });
  });

  it("reads a list's own filter (orders: the status tab and the panel's values), still never the tab's deleted", () => {
    const filter = { status: 'done', telephone: '555', storeIds: [2, 3], deleted: true, colour: 'red' };
    const params = new URLSearchParams({ tab: 'archived', filter: JSON.stringify(filter) });
    // the declaration names the orders list's own filters (ownList)
    expect(listStateFromParams(order, params, fallback).position.filter).toEqual({ status: 'done', telephone: '555', storeIds: [2, 3] });
  });

  it('takes the parameters it has and the fallback for the others', () => {
    expect(read('page=4')).toEqual({ ...fallback, position: { ...fallback.position, pagination: { page: 4, perPage: 10 } } });
  });

  it('tells a list URL from a bare screen path, and reads the query of a hash route', () => {
    expect(hasListParams(hashRouteParams('#/localisation/language'))).toBe(false);
    expect(hasListParams(hashRouteParams('#/localisation/language?page=2'))).toBe(true);
    expect(hasListParams(hashRouteParams('#/localisation/language?user=x'))).toBe(false);
    expect(hashRouteParams('#/sale/order?tab=archived&page=2').get('tab')).toBe('archived');
  });
});
