// Reviews: who replied is the signed-in user; a new review is announced.
import { review } from '../../../contract/entities/catalog/review';
import { NOTIFICATION_KINDS } from '../../../contract/notifications';
import type { EntityHooks } from '../../engine/entity-hooks';
import type { HookDeps } from '../accounts/auth-changes';

/** Who hears about new reviews: everyone whose group may open the review list. */
export const REVIEW_AUDIENCE = { permission: review.permission } as const;

/**
 * An update that changes the reply records the signed-in user's username as `adminName` (spec,
 * second document, section 3), whatever the form echoes back; only a body naming a different
 * adminName than the stored one keeps it (an API client attributing a reply written elsewhere:
 * docs/catalog.md). An update leaving the reply as it was changes nothing.
 * After a create commits, the `review` notification goes out (open lists get the row: the declaration is live).
 */
export const reviewHooks = (deps: HookDeps): EntityHooks => ({
  async validate({ action, actor }, { before, values }) {
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    if (action !== 'update' || actor.system || !('reply' in values) || text(values.reply) === text(before?.reply)) return;
    const named = typeof values.adminName === 'string' && values.adminName.trim() !== '' && values.adminName !== before?.adminName;
    if (!named) values.adminName = actor.username;
  },
  afterCommit(action, ids) {
    if (action !== 'create') return;
    for (const reviewId of ids) {
      void deps.notifications
        ?.notify({ type: NOTIFICATION_KINDS.review, receivers: REVIEW_AUDIENCE, content: { text: 'newReview', values: { reviewId } }, data: { reviewId }, about: { decl: review, id: reviewId } })
        .catch(() => undefined); // a notification that cannot go out never fails the write
    }
  },
});
