// The server side of the declarations of contract/entities/customers.ts: their rules beyond the field checks.
import type { EntityName } from '../../../contract/entities';
import type { EntityHooks } from '../../engine/entity-hooks';
import type { HookDeps } from '../accounts/auth-changes';
import { nameFromDescriptions } from '../catalog/names';

export function customerHooks(_deps: HookDeps): Partial<Record<EntityName, EntityHooks>> {
  return {
    customerGroup: { validate: nameFromDescriptions('name', 'Name') },
  };
}
