import { describe, expect, it } from 'vitest';
import { can, covers, DELIVERY_PERMISSION, DRIVER_GROUP_HOLDS, holds, isDriver, notHeld, rightForScreen, type Permission } from './permissions';

const p = (value: string, type: Permission['type']): Permission => ({ value, type });

describe('can', () => {
  it('access grants reading the path itself, with or without slashes', () => {
    const perms = [p('system/user', 'access')];
    expect(can(perms, 'access', '/system/user')).toBe(true);
    expect(can(perms, 'access', 'system/user/')).toBe(true);
    expect(can(perms, 'access', '/system/user_group')).toBe(false);
    expect(can(perms, 'access', '/system')).toBe(false);
    expect(can(perms, 'create', '/system/user')).toBe(false);
  });

  it('each type grants only itself', () => {
    for (const type of ['create', 'update', 'delete', 'archive_and_recover'] as const) {
      const perms = [p('localisation/language', type)];
      for (const right of ['access', 'create', 'update', 'delete', 'archive_and_recover'] as const) {
        expect(can(perms, right, '/localisation/language'), `${type} -> ${right}`).toBe(right === type);
      }
    }
  });

  it('modify grants create and update on the path and its child paths, nothing else', () => {
    const perms = [p('system/user', 'modify')];
    expect(can(perms, 'create', '/system/user')).toBe(true);
    expect(can(perms, 'update', '/system/user')).toBe(true);
    expect(can(perms, 'create', '/system/user/create')).toBe(true);
    expect(can(perms, 'update', '/system/user/update/5')).toBe(true);
    expect(can(perms, 'access', '/system/user')).toBe(false);
    expect(can(perms, 'delete', '/system/user')).toBe(false);
    expect(can(perms, 'archive_and_recover', '/system/user')).toBe(false);
    // a sibling whose name starts the same is not a child
    expect(can(perms, 'create', '/system/user_group')).toBe(false);
    expect(can([p('system', 'modify')], 'update', '/system/user_group')).toBe(true);
  });

  it('/dashboard is always allowed to read, nothing more', () => {
    expect(can([], 'access', '/dashboard')).toBe(true);
    expect(can([], 'access', 'dashboard')).toBe(true);
    expect(can([], 'create', '/dashboard')).toBe(false);
    expect(can([], 'access', '/system/user')).toBe(false);
  });

  it('for sale order paths the last segment of the value is a permission too', () => {
    const perms = [p('sale/order/statistics', 'access')];
    expect(can(perms, 'access', '/sale/order/statistics')).toBe(true);
    expect(can(perms, 'access', '/statistics')).toBe(true);
    expect(can(perms, 'access', '/sale/order')).toBe(false);
    expect(can(perms, 'create', '/statistics')).toBe(false);
    // only for sale order paths
    expect(can([p('customer/statistics', 'access')], 'access', '/statistics')).toBe(false);
    // only for children of the order path itself, not of a path that merely starts like it
    expect(can([p('sale/order_type/statistics', 'access')], 'access', '/statistics')).toBe(false);
    expect(can([p('sale/order', 'access')], 'access', '/order')).toBe(false);
  });
});

describe('rightForScreen', () => {
  it('create and update screens need create and update on their base; others need access', () => {
    expect(rightForScreen('/system/user/create')).toEqual({ right: 'create', base: '/system/user' });
    expect(rightForScreen('/system/user/update/12')).toEqual({ right: 'update', base: '/system/user' });
    expect(rightForScreen('/system/user')).toEqual({ right: 'access', base: '/system/user' });
    expect(rightForScreen('sale/order/')).toEqual({ right: 'access', base: '/sale/order' });
  });
});

describe('holds, notHeld and covers: nobody grants what they do not hold', () => {
  const manager = [p('system/user', 'access'), p('system/user', 'modify'), p('sale/order', 'access'), p('sale/order', 'archive_and_recover')];

  it('a permission is held as itself, through modify for create and update, or through a parent modify', () => {
    expect(holds(manager, p('system/user', 'access'))).toBe(true);
    expect(holds(manager, p('system/user', 'create'))).toBe(true);
    expect(holds(manager, p('system/user', 'update'))).toBe(true);
    expect(holds(manager, p('system/user', 'modify'))).toBe(true);
    expect(holds([p('system', 'modify')], p('system/user', 'modify'))).toBe(true);
    expect(holds(manager, p('system/user', 'delete'))).toBe(false);
    expect(holds(manager, p('system', 'modify'))).toBe(false);
    expect(holds(manager, p('system/user_group', 'access'))).toBe(false);
    expect(holds([p('system/user', 'create')], p('system/user', 'modify'))).toBe(false);
  });

  it('the always-allowed dashboard is held by everyone', () => {
    expect(holds([], p('dashboard', 'access'))).toBe(true);
  });

  it('notHeld lists exactly the escalating permissions', () => {
    const wanted = [p('system/user', 'access'), p('system/user_group', 'modify'), p('sale/order', 'delete')];
    expect(notHeld(manager, wanted)).toEqual([p('system/user_group', 'modify'), p('sale/order', 'delete')]);
  });

  it('a group is covered when every permission it grants is held', () => {
    expect(covers(manager, [])).toBe(true);
    expect(covers(manager, [p('sale/order', 'access')])).toBe(true);
    expect(covers(manager, [p('sale/order', 'access'), p('delivery', 'access')])).toBe(false);
    expect(covers(manager, manager)).toBe(true);
  });
});

describe('who is a driver', () => {
  it('a user whose group holds the Delivery permission, of any type; no other right makes one', () => {
    expect(isDriver([{ value: DELIVERY_PERMISSION, type: 'access' }])).toBe(true);
    expect(isDriver([{ value: DELIVERY_PERMISSION, type: 'update' }])).toBe(true);
    expect(isDriver([{ value: 'delivery/routes', type: 'access' }, { value: 'sale/order', type: 'update' }])).toBe(false);
    expect(JSON.parse(DRIVER_GROUP_HOLDS)).toEqual([{ value: DELIVERY_PERMISSION }]);
  });
});
