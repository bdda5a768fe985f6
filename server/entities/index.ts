// The server side of the declarations: each entity's rules beyond its field checks, run by the
// engine inside the write's transaction (server/engine/entity-hooks.ts).
import type { EntityName } from '../../contract/entities';
import type { EntityHooks } from '../engine/entity-hooks';
import type { AuthDeps } from './auth-changes';
import { timeTrackingHooks } from './timeTracking.hooks';
import { userHooks } from './user.hooks';
import { userGroupHooks } from './userGroup.hooks';

export function entityHooks(deps: AuthDeps = {}): Partial<Record<EntityName, EntityHooks>> {
  return {
    user: userHooks(deps),
    userGroup: userGroupHooks(deps),
    timeTracking: timeTrackingHooks,
  };
}
