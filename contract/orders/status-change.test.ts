import { describe, expect, it } from 'vitest';
import { notesRequired, statusChangeErrors } from './status-change';

describe('statusChangeErrors', () => {
  it('requires notes for stolen', () => {
    expect(statusChangeErrors({ status: 'stolen', message: '' })).toEqual([{ path: 'message', msg: '*Please enter notes.' }]);
    expect(statusChangeErrors({ status: 'stolen', message: '   ' })).toEqual([{ path: 'message', msg: '*Please enter notes.' }]);
    expect(statusChangeErrors({ status: 'stolen', message: 'abc' })).toEqual([{ path: 'message', msg: '*Minimum characters are 4' }]);
    expect(statusChangeErrors({ status: 'stolen', message: 'abcd' })).toEqual([]);
  });
  it('requires notes for cancel with reason 8 only', () => {
    expect(statusChangeErrors({ status: 'cancel', reasonId: 8, message: 'ab' })).toEqual([{ path: 'message', msg: '*Minimum characters are 4' }]);
    expect(statusChangeErrors({ status: 'cancel', reasonId: 3 })).toEqual([]);
    expect(notesRequired({ status: 'cancel', reasonId: 8 })).toBe(true);
    expect(notesRequired({ status: 'done', reasonId: 8 })).toBe(false);
  });
  it('requires a reason for cancel', () => {
    expect(statusChangeErrors({ status: 'cancel', message: 'long enough' }).map((e) => e.path)).toEqual(['orderCancellationReasonId']);
  });
  it('asks nothing of other statuses', () => {
    expect(statusChangeErrors({ status: 'accepted' })).toEqual([]);
  });
});
