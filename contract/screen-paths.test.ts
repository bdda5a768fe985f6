import { describe, expect, it } from 'vitest';
import { defineEntity } from './entity';
import { entities } from './entities';
import { rightForScreen } from './permissions';
import { screenPath, screenRoute } from './screen-paths';

const catalogue = defineEntity({
  name: 'attribute',
  label: 'Attributes',
  labelOne: 'Attribute',
  service: 'attribute',
  rest: 'c/a',
  id: 'attributeId',
  permission: 'catalog/attribute',
  scope: 'platform',
  menu: 'Catalog',
  editAt: 'create',
  recordRepresentation: 'name',
  fields: { name: { type: 'string', required: true } },
  filters: {},
});

describe('screen paths', () => {
  it('list, create and edit at the spec paths, update/{id} by default', () => {
    expect(screenPath(entities.language, 'list')).toBe('/localisation/language');
    expect(screenPath(entities.language, 'create')).toBe('/localisation/language/create');
    expect(screenPath(entities.language, 'edit', 7)).toBe('/localisation/language/update/7');
    expect(screenRoute(entities.language, 'edit')).toBe('/localisation/language/update/:id');
  });

  it('a declaration editing at create/{id} gets create/{id}', () => {
    expect(screenPath(catalogue, 'edit', 3)).toBe('/catalog/attribute/create/3');
    expect(screenRoute(catalogue, 'edit')).toBe('/catalog/attribute/create/:id');
    expect(screenPath(catalogue, 'create')).toBe('/catalog/attribute/create');
  });

  it('a read-only screen at show/{id} for the declarations that say show', () => {
    expect(screenPath(entities.callGroup, 'show', 4)).toBe('/call/call_group/show/4');
    expect(screenRoute(entities.call, 'show')).toBe('/call/calls/show/:id');
    expect(screenPath(entities.smsGroup, 'show', 'a/b')).toBe('/sms/sms_group/show/a%2Fb');
  });

  it('an id is one segment: it cannot lead to another screen', () => {
    expect(screenPath(entities.user, 'edit', '1/../../system/user_group')).toBe('/system/user/update/1%2F..%2F..%2Fsystem%2Fuser_group');
  });

  it('the right each screen needs follows the path: create/{id} is an edit', () => {
    expect(rightForScreen(screenPath(catalogue, 'create'))).toEqual({ right: 'create', base: '/catalog/attribute' });
    expect(rightForScreen(screenPath(catalogue, 'edit', 3))).toEqual({ right: 'update', base: '/catalog/attribute' });
    expect(rightForScreen(screenPath(entities.user, 'edit', 3))).toEqual({ right: 'update', base: '/system/user' });
  });
});

describe('derived declaration facts', () => {
  it('table, filter key, edit place and save target follow from the name and permission', () => {
    expect(catalogue).toMatchObject({ table: 'attribute', filterStorageKey: 'attributeFilter', editAt: 'create', redirectAfterSave: undefined });
    expect(entities.userGroup).toMatchObject({ table: 'user_group', filterStorageKey: 'userGroupFilter', editAt: 'update' });
    // stated where they differ from the derivation
    expect(entities.user.table).toBe('app_user');
    expect(entities.timeTracking.table).toBe('user_attendance_report');
  });
});
