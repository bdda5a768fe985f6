import { defineEntity } from '../../entity';
import { DEFAULT_SMS_PROVIDER, SMS_LIMITS, SMS_PROVIDERS, SMS_STATUSES, SMS_TEXTS } from '../../sms/sms';

/**
 * Single SMS (spec, second document, section 3, "SMS"): the screens /call/sms. A create is a send:
 * `to` is normalised to E.164, the row commits as `queued` and the queue hands it to the provider
 * (server/features/sms/sms.hooks.ts), at `sendDate` when given. `from` defaults to the configured
 * sender; `status`, `inbound`, `providerMessageId` and `error` are the server's on a create (an edit
 * changes the record only and never sends again). Inbound messages arrive through the provider
 * webhook. `large`: the table grows to millions.
 */
export const sms = defineEntity({
  // not 'sms': react-admin mounts each resource at /{name}, which would take the /sms/... screens
  name: 'smsMessage',
  table: 'sms',
  filterStorageKey: 'smsFilter',
  label: 'SMS',
  labelOne: 'SMS',
  service: 'sms',
  rest: 's',
  id: 'smsId',
  permission: 'call/sms',
  scope: { business: 'businessId' },
  menu: 'Communications',
  recordRepresentation: 'message',
  sort: { field: 'dateAdded', order: 'DESC' },
  large: true,
  live: true,
  messages: { created: SMS_TEXTS.sent },
  fields: {
    // the message first: the generic tests edit the first text field, and a number is normalised
    message: { type: 'text', required: true, maxLength: 1600, list: true },
    to: { type: 'string', required: true, maxLength: 32, list: true, phone: true, help: 'US numbers may be typed without +1.' },
    from: { type: 'string', maxLength: SMS_LIMITS.fromMax, list: true, phone: true },
    files: { type: 'list', of: 'string', media: 'image' },
    provider: { type: 'enum', choices: SMS_PROVIDERS, default: DEFAULT_SMS_PROVIDER, list: true },
    sendDate: { type: 'datetime', label: 'Send at', help: 'Leave empty to send now.' },
    storeId: { type: 'reference', reference: 'store', as: 'store', label: 'Store', list: true },
    // the rest is the server's: the business is the store's, else the sending or receiving number's, else the sender's own
    businessId: { type: 'reference', reference: 'business', as: 'business', label: 'Business', readOnly: true },
    inbound: { type: 'boolean', default: false, list: true, readOnly: true },
    status: { type: 'enum', choices: SMS_STATUSES, list: true, label: 'Delivery status', readOnly: true },
    providerMessageId: { type: 'string', maxLength: 100, readOnly: true },
    error: { type: 'string', maxLength: 300, readOnly: true },
  },
  filters: {
    to: { op: 'ilike' },
    from: { op: 'ilike' },
    status: { op: 'eq', label: 'Delivery status' },
    inbound: { op: 'eq' },
    storeId: { op: 'eq', label: 'Store' },
  },
});
