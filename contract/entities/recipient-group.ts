// What SMS groups and call groups share (spec, second document, sections 3 and 7): a named list of
// recipients of one business, typed phones or the customers of customer groups. A campaign of
// either channel sends to a group; the campaign engine reads both the same way
// (server/features/campaigns/recipients.ts).
export const recipientGroup = {
  // the route list's show/{id} of both (/sms/sms_group/show/{id}, /call/call_group/show/{id})
  show: true,
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
} as const;
