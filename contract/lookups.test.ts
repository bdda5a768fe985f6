import { describe, expect, it } from 'vitest';
import { entities } from './entities';
import { lookupPermissions, mayLookUp } from './lookups';

describe('see-all lookups', () => {
  it('are open to the entity itself and to every form with a reference field to it', () => {
    expect(lookupPermissions(entities.userGroup)).toEqual(['system/user_group', 'system/user']);
    expect(lookupPermissions(entities.user)).toContain('system/time_tracking');
    expect(lookupPermissions(entities.business)).toEqual(expect.arrayContaining(['store/store', 'sale/order']));
  });

  it('an entity no form uses is open to its own screen only', () => {
    expect(lookupPermissions(entities.timeTracking)).toEqual(['system/time_tracking']);
  });

  it('need access, create or update on one of those paths; other rights or paths give nothing', () => {
    expect(mayLookUp([], entities.userGroup)).toBe(false);
    expect(mayLookUp([{ value: 'system/user', type: 'create' }], entities.userGroup)).toBe(true);
    expect(mayLookUp([{ value: 'system/user', type: 'modify' }], entities.userGroup)).toBe(true);
    expect(mayLookUp([{ value: 'system/user', type: 'delete' }], entities.userGroup)).toBe(false);
    expect(mayLookUp([{ value: 'localisation/language', type: 'access' }], entities.userGroup)).toBe(false);
    expect(mayLookUp([{ value: 'sale/order', type: 'access' }], entities.store)).toBe(true);
  });
});
