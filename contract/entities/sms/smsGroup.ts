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
  id: 'smsGroupId',
  permission: 'sms/sms_group',
  ...recipientGroup,
});
