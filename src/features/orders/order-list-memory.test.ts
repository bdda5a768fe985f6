import { describe, expect, it } from 'vitest';
import { ORDER_STORAGE_KEYS, orderListMemory, statusTabOf, withStatusTab } from './order-list-memory';

const memory = () => {
  const map = new Map<string, string>();
  const store = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  return { map, store, list: orderListMemory(() => store) };
};

describe('orders list memory', () => {
  it('opens on the Published tab, All, page 1 and 20 a page', () => {
    expect(memory().list.read()).toEqual({ tab: 'active', pagination: { page: 1, perPage: 20 }, filter: {} });
  });

  it('keeps tab, status tab, page and size under the spec\'s keys and restores them', () => {
    const { map, list } = memory();
    list.write({ tab: 'archived', pagination: { page: 3, perPage: 50 }, filter: { status: 'cancel', telephone: '555' } });
    expect(Object.fromEntries(map)).toEqual({
      [ORDER_STORAGE_KEYS.filterTab]: 'archived',
      [ORDER_STORAGE_KEYS.statusTab]: 'cancel',
      [ORDER_STORAGE_KEYS.page]: '3',
      [ORDER_STORAGE_KEYS.size]: '50',
    });
    // the status tab is kept, the panel's filters are not
    expect(list.read()).toEqual({ tab: 'archived', pagination: { page: 3, perPage: 50 }, filter: { status: 'cancel' } });
    list.write({ tab: 'active', pagination: { page: 1, perPage: 50 }, filter: {} });
    expect(map.get(ORDER_STORAGE_KEYS.filterTab)).toBe('published');
    expect(map.get(ORDER_STORAGE_KEYS.statusTab)).toBe('All');
  });

  it('ignores values that are not a tab, a status tab or a page size', () => {
    const { store, list } = memory();
    store.setItem(ORDER_STORAGE_KEYS.statusTab, 'not verified');
    store.setItem(ORDER_STORAGE_KEYS.size, '7');
    store.setItem(ORDER_STORAGE_KEYS.page, '-2');
    store.setItem(ORDER_STORAGE_KEYS.filterTab, 'elsewhere');
    expect(list.read()).toEqual({ tab: 'active', pagination: { page: 1, perPage: 20 }, filter: {} });
  });

  it('a change of tab starts at page 1 with the same size', () => {
    const { list } = memory();
    expect(list.pageOnTab('archived', { tab: 'active', pagination: { page: 4, perPage: 40 }, filter: {} })).toEqual({ page: 1, perPage: 40 });
  });

  it('maps the status tabs to the status filter value and back', () => {
    expect(statusTabOf({})).toBe('All');
    expect(statusTabOf({ status: 'done', orderId: 4 })).toBe('done');
    expect(withStatusTab({ orderId: 4 }, 'done')).toEqual({ orderId: 4, status: 'done' });
    expect(withStatusTab({ orderId: 4, status: 'done' }, 'All')).toEqual({ orderId: 4 });
  });
});
