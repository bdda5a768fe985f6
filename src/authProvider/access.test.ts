import { describe, expect, it } from 'vitest';
import type { Permission } from '../../contract/permissions';
import { canAccessWith } from './access';

const perms: Permission[] = [
  { value: 'system/user', type: 'access' },
  { value: 'system/user', type: 'modify' },
  { value: 'localisation/language', type: 'access' },
  { value: 'system/audit', type: 'access' },
];

describe('canAccess', () => {
  it("checks an entity's permission path with the right its action needs", () => {
    expect(canAccessWith(perms, 'user', 'list')).toBe(true);
    expect(canAccessWith(perms, 'user', 'create')).toBe(true);
    expect(canAccessWith(perms, 'user', 'edit')).toBe(true);
    expect(canAccessWith(perms, 'user', 'delete')).toBe(false);
    expect(canAccessWith(perms, 'user', 'archive_and_recover')).toBe(false);
    expect(canAccessWith(perms, 'language', 'edit')).toBe(false);
    expect(canAccessWith(perms, 'currency', 'list')).toBe(false);
  });

  it('treats other resources as paths, with the dashboard always open', () => {
    expect(canAccessWith(perms, 'system/audit', 'list')).toBe(true);
    expect(canAccessWith([], 'dashboard', 'list')).toBe(true);
    expect(canAccessWith([], 'system/audit', 'list')).toBe(false);
  });
});
