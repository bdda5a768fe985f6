import { defineEntity } from '../../entity';

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
  scope: { business: 'businessId' },
  menu: 'Communications',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 100, list: true },
    businessId: { type: 'reference', reference: 'business', as: 'business', label: 'Business', list: true },
    customerGroups: { type: 'list', of: 'reference', reference: 'customerGroup', label: 'Customer groups' },
    phones: { type: 'list', of: 'string', label: 'Phones' },
  },
  filters: { name: { op: 'ilike' }, businessId: { op: 'eq', label: 'Business' } },
});
