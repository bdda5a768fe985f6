import { SYSTEM_GROUP_IDS } from '../../../contract/entities/userGroup';
import { messages } from '../../../contract/messages';
import type { Permission } from '../../../contract/permissions';
import type { EntityHooks } from '../../engine/entity-hooks';
import { ApiError } from '../../http/errors';
import { afterAuthChange, notifyAuthChanged, type AuthDeps } from './auth-changes';
import { assertCovers, assertHeld } from './group-rights';

/**
 * User groups: the admin and sign-up groups stay; changing a group needs a right over it (holding
 * every permission it grants), and nobody gives a group a permission they do not hold.
 */
export const userGroupHooks = (deps: AuthDeps): EntityHooks => ({
  async beforeWrite({ action, actor, trx }, targets) {
    await notifyAuthChanged(trx, 'userGroup');
    for (const { id, before, values } of targets) {
      if ((action === 'archive' || action === 'destroy') && id !== null && SYSTEM_GROUP_IDS.includes(id)) {
        throw new ApiError(409, messages.systemGroup);
      }
      if (actor.system) continue;
      const held = actor.permissions ?? [];
      if (before) assertCovers(held, (before.permissions as Permission[] | null) ?? []);
      if (values?.permissions) assertHeld(held, values.permissions as Permission[], 'permissions');
    }
  },
  afterCommit: () => afterAuthChange(deps),
});
