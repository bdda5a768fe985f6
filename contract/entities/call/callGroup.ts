import { defineEntity } from '../../entity';

/**
 * Call groups (spec, second document, section 7, "bulk/group/"): a name and the phones to call,
 * typed or taken from customer groups (their customers' phones); a call campaign calls a group.
 * Screens /call/call_group.
 */
export const callGroup = defineEntity({
  name: 'callGroup',
  label: 'Call groups',
  labelOne: 'Call group',
  service: 'call',
  rest: 'bulk/group',
  id: 'callGroupId',
  permission: 'call/call_group',
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
