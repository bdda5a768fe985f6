// Which business a user works for, as their sign-in binds them (app_user.business_id, or their
// franchise's business: docs/tenancy.md): the rule the SMS plans, the SMS history and the sends
// share. Staff of the platform (no business) act for any business; a user of a business, for theirs only.
import { business } from '../../../contract/entities/business';
import type { Actor } from '../../engine/entity-hooks';
import { messages } from '../../../contract/messages';
import { ApiError } from '../../http/errors';

/** The business the actor works for; undefined for staff of the platform and the product itself. */
export const ownBusiness = (actor: Pick<Actor, 'tenant' | 'system'>): number | undefined =>
  actor.system ? undefined : (actor.tenant?.businessId ?? undefined);

/**
 * The business a call is about: the one asked (`?businessId=`), else the user's own. A user of a
 * business asking for another is told it is not there (404), as for any row of another business.
 */
export function businessAsked(actor: Pick<Actor, 'tenant' | 'system'>, asked: number | undefined): number | undefined {
  const own = ownBusiness(actor);
  if (own !== undefined && asked !== undefined && asked !== own) throw new ApiError(404, messages.notFound(business.labelOne));
  return asked ?? own;
}
