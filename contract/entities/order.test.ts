import { describe, expect, it } from 'vitest';
import { isEngineStored } from '../entity';
import { lookupPermissions } from '../lookups';
import { notificationLink } from '../notifications/links';
import { ORDER_PERMISSION } from '../orders/order-status';
import { permissionGroups } from '../permission-catalog';
import { entities, entityList } from './index';

describe('orders in the registry', () => {
  it('are declared with custom storage: the engine neither stores them nor mounts their routes', () => {
    expect(entities.order).toMatchObject({ name: 'order', permission: ORDER_PERMISSION, service: 'order', rest: 's/sales', table: 'orders', menu: 'Sales' });
    expect(isEngineStored(entities.order)).toBe(false);
    expect(entityList.filter((d) => !isEngineStored(d)).map((d) => d.name)).toEqual(['order']);
  });

  it('give the permission catalogue one Orders entry with every type, in the Sales group', () => {
    const sales = permissionGroups().find((g) => g.group === 'Sales')!;
    expect(sales.permissions.filter((e) => e.value === ORDER_PERMISSION)).toEqual([
      { value: ORDER_PERMISSION, label: 'Orders', types: expect.arrayContaining(['access', 'modify', 'create', 'update', 'delete', 'archive_and_recover']) },
    ]);
    expect(permissionGroups().flatMap((g) => g.permissions).filter((e) => e.value === ORDER_PERMISSION)).toHaveLength(1);
  });

  it('let order editors read the pickers of the order form, derived from its fields', () => {
    for (const picked of [entities.store, entities.franchise, entities.customer, entities.orderType, entities.product]) {
      // without any hand-written lookupFor: the order declaration's reference fields are enough
      expect(lookupPermissions({ ...picked, lookupFor: [] }, [entities.order])).toContain(ORDER_PERMISSION);
    }
  });

  it('link notifications to the declared screens', () => {
    expect(notificationLink('order', { Id: 'ab12' })).toBe(`/${entities.order.permission}/update/ab12`);
  });
});
