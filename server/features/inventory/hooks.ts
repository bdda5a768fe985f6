// The server side of the declarations of contract/entities/inventory.ts: their rules beyond the field checks.
import type { EntityName } from '../../../contract/entities';
import type { EntityHooks } from '../../engine/entity-hooks';
import type { HookDeps } from '../accounts/auth-changes';
import { purchaseHooks } from './purchase.hooks';

export function inventoryHooks(_deps: HookDeps): Partial<Record<EntityName, EntityHooks>> {
  return { purchase: purchaseHooks };
}
