// A create of an SMS is a send: the number normalised to E.164, blocked numbers and over-long
// messages refused (422 naming the field), the sender's minute limits (429), then the queue.
import { toE164 } from '../../../contract/phone';
import { SMS_LIMITS, SMS_TEXTS, smsSegments } from '../../../contract/sms/sms';
import type { ValidationItem } from '../../../contract/validate';
import type { SmsConfig } from '../../config';
import type { EntityHooks } from '../../engine/entity-hooks';
import { storeBusiness } from './sms.repository';
import { blockedAmong } from '../campaigns/block-list.repository';
import { addMonthUse } from './sms-plans.repository';
import type { SmsHookDeps } from './deps';
import { limitedSends, type SendLimits } from '../campaigns/send-limits';

/** A sender: a phone number (normalised) or an alphanumeric sender id of up to 11 characters. */
export const senderOf = (from: unknown): string | undefined => toE164(from) ?? (typeof from === 'string' && /^[A-Za-z0-9 ]{1,11}$/.test(from) && /[A-Za-z]/.test(from) ? from : undefined);

/** The message checks shared by single SMS and campaigns. */
export function messageProblems(message: unknown): ValidationItem[] {
  if (typeof message !== 'string' || !message.trim()) return [{ path: 'message', msg: SMS_TEXTS.empty }];
  return smsSegments(message) > SMS_LIMITS.maxSegments ? [{ path: 'message', msg: SMS_TEXTS.tooLong }] : [];
}

export function smsHooks(deps: SmsHookDeps, config: SmsConfig, limits: SendLimits): EntityHooks {
  return {
    async validate(ctx, { before, values }) {
      if (ctx.actor.system) return;
      const items: ValidationItem[] = [];
      if (!before || 'to' in values) {
        const to = toE164(values.to);
        if (!to) items.push({ path: 'to', msg: SMS_TEXTS.badNumber });
        else {
          const reason = (await blockedAmong(ctx.trx, 'sms', [to])).get(to);
          if (reason) items.push({ path: 'to', msg: reason === 'blocked' ? SMS_TEXTS.blocked : SMS_TEXTS.unsubscribed });
          values.to = to;
        }
      }
      if (!before || 'message' in values) items.push(...messageProblems(values.message));
      if (!before || ('from' in values && values.from !== null)) {
        const from = values.from === undefined || values.from === null || values.from === '' ? config.from : senderOf(values.from);
        if (!from) items.push({ path: 'from', msg: SMS_TEXTS.badNumber });
        else values.from = from;
      }
      if (!before) {
        // the server's on a create: a new outbound message waiting for the queue
        Object.assign(values, { status: 'queued', inbound: false, providerMessageId: null, error: null });
        // counted in its store's business's plan use for the month (a single SMS is never refused for it)
        const business = items.length ? undefined : await storeBusiness(ctx.trx, values.storeId as number | undefined);
        if (business) await addMonthUse(ctx.trx, business, 1);
      }
      return items;
    },
    beforeWrite: limitedSends(limits, SMS_TEXTS.rateLimited),
    afterCommit(action) {
      if (action !== 'create' || !deps.jobs) return;
      deps.jobs.send('sms.outbox', {}).catch((e) => console.error('sms: enqueue failed (the next start sends it)', e));
    },
  };
}
