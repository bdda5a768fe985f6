import { defineEntity } from '../../entity';
import { CALL_CAMPAIGN_STATUSES, CALL_PROVIDERS, CALL_SCREENS, CALL_TEXTS, DEFAULT_CALL_PROVIDER } from '../../call/call';

/**
 * Call campaigns, bulk calls (spec, second document, section 3, "Call campaign (bulk call)"): the
 * fields of both provider variants (Telnyx: businessId, to, sendDate, customerGroups, name, files;
 * Twilio: businessId, from, to, message, inboundMessage, sendDate, storeId, customerGroups, links,
 * phones, texts, campaignName), `to` and `name` stored as `phones` and `campaignName`. A create is a
 * send: the row commits with its recipients' sources and the queue places one call per phone in
 * batches (docs/calls.md). Status and counters are the queue's. The list is /call/history.
 */
export const callCampaign = defineEntity({
  name: 'callCampaign',
  label: 'Call campaigns',
  labelOne: 'Call campaign',
  service: 'call',
  rest: 'bulk',
  id: 'campaignId',
  permission: 'call/history',
  scope: { business: 'businessId' },
  menu: 'Communications',
  filterStorageKey: 'callCampaignFilter',
  recordRepresentation: 'campaignName',
  sort: { field: 'dateAdded', order: 'DESC' },
  redirectAfterSave: CALL_SCREENS.history,
  messages: { created: CALL_TEXTS.campaignSent },
  tabs: ['General', 'Recipients', 'Report'],
  fields: {
    campaignName: { type: 'string', required: true, maxLength: 100, list: true },
    provider: { type: 'enum', choices: CALL_PROVIDERS, default: DEFAULT_CALL_PROVIDER, list: true },
    businessId: { type: 'reference', reference: 'business', as: 'business', label: 'Business', list: true },
    storeId: { type: 'reference', reference: 'store', as: 'store', label: 'Store' },
    from: { type: 'string', maxLength: 32, help: 'Leave empty for the configured caller number.' },
    message: { type: 'text', maxLength: 1000, help: 'Read to the person called.' },
    inboundMessage: { type: 'text', maxLength: 1000, help: 'Played to someone who calls back.' },
    sendDate: { type: 'datetime', label: 'Send at', help: 'Leave empty to call now.' },
    files: { type: 'list', of: 'string', label: 'Audio files' },
    links: { type: 'list', of: 'string', label: 'Links' },
    texts: { type: 'list', of: 'string', label: 'Texts' },
    callGroupId: { type: 'reference', reference: 'callGroup', as: 'callGroup', label: 'Call group', tab: 'Recipients' },
    customerGroups: { type: 'list', of: 'reference', reference: 'customerGroup', label: 'Customer groups', tab: 'Recipients' },
    phones: { type: 'list', of: 'string', label: 'Phones', tab: 'Recipients' },
    status: { type: 'enum', choices: CALL_CAMPAIGN_STATUSES, list: true, readOnly: true },
    userId: { type: 'reference', reference: 'user', as: 'user', label: 'User', list: true, readOnly: true },
    callCount: { type: 'integer', list: true, tab: 'Report', readOnly: true },
    answeredCount: { type: 'integer', list: true, tab: 'Report', readOnly: true },
    noAnswerCount: { type: 'integer', list: true, tab: 'Report', readOnly: true },
    busyCount: { type: 'integer', list: true, tab: 'Report', readOnly: true },
    failedCount: { type: 'integer', list: true, tab: 'Report', readOnly: true },
    pendingCount: { type: 'integer', list: true, tab: 'Report', readOnly: true },
    skippedCount: { type: 'integer', list: true, tab: 'Report', help: 'Blocked numbers, not called.', readOnly: true },
  },
  filters: {
    campaignName: { op: 'ilike' },
    status: { op: 'eq' },
    provider: { op: 'eq' },
    businessId: { op: 'eq', label: 'Business' },
  },
});
