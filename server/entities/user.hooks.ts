import { messages } from '../../contract/messages';
import type { EntityHooks } from '../engine/entity-hooks';
import { ValidationError } from '../http/errors';
import { afterAuthChange, notifyAuthChanged, type AuthDeps } from './auth-changes';
import { actsForAnyBusiness, userBusiness } from './businesses/business-scope';
import { assertCovers, assertMayAssignGroup, groupPermissions } from './group-rights';

/**
 * Users: nobody changes their own group; assigning a group needs every permission it grants; any
 * write to another user (password, status, email, archive...) needs a right over that user's group.
 * An email change is a password reset away from the account, so every field counts. Every write
 * changes who may do what (auth-changes.ts). A user's business binds them (plans, sends, history):
 * unless they may edit businesses, a user of a business writes only users of that business, the users
 * they create belong to it, and nobody leaves it through them.
 */
export const userHooks = (deps: AuthDeps): EntityHooks => ({
  async beforeWrite({ actor, trx }, targets) {
    await notifyAuthChanged(trx, 'user');
    if (actor.system) return;
    const held = actor.permissions ?? [];
    const own = actsForAnyBusiness(actor) ? undefined : await userBusiness(trx, actor.userId);
    for (const { id, before, values } of targets) {
      const self = id !== null && id === actor.userId;
      if (own !== undefined) assertBusiness(own, before, values, self);
      if (before && !self) assertCovers(held, (await groupPermissions(trx, Number(before.user_group_id))) ?? []);
      const wanted = values?.user_group_id;
      if (wanted === undefined || wanted === null || (before && Number(wanted) === Number(before.user_group_id))) continue;
      if (self) throw new ValidationError([{ path: 'user_group_id', msg: messages.ownGroup }]);
      await assertMayAssignGroup(trx, held, Number(wanted));
    }
  },
  afterCommit: (_action, ids) => afterAuthChange(deps, ids),
});

const sameBusiness = (a: unknown, b: unknown) => (a ?? null) === null ? (b ?? null) === null : Number(a) === Number(b);

/**
 * The business rule of a user's write by a user of a business who may not edit businesses: their own
 * user keeps its business; another user must be of their business and stays in it; a user they
 * create is put in it.
 */
function assertBusiness(own: number, before: Record<string, unknown> | null | undefined, values: Record<string, unknown> | null | undefined, self: boolean): void {
  const refuse = () => {
    throw new ValidationError([{ path: 'businessId', msg: messages.notYourBusiness }]);
  };
  if (before && !self && !sameBusiness(before.businessId, own)) refuse();
  if (!values) return;
  if (!before && values.businessId == null) values.businessId = own;
  if ('businessId' in values && !sameBusiness(values.businessId, before ? before.businessId : own)) refuse();
}
