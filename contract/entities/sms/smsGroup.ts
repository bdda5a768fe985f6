import { defineEntity } from '../../entity';
import { recipientGroup } from '../recipient-group';

/**
 * SMS groups (spec, second document, section 3, "SMS group"): recipients chosen from customer
 * groups (their customers' phones) or typed phones; a campaign sends to a group. Screens /sms/sms_group.
 */
export const smsGroup = defineEntity({
  name: 'smsGroup',
  label: 'SMS groups',
  labelOne: 'SMS group',
  service: 'sms',
  rest: 'group',
  // the SMS families' client writes PUT and DELETE as {rest}/{id} with the rest 'group/' (spec, second document, section 7)
  aliases: { update: ['//:id'], destroy: ['//:id'] },
  id: 'smsGroupId',
  permission: 'sms/sms_group',
  ...recipientGroup,
});
