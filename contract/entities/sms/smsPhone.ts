import { defineEntity } from '../../entity';

/**
 * SMS phones (spec, second document, section 3, "**SMS phone**: smsPhoneId, phone, businessId"): the
 * numbers of a business. A phone is stored in E.164 (contract/sms/phone.ts, the US the default
 * country) and registered once: a second row with the same number, archived ones included, is a 422
 * on `phone` (server/features/sms/smsPhone.hooks.ts). Screens /sms/phone, create and update/{id}.
 */
export const smsPhone = defineEntity({
  name: 'smsPhone',
  label: 'SMS phones',
  labelOne: 'SMS phone',
  service: 'sms',
  rest: 'phone',
  // the SMS families' client writes PUT and DELETE as {rest}/{id} with the rest 'group/' (spec, second document, section 7)
  aliases: { update: ['//:id'], destroy: ['//:id'] },
  id: 'smsPhoneId',
  permission: 'sms/phone',
  scope: { business: 'businessId' },
  menu: 'Communications',
  recordRepresentation: 'phone',
  fields: {
    phone: { type: 'string', required: true, maxLength: 32, unique: true, list: true, phone: true, help: 'US numbers may be typed without +1.' },
    businessId: { type: 'reference', reference: 'business', as: 'business', label: 'Business', list: true },
  },
  filters: { phone: { op: 'ilike' }, businessId: { op: 'eq', label: 'Business' } },
});
