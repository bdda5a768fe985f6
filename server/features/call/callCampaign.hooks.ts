// A create of a call campaign is a send (the queue expands and places it); its status and counters
// are the queue's. Phones are normalised and checked here: a bad or blocked one is a 422 naming
// `phones.{i}`, no recipient at all a 422 on `phones`; nothing is queued then.
import { CALL_TEXTS } from '../../../contract/call/call';
import { toE164 } from '../../../contract/phone';
import type { ValidationItem } from '../../../contract/validate';
import type { EntityHooks } from '../../engine/entity-hooks';
import { limitedSends, type SendLimits } from '../campaigns/send-limits';
import type { Trx } from '../../engine/entity.repository';
import { blockedAmong } from '../campaigns/block-list.repository';
import { enqueueCampaigns } from '../campaigns/jobs';
import type { CallHookDeps } from './deps';

/** The queue's fields of a campaign: zero on a create, untouched by an edit. */
export const CALL_CAMPAIGN_QUEUE_FIELDS = ['status', 'callCount', 'answeredCount', 'noAnswerCount', 'busyCount', 'failedCount', 'pendingCount', 'skippedCount'] as const;

/** Normalises `values[key]` (a list of phones) in place; one item per bad or blocked number. */
export async function phoneListProblems(trx: Trx | undefined, values: Record<string, unknown>, key: string): Promise<ValidationItem[]> {
  const list = values[key];
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) return [{ path: key, msg: CALL_TEXTS.badNumber }];
  const items: ValidationItem[] = [];
  const normalised = list.map((p) => toE164(p));
  normalised.forEach((p, i) => {
    if (!p && items.length < 20) items.push({ path: `${key}.${i}`, msg: CALL_TEXTS.badNumber });
  });
  if (trx) {
    const blocked = await blockedAmong(trx, 'call', normalised.filter((p): p is string => !!p));
    normalised.forEach((p, i) => {
      if (p && blocked.has(p) && items.length < 20) items.push({ path: `${key}.${i}`, msg: CALL_TEXTS.blocked });
    });
  }
  values[key] = [...new Set(normalised.filter((p): p is string => !!p))];
  return items;
}

export function callCampaignHooks(deps: CallHookDeps, limits: SendLimits): EntityHooks {
  return {
    async validate(ctx, { before, values }) {
      if (ctx.actor.system) return;
      const items = await phoneListProblems(ctx.trx, values, 'phones');
      if ('from' in values && values.from !== null && values.from !== '') {
        const from = toE164(values.from);
        if (!from) items.push({ path: 'from', msg: CALL_TEXTS.badNumber });
        else values.from = from;
      }
      const merged = { ...before, ...values };
      const phones = (merged.phones ?? []) as unknown[];
      const groups = (merged.customerGroups ?? []) as unknown[];
      if (!phones.length && !groups.length && !merged.callGroupId && !items.length) items.push({ path: 'phones', msg: CALL_TEXTS.noRecipient });
      if (!before) {
        Object.assign(values, Object.fromEntries(CALL_CAMPAIGN_QUEUE_FIELDS.map((f) => [f, 0])), { status: 'pending', userId: ctx.actor.userId });
      }
      return items;
    },
    beforeWrite: limitedSends(limits, CALL_TEXTS.rateLimited),
    afterCommit(action, ids) {
      if (action === 'create') enqueueCampaigns(deps.jobs, 'call', ids);
    },
  };
}
