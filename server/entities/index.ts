// The server side of the declarations: each entity's rules beyond its field checks, run by the
// engine inside the write's transaction (server/engine/entity-hooks.ts).
import type { EntityName } from '../../contract/entities';
import type { EntityHooks } from '../engine/entity-hooks';
import type { HookDeps } from './auth-changes';
import { catalogHooks } from './catalog.hooks';
import { mediaHooks } from './media.hooks';
import { productHooks } from './product.hooks';
import { timeTrackingHooks } from './timeTracking.hooks';
import { userHooks } from './user.hooks';
import { userGroupHooks } from './userGroup.hooks';

export function entityHooks(deps: HookDeps = {}): Partial<Record<EntityName, EntityHooks>> {
  return {
    ...catalogHooks(deps),
    ...mediaHooks(deps),
    product: productHooks,
    user: userHooks(deps),
    userGroup: userGroupHooks(deps),
    timeTracking: timeTrackingHooks,
  };
}
