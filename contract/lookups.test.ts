import { describe, expect, it } from 'vitest';
import { entities, entityList } from './entities';
import { lookupDetail, lookupFields, lookupLabel, lookupPermissions, mayLookUp, searchWords } from './lookups';

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

describe('what a picker shows of a record', () => {
  const ann = { customerId: 181, firstname: 'Ann', lastname: 'Lee', telephone: '+12025550101', email: 'ann@example.com' };

  it('names a customer by first and last name and tells her apart by telephone (as read) and email', () => {
    expect(lookupLabel(entities.customer, ann)).toBe('Ann Lee');
    expect(lookupDetail(entities.customer, ann)).toBe('(202) 555-0101 · ann@example.com');
    expect(lookupDetail(entities.customer, { ...ann, email: null })).toBe('(202) 555-0101');
  });

  it('tells products apart by model and price, and users by full name and email', () => {
    expect(lookupDetail(entities.product, { name: 'Product 10', model: 'P-10', price: 12.5 })).toBe('P-10 · $12.50');
    expect(lookupDetail(entities.user, { username: 'driver', firstname: 'Dan', lastname: 'Ray', email: 'dan@example.com', phone: '' })).toBe('Dan Ray · dan@example.com');
  });

  it('an entity that declares nothing shows its representation alone; a record with no name shows its id', () => {
    expect(lookupLabel(entities.language, { languageId: 3, name: 'English' })).toBe('English');
    expect(lookupDetail(entities.language, { languageId: 3, name: 'English' })).toBe('');
    expect(lookupLabel(entities.customer, { customerId: 7, firstname: ' ', lastname: null })).toBe('#7');
  });

  it('carries and searches the representation, the label and every detail field, each once', () => {
    expect(lookupFields(entities.customer)).toEqual(['firstname', 'lastname', 'telephone', 'email']);
    expect(lookupFields(entities.product)).toEqual(['name', 'model', 'price']);
    expect(lookupFields(entities.language)).toEqual(['name']);
  });

  it('every declared lookup field is a field of its entity', () => {
    for (const decl of entityList) for (const f of lookupFields(decl).slice(1)) expect(decl.fields[f], `${decl.name}.${f}`).toBeDefined();
  });

  it('searches word by word, at most eight', () => {
    expect(searchWords('  Ann   Lee ')).toEqual(['Ann', 'Lee']);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
