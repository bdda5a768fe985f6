// The server side of the declarations of contract/entities/delivery.ts: their rules beyond the field checks.
import type { EntityName } from '../../../contract/entities';
import type { EntityHooks } from '../../engine/entity-hooks';
import type { HookDeps } from '../accounts/auth-changes';
import { deliveryRouteHooks } from './deliveryRoute.hooks';

export function deliveryHooks(deps: HookDeps): Partial<Record<EntityName, EntityHooks>> {
  return { deliveryRoute: deliveryRouteHooks(deps) };
}
