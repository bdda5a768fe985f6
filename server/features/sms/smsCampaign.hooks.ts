// A create of a campaign is a send (the queue expands and sends it); its status and counters are
// the queue's. Phones are normalised and checked here (422 `phones.{i}`), recipients required, and
// the business's SMS plan must leave room for them (422 `plan`; smsPlan.hooks.ts).
import { toE164 } from '../../../contract/phone';
import { SMS_LIMITS, SMS_TEXTS } from '../../../contract/sms/sms';
import type { ValidationItem } from '../../../contract/validate';
import type { EntityHooks } from '../../engine/entity-hooks';
import type { SmsHookDeps } from './deps';
import { enqueueCampaigns } from '../campaigns/jobs';
import { limitedSends, type SendLimits } from '../campaigns/send-limits';
import { messageProblems } from './sms.hooks';
import { campaignPlanProblems } from './smsPlan.hooks';

/** The queue's fields of a campaign: zero on a create, untouched by an edit. */
export const CAMPAIGN_QUEUE_FIELDS = ['status', 'smsCount', 'price', 'deliveredCount', 'sentCount', 'spamCount', 'errorCount', 'pendingCount', 'skippedCount'] as const;

/** Normalises a list of phones in place of `values[key]`; one item per bad number. */
export function normalisePhones(values: Record<string, unknown>, key: string): ValidationItem[] {
  const list = values[key];
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) return [{ path: key, msg: SMS_TEXTS.badNumber }];
  const items: ValidationItem[] = [];
  const out = new Set<string>();
  list.forEach((p, i) => {
    const e164 = toE164(p);
    if (e164) out.add(e164);
    else if (items.length < 20) items.push({ path: `${key}.${i}`, msg: SMS_TEXTS.badNumber });
  });
  if (out.size > SMS_LIMITS.maxRecipients) items.push({ path: key, msg: SMS_TEXTS.noRecipient });
  values[key] = [...out];
  return items;
}

/** What a campaign's recipients come from, in the values as saved. */
export function campaignProblems(values: Record<string, unknown>, before: Record<string, unknown> | null): ValidationItem[] {
  const merged = { ...before, ...values };
  const items = [...normalisePhones(values, 'phones')];
  const phones = (values.phones ?? merged.phones ?? []) as unknown[];
  const groups = (merged.customerGroups ?? []) as unknown[];
  if (!phones.length && !groups.length && !merged.smsGroupId && !items.length) items.push({ path: 'phones', msg: SMS_TEXTS.noRecipient });
  if (!before || 'message' in values) items.push(...messageProblems(values.message));
  return items;
}

export function smsCampaignHooks(deps: SmsHookDeps, limits: SendLimits): EntityHooks {
  return {
    async validate(ctx, { before, values }) {
      if (ctx.actor.system) return;
      const items = campaignProblems(values, before);
      // the plan last: it counts the recipients, and takes them from the month's messages
      if (!before && !items.length) items.push(...(await campaignPlanProblems(ctx.trx, ctx.actor, values, true)));
      if (!before) {
        Object.assign(values, Object.fromEntries(CAMPAIGN_QUEUE_FIELDS.map((f) => [f, 0])), { status: 'pending', userId: ctx.actor.userId });
      }
      return items;
    },
    beforeWrite: limitedSends(limits, SMS_TEXTS.rateLimited),
    afterCommit(action, ids) {
      if (action === 'create') enqueueCampaigns(deps.jobs, 'sms', ids);
    },
  };
}
