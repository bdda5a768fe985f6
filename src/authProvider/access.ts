import { entityByName } from '../../contract/entities';
import { can, type Permission, type Right } from '../../contract/permissions';

/** The permission type a react-admin action needs. Unknown actions pass through (`archive_and_recover`). */
export function rightForAction(action: string): Right {
  switch (action) {
    case 'list':
    case 'show':
    case 'access':
      return 'access';
    case 'create':
      return 'create';
    case 'edit':
    case 'update':
      return 'update';
    case 'delete':
      return 'delete';
    default:
      return action as Right;
  }
}

/** The permission path of a resource: an entity's declared path, or the resource itself as a path. */
export function pathForResource(resource: string): string {
  return entityByName(resource)?.permission ?? resource.replace(/^\/+/, '');
}

export const canAccessWith = (permissions: readonly Permission[], resource: string, action: string): boolean =>
  can(permissions, rightForAction(action), pathForResource(resource));
