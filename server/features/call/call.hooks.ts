// A create of a call is a call request: the phone normalised to E.164, a blocked phone refused (422
// naming the field), then the queue places it. Staff edit a call's status; an edit never calls again.
import { CALL_TEXTS } from '../../../contract/call/call';
import { toE164 } from '../../../contract/phone';
import type { ValidationItem } from '../../../contract/validate';
import type { EntityHooks } from '../../engine/entity-hooks';
import { limitedSends, type SendLimits } from '../campaigns/send-limits';
import { hasPendingRequests, inCampaign } from './call.repository';
import { blockedAmong } from '../campaigns/block-list.repository';
import type { CallHookDeps } from './deps';

export function callHooks(deps: CallHookDeps, limits: SendLimits): EntityHooks {
  return {
    async validate(ctx, { id, before, values }) {
      if (ctx.actor.system) return;
      const items: ValidationItem[] = [];
      if (!before || 'phone' in values) {
        const phone = toE164(values.phone);
        if (!phone) items.push({ path: 'phone', msg: CALL_TEXTS.badNumber });
        // a number blocked since its call was made does not hold up an edit of that call (its status)
        else if (phone !== before?.phone && (await blockedAmong(ctx.trx, 'call', [phone])).has(phone)) items.push({ path: 'phone', msg: CALL_TEXTS.blocked });
        else values.phone = phone;
      }
      // a call added to a campaign by hand: each phone once per campaign
      const campaignId = values.campaignId ?? before?.campaignId;
      const phone = values.phone ?? before?.phone;
      if (!items.length && campaignId && (!before || 'phone' in values || 'campaignId' in values) && (await inCampaign(ctx.trx, Number(campaignId), String(phone), id ? Number(id) : undefined))) {
        items.push({ path: 'phone', msg: CALL_TEXTS.inCampaign });
      }
      if (!before) {
        // the server's on a create: an outbound request waiting for the queue
        Object.assign(values, { status: 'queued', direction: 'outbound', duration: 0, providerCallId: null, error: null, userId: ctx.actor.userId });
      }
      return items;
    },
    beforeWrite: limitedSends(limits, CALL_TEXTS.rateLimited),
    afterCommit(action, ids) {
      const { jobs, db } = deps;
      if (action !== 'create' || !jobs) return;
      // only a call request is the queue's work: a dial of the browser phone or a call to our number is not
      (db ? hasPendingRequests(db, ids) : Promise.resolve(true))
        .then((pending) => (pending ? jobs.send('call.outbox', {}) : undefined))
        .catch((e) => console.error('call: enqueue failed (the next start places it)', e));
    },
  };
}
