// The server side of the declarations: each entity's rules beyond its field checks.
import type { EntityName } from '../../contract/entities';
import type { EntityHooks } from '../engine/entity-hooks';
import { userHooks } from './user.hooks';
import { userGroupHooks } from './userGroup.hooks';

export const entityHooks: Partial<Record<EntityName, EntityHooks>> = {
  user: userHooks,
  userGroup: userGroupHooks,
};
