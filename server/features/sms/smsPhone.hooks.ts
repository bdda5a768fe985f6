// A phone is stored in E.164 (the US the default country): a number that is not one is a 422 on
// `phone`. Registered once: the declaration's unique index turns a second row into a 422 on `phone`.
import { toE164 } from '../../../contract/phone';
import { SMS_TEXTS } from '../../../contract/sms/sms';
import type { EntityHooks } from '../../engine/entity-hooks';

export const smsPhoneHooks: EntityHooks = {
  async validate(_ctx, { before, values }) {
    if (before && !('phone' in values)) return;
    const phone = toE164(values.phone);
    if (!phone) return [{ path: 'phone', msg: SMS_TEXTS.badNumber }];
    values.phone = phone;
  },
};
