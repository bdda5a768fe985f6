// The server side of the declarations of contract/entities/call.ts: their rules beyond the field checks.
import type { EntityName } from '../../../contract/entities';
import { readCallConfig } from '../../adapters/call/config';
import type { EntityHooks } from '../../engine/entity-hooks';
import type { HookDeps } from '../accounts/auth-changes';
import { callHooks as callRequestHooks } from './call.hooks';
import { callCampaignHooks, phoneListProblems } from './callCampaign.hooks';
import type { CallHookDeps } from './deps';
import { SendLimits } from '../campaigns/send-limits';

export function callHooks(deps: HookDeps): Partial<Record<EntityName, EntityHooks>> {
  const config = readCallConfig();
  const limits = new SendLimits('call', { user: config.userLimitPerMinute, business: config.businessLimitPerMinute });
  return {
    call: callRequestHooks(deps as CallHookDeps, limits),
    callCampaign: callCampaignHooks(deps as CallHookDeps, limits),
    callGroup: {
      async validate(ctx, { values }) {
        // a group may hold a blocked phone: the campaign skips it when calling
        if (!ctx.actor.system) return phoneListProblems(undefined, values, 'phones');
      },
    },
  };
}
