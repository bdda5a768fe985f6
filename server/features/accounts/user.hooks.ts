import { sql } from 'kysely';
import { messages } from '../../../contract/messages';
import type { EntityHooks } from '../../engine/entity-hooks';
import { ValidationError } from '../../http/errors';
import { afterAuthChange, notifyAuthChanged, type AuthDeps } from './auth-changes';
import { assertCovers, assertMayAssignGroup, groupPermissions } from './group-rights';

/**
 * Users: nobody changes their own group; assigning a group needs every permission it grants; any
 * write to another user (password, status, email, archive...) needs a right over that user's group.
 * An email change is a password reset away from the account, so every field counts. Every write
 * changes who may do what (auth-changes.ts). A user's business and franchise bind them
 * (docs/tenancy.md): the engine keeps a tenant's users in its business; here a franchise is kept
 * within the user's business, whose it is when none is named.
 */
export const userHooks = (deps: AuthDeps): EntityHooks => ({
  async validate({ trx }, { before, values }) {
    const franchiseId = 'franchiseId' in values ? values.franchiseId : before?.franchiseId;
    if (franchiseId == null || !('franchiseId' in values || 'businessId' in values)) return;
    const businessId = 'businessId' in values ? values.businessId : before?.businessId;
    const { rows } = await sql<{ businessId: number | null; known: boolean }>`
      SELECT business_id AS "businessId", ${businessId == null} OR EXISTS (SELECT 1 FROM business WHERE id = ${businessId == null ? null : Number(businessId)}) AS known
      FROM franchise WHERE id = ${Number(franchiseId)}`.execute(trx);
    // a franchise or a business that is not there: the reference check says so
    if (!rows.length || !rows[0].known) return;
    if (businessId == null) values.businessId = rows[0].businessId;
    else if (rows[0].businessId === null || Number(rows[0].businessId) !== Number(businessId)) return [{ path: 'franchiseId', msg: messages.franchiseOfOtherBusiness }];
  },
  async beforeWrite({ actor, trx }, targets) {
    await notifyAuthChanged(trx, 'user');
    if (actor.system) return;
    const held = actor.permissions ?? [];
    for (const { id, before, values } of targets) {
      const self = id !== null && id === actor.userId;
      if (before && !self) assertCovers(held, (await groupPermissions(trx, Number(before.user_group_id))) ?? []);
      const wanted = values?.user_group_id;
      if (wanted === undefined || wanted === null || (before && Number(wanted) === Number(before.user_group_id))) continue;
      if (self) throw new ValidationError([{ path: 'user_group_id', msg: messages.ownGroup }]);
      await assertMayAssignGroup(trx, held, Number(wanted));
    }
  },
  afterCommit: (action, ids) => {
    afterAuthChange(deps, ids);
    // a user moved to another business or franchise hears that one's events from now on
    if (action === 'update') for (const id of ids) deps.realtime?.rebindUser(id);
  },
});
