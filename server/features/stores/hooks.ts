// The server side of the declarations of contract/entities/stores.ts: their rules beyond the field checks.
import type { EntityName } from '../../../contract/entities';
import type { EntityHooks } from '../../engine/entity-hooks';
import type { HookDeps } from '../accounts/auth-changes';
import { storeHooks as store } from './store.hooks';

export function storeHooks(_deps: HookDeps): Partial<Record<EntityName, EntityHooks>> {
  return { store };
}
