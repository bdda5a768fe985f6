// The server side of the declarations of contract/entities/call.ts: their rules beyond the field checks.
import type { EntityName } from '../../contract/entities';
import type { EntityHooks } from '../engine/entity-hooks';
import type { HookDeps } from './auth-changes';
import { callHooks as callRequestHooks } from './call/call.hooks';
import { callCampaignHooks, phoneListProblems } from './call/callCampaign.hooks';
import type { CallHookDeps } from './call/deps';

export function callHooks(deps: HookDeps): Partial<Record<EntityName, EntityHooks>> {
  return {
    call: callRequestHooks(deps as CallHookDeps),
    callCampaign: callCampaignHooks(deps as CallHookDeps),
    callGroup: {
      async validate(ctx, { values }) {
        // a group may hold a blocked phone: the campaign skips it when calling
        if (!ctx.actor.system) return phoneListProblems(undefined, values, 'phones');
      },
    },
  };
}
