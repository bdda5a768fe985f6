import { describe, expect, it } from 'vitest';
import type { Permission } from '../permissions';
import {
  ORDER_STATUSES,
  ORDER_STATUS_TABS,
  canChangeStatus,
  hasOrderModify,
  showsContactIcons,
  statusChoices,
  statusDialog,
} from './order-status';

const updateOnly: Permission[] = [
  { value: 'sale/order', type: 'access' },
  { value: 'sale/order', type: 'update' },
];
const modify: Permission[] = [{ value: 'sale/order', type: 'modify' }];

describe('statusChoices', () => {
  it('gives every status to users with modify on sale/order', () => {
    expect(statusChoices('done', modify)).toEqual([...ORDER_STATUSES]);
    expect(statusChoices('new', [{ value: 'sale', type: 'modify' }])).toEqual([...ORDER_STATUSES]);
  });
  it('ignores modify on another path', () => {
    expect(hasOrderModify([{ value: 'system/user', type: 'modify' }])).toBe(false);
    expect(hasOrderModify([{ value: 'sale/orders', type: 'modify' }])).toBe(false);
  });
  it('offers all but not verified on a new order', () => {
    const choices = statusChoices('new', updateOnly);
    expect(choices).not.toContain('not verified');
    expect(choices).toContain('new');
    expect(choices).toHaveLength(ORDER_STATUSES.length - 1);
  });
  it('offers everything on a not verified order', () => {
    expect(statusChoices('not verified', updateOnly)).toEqual([...ORDER_STATUSES]);
  });
  it('leaves out new and not verified on any other order', () => {
    for (const current of ['accepted', 'done', 'cancel', 'delivering']) {
      const choices = statusChoices(current, updateOnly);
      expect(choices).not.toContain('new');
      expect(choices).not.toContain('not verified');
      expect(choices).toHaveLength(ORDER_STATUSES.length - 2);
    }
  });
  it('allows a change only to a different offered status', () => {
    expect(canChangeStatus('done', 'new', updateOnly)).toBe(false);
    expect(canChangeStatus('done', 'new', modify)).toBe(true);
    expect(canChangeStatus('new', 'accepted', updateOnly)).toBe(true);
    expect(canChangeStatus('new', 'new', modify)).toBe(false);
  });
});

describe('status lists', () => {
  it('has no not verified tab', () => {
    expect(ORDER_STATUS_TABS).not.toContain('not verified');
    expect(ORDER_STATUS_TABS).toHaveLength(11);
  });
  it('shows call and SMS icons only for the six statuses', () => {
    expect(ORDER_STATUSES.filter(showsContactIcons)).toEqual(['accepted', 'progress', 'delivering', 'done', 'cancel', 'stolen']);
  });
  it('opens a dialog for cancel, stolen and delivering only', () => {
    expect(ORDER_STATUSES.filter((s) => statusDialog(s))).toEqual(['delivering', 'cancel', 'stolen']);
  });
});
