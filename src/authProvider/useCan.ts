import { useCallback } from 'react';
import { usePermissions } from 'react-admin';
import type { Permission } from '../../contract/permissions';
import { canAccessWith } from './access';

/**
 * Synchronous permission checks for rendering (menu entries, dimmed buttons):
 * `can('user', 'create')`, `can('system/audit', 'access')`. False while permissions load.
 */
export function useCan(): { can: (resource: string, action: string) => boolean; isPending: boolean } {
  const { permissions, isPending } = usePermissions<Permission[]>();
  const can = useCallback(
    (resource: string, action: string) => Array.isArray(permissions) && canAccessWith(permissions, resource, action),
    [permissions],
  );
  return { can, isPending };
}
