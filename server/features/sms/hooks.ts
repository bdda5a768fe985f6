// The server side of the declarations of contract/entities/sms.ts: their rules beyond the field checks.
import type { EntityName } from '../../../contract/entities';
import { smsPromotion } from '../../adapters/sms-promotion/sms-promotion';
import { readSms, readSmsPromotion } from '../../config';
import type { EntityHooks } from '../../engine/entity-hooks';
import type { HookDeps } from '../accounts/auth-changes';
import type { SmsHookDeps } from './deps';
import { SendLimits } from '../campaigns/send-limits';
import { smsHooks as singleSmsHooks } from './sms.hooks';
import { normalisePhones, smsCampaignHooks } from './smsCampaign.hooks';
import { smsDomainHooks } from './smsDomain.hooks';
import { smsPhoneHooks } from './smsPhone.hooks';

export function smsHooks(deps: HookDeps): Partial<Record<EntityName, EntityHooks>> {
  const config = readSms(process.env, process.env.PUBLIC_URL ?? '');
  const limits = new SendLimits('sms', { user: config.userLimitPerMinute, business: config.businessLimitPerMinute });
  return {
    smsMessage: singleSmsHooks(deps as SmsHookDeps, config, limits),
    smsCampaign: smsCampaignHooks(deps as SmsHookDeps, limits),
    smsGroup: {
      async validate(ctx, { values }) {
        if (!ctx.actor.system) return normalisePhones(values, 'phones');
      },
    },
    // the endpoint's settings are read at each save
    smsDomain: smsDomainHooks({ promotion: () => smsPromotion(readSmsPromotion(process.env)), db: () => deps.db }),
    smsPhone: smsPhoneHooks,
  };
}
