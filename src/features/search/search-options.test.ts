import { describe, expect, it } from 'vitest';
import { entities } from '../../../contract/entities';
import { screenPath } from '../../../contract/screen-paths';
import { folded, matchScreens, movedIndex, recordTarget, SCREEN_MATCHES, searchSections, type ScreenEntry } from './search-options';

const screen = (label: string, group = 'System'): ScreenEntry => ({ label, group, to: `/${label.toLowerCase().replace(/\W+/g, '-')}` });
const entries = [screen('Users'), screen('User groups'), screen('Customers', 'Customers'), screen('Customer groups', 'Customers'), screen('Cafés', 'Online Store'), screen('Orders', 'Sales')];

describe('matchScreens', () => {
  it.each([
    ['user', ['User groups', 'Users']],
    ['GROUPS', ['Customer groups', 'User groups']],
    ['cust gro', ['Customer groups']],
    ['cafe', ['Cafés']],
    ['ers', ['Customers', 'Orders', 'Users']],
    ['  ', []],
    ['zzz', []],
  ])('%j finds %j (those starting with it first)', (text, labels) => {
    expect(matchScreens(entries, text).map((e) => e.label)).toEqual(labels);
  });

  it(`keeps ${SCREEN_MATCHES} at most`, () => {
    const many = Array.from({ length: 9 }, (_, i) => screen(`Report ${i}`));
    expect(matchScreens(many, 'report')).toHaveLength(SCREEN_MATCHES);
  });

  it('folds case and accents', () => expect(folded('Crème BRÛLÉE')).toBe('creme brulee'));
});

describe('recordTarget', () => {
  it("opens the record's edit screen for a user who may edit it, else its list", () => {
    expect(recordTarget('customer', 7, true)).toBe(screenPath(entities.customer, 'edit', 7));
    expect(recordTarget('product', 7, true)).toBe('/catalog/product/create/7');
    expect(recordTarget('order', 12, true)).toBe('/sale/order/update/12');
    expect(recordTarget('order', 12, false)).toBe('/sale/order');
  });
});

describe('searchSections', () => {
  it('screens first, then each group with its items; ids run through the whole list', () => {
    const sections = searchSections(
      { heading: 'Screens', entries: [screen('Customers', 'Customers')] },
      [
        { entity: 'order', total: 1, items: [{ id: 3, title: '#3', subtitle: '(555) 123-4567' }] },
        { entity: 'customer', items: [{ id: 5, title: 'Ann Lee' }] },
        { entity: 'store', total: 0, items: [] },
      ],
      { heading: (e) => e.toUpperCase(), mayEdit: (e) => e === 'customer' },
      'opt',
    );
    expect(sections).toEqual([
      { key: 'screens', heading: 'Screens', options: [{ id: 'opt-0', title: 'Customers', subtitle: 'Customers', to: '/customers' }] },
      { key: 'order', heading: 'ORDER', total: 1, options: [{ id: 'opt-1', title: '#3', subtitle: '(555) 123-4567', to: '/sale/order' }] },
      { key: 'customer', heading: 'CUSTOMER', more: true, options: [{ id: 'opt-2', title: 'Ann Lee', subtitle: undefined, to: '/user/customer/update/5' }] },
    ]);
  });
});

describe('movedIndex', () => {
  it.each([
    [-1, 3, 'ArrowDown', 0],
    [-1, 3, 'ArrowUp', 2],
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowUp', 2],
    [1, 0, 'ArrowDown', -1],
  ] as const)('from %i of %i, %s: %i', (index, count, key, next) => expect(movedIndex(index, count, key)).toBe(next));
});
