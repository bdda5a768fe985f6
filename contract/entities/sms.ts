// SMS and bulk SMS campaigns, SMS groups, domains, phones and plans (spec, second document, section 3), in an
// order where a referenced entity comes before the ones referring to it.
import type { EntityDeclaration } from '../entity';
import { sms } from './sms/sms';
import { smsCampaign } from './sms/smsCampaign';
import { smsDomain } from './sms/smsDomain';
import { smsGroup } from './sms/smsGroup';
import { smsPhone } from './sms/smsPhone';
import { smsPlan } from './sms/smsPlan';

export const smsEntities = {
  smsMessage: sms,
  smsGroup,
  smsCampaign,
  smsDomain,
  smsPhone,
  smsPlan,
} satisfies Record<string, EntityDeclaration>;
