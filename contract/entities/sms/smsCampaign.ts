import { defineEntity } from '../../entity';
import { CAMPAIGN_STATUSES, DEFAULT_SMS_PROVIDER, SMS_LIMITS, SMS_PROVIDERS, SMS_SCREENS, SMS_TEXTS } from '../../sms/sms';

/**
 * Bulk SMS campaigns (spec, second document, section 3, "Bulk SMS / campaign"). A create is a send:
 * the row commits with its recipients' sources (phones, customer groups, an SMS group) and the queue
 * expands them into one recipient row per phone and sends them in batches (docs/sms.md), at
 * `sendDate` when given. Status and counters are the queue's: a create starts them at zero and an
 * edit leaves them as they are (server/features/sms/smsCampaign.hooks.ts).
 */
export const smsCampaign = defineEntity({
  name: 'smsCampaign',
  label: 'SMS campaigns',
  labelOne: 'SMS campaign',
  service: 'sms',
  rest: 'campaign',
  // the SMS families' client writes PUT and DELETE as {rest}/{id} with the rest 'campaign/'; the campaigns' list is also read as
  // GET campaign/business/{a}/{b}?filters (spec, second document, section 7)
  aliases: { list: ['/business/:page/:count'], update: ['//:id'], destroy: ['//:id'] },
  id: 'campaignId',
  permission: 'sms/campaign',
  scope: { business: 'businessId' },
  menu: 'Communications',
  filterStorageKey: 'campaignFilter',
  recordRepresentation: 'campaignName',
  sort: { field: 'dateAdded', order: 'DESC' },
  live: true,
  redirectAfterSave: SMS_SCREENS.campaigns,
  messages: { created: SMS_TEXTS.campaignSent },
  tabs: ['General', 'Recipients', 'Report'],
  fields: {
    campaignName: { type: 'string', required: true, maxLength: SMS_LIMITS.campaignNameMax, list: true },
    message: { type: 'text', required: true, maxLength: 1600 },
    provider: { type: 'enum', choices: SMS_PROVIDERS, default: DEFAULT_SMS_PROVIDER, list: true },
    businessId: { type: 'reference', reference: 'business', as: 'business', label: 'Business', list: true },
    storeId: { type: 'reference', reference: 'store', as: 'store', label: 'Store' },
    sendDate: { type: 'datetime' },
    // an MMS: the pictures sent with each message, chosen from the image library
    files: { type: 'list', of: 'string', media: 'image', label: 'Media files' },
    links: { type: 'list', of: 'string', label: 'Links' },
    texts: { type: 'list', of: 'string', label: 'Texts' },
    smsGroupId: { type: 'reference', reference: 'smsGroup', as: 'smsGroup', label: 'SMS group', tab: 'Recipients' },
    customerGroups: { type: 'list', of: 'reference', reference: 'customerGroup', label: 'Customer groups', tab: 'Recipients' },
    phones: { type: 'list', of: 'string', label: 'Phones', tab: 'Recipients' },
    status: { type: 'enum', choices: CAMPAIGN_STATUSES, list: true, readOnly: true },
    userId: { type: 'reference', reference: 'user', as: 'user', label: 'User', list: true, readOnly: true },
    smsCount: { type: 'integer', list: true, tab: 'Report', readOnly: true },
    price: { type: 'number', list: true, tab: 'Report', readOnly: true },
    deliveredCount: { type: 'integer', list: true, tab: 'Report', readOnly: true },
    sentCount: { type: 'integer', list: true, tab: 'Report', readOnly: true },
    spamCount: { type: 'integer', list: true, tab: 'Report', readOnly: true },
    errorCount: { type: 'integer', list: true, tab: 'Report', readOnly: true },
    pendingCount: { type: 'integer', list: true, tab: 'Report', readOnly: true },
    skippedCount: { type: 'integer', tab: 'Report', help: 'Unsubscribed and blocked numbers, not sent.', readOnly: true },
  },
  filters: {
    campaignName: { op: 'ilike' },
    status: { op: 'eq' },
    businessId: { op: 'eq', label: 'Business' },
  },
});
