import { describe, expect, it } from 'vitest';
import { entities, entityList } from './entities';
import { effectivePermissions, isFranchiseScoped, isScoped, ownerChain, ownerVisibleTo, scopedReferences, scopePath } from './tenancy';

describe('entity scopes', () => {
  it('every scoped entity reaches its business, and its franchise when it names one', () => {
    for (const decl of entityList.filter((d) => isScoped(d.scope))) {
      expect(ownerChain(decl, 'business').at(-1), decl.name).toBe('business');
      if (scopePath(decl, 'franchise')) expect(ownerChain(decl, 'franchise').at(-1), decl.name).toBe('franchise');
    }
  });

  it('follows references through the entities a row shares its owner with', () => {
    expect(ownerChain(entities.digitalCard, 'business')).toEqual(['digitalCard', 'customer', 'store', 'business']);
    expect(ownerChain(entities.purchase, 'business')).toEqual(['purchase', 'warehouse', 'business']);
    expect(ownerChain(entities.order, 'franchise')).toEqual(['order', 'franchise']);
    expect(scopePath(entities.business, 'business')).toEqual({ field: 'id', target: 'business', shape: 'self' });
    expect(scopePath(entities.deliveryRoute, 'business')).toEqual({ field: 'driverId', target: 'user', shape: 'one' });
    expect(scopePath(entities.timeTracking, 'business')).toEqual({ field: 'users', target: 'user', shape: 'many' });
  });

  it('a path that names no field, or loops, is refused', () => {
    const broken = { ...entities.store, scope: { business: 'nothing' } };
    expect(() => ownerChain(broken, 'business')).toThrow(/not a field/);
    const loop = { ...entities.store, name: 'loop', scope: { business: 'parent' }, fields: { parent: { type: 'reference' as const, reference: 'loop' } } };
    expect(() => ownerChain(loop, 'business', (n) => (n === 'loop' ? loop : undefined))).toThrow(/loops/);
  });

  it('names the fields whose values must be rows the writer may see', () => {
    expect(scopedReferences(entities.customer).map((r) => r.field).sort()).toEqual(['customerGroups', 'storeId']);
    expect(scopedReferences(entities.deliveryRoute).map((r) => r.field).sort()).toEqual(['driverId', 'franchiseId']);
    expect(scopedReferences(entities.language)).toEqual([]);
  });
});

describe('who may see a row', () => {
  const row = { businessId: 1, franchiseId: 10 };
  it('staff of the platform: every row; a business: its own; a franchise: its own where rows name franchises, else its business', () => {
    expect(ownerVisibleTo(row, true, undefined)).toBe(true);
    expect(ownerVisibleTo({ businessId: null, franchiseId: null }, false, { businessId: null, franchiseId: null })).toBe(true);
    expect(ownerVisibleTo(row, true, { businessId: 1, franchiseId: null })).toBe(true);
    expect(ownerVisibleTo(row, true, { businessId: 2, franchiseId: null })).toBe(false);
    expect(ownerVisibleTo({ businessId: null, franchiseId: null }, false, { businessId: 2, franchiseId: null })).toBe(false);
    expect(ownerVisibleTo(row, true, { businessId: 1, franchiseId: 10 })).toBe(true);
    expect(ownerVisibleTo(row, true, { businessId: 1, franchiseId: 11 })).toBe(false);
    expect(ownerVisibleTo(row, false, { businessId: 1, franchiseId: 11 })).toBe(true);
    expect(isFranchiseScoped(entities.order)).toBe(true);
    expect(isFranchiseScoped(entities.customer)).toBe(false);
  });
});

describe('what the console shows a tenant may do', () => {
  const held = [
    { value: 'catalog/product', type: 'access' },
    { value: 'catalog/product', type: 'modify' },
    { value: 'catalog/product', type: 'delete' },
    { value: 'user/customer', type: 'modify' },
  ];
  it("keeps reading the platform's data, not writing it; a business's own data as the group grants", () => {
    expect(effectivePermissions(held, undefined)).toEqual(held);
    expect(effectivePermissions(held, { businessId: 3, franchiseId: null })).toEqual([
      { value: 'catalog/product', type: 'access' },
      { value: 'user/customer', type: 'modify' },
    ]);
  });
});
