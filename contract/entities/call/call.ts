import { defineEntity } from '../../entity';
import { CALL_DIRECTIONS, CALL_PROVIDERS, CALL_STATUSES, CALL_TEXTS, DEFAULT_CALL_PROVIDER } from '../../call/call';

/**
 * Calls (spec, second document, section 3, "Call": id, status, phone): the screens /call/calls.
 * A create is a call request (/call/send, /call/send/{id}: src/features/call/CallSendPage.tsx): the phone is normalised to E.164, a blocked phone refused,
 * the row commits `queued` and the queue places it through the provider adapter
 * (server/features/call/call.hooks.ts). Campaign calls are rows too, written by the queue (their campaignId set). Staff
 * may edit a call's status (PUT call/{id}). `large`: the table grows with every campaign.
 */
export const call = defineEntity({
  name: 'call',
  label: 'Calls',
  labelOne: 'Call',
  service: 'call',
  rest: 'call',
  // GET call/{mode}/{page}/{size} with the plain list's empty mode, and POST call/provider: a call request
  // naming its provider (spec, second document, section 7)
  aliases: { list: ['//:page/:count'], create: ['/provider'] },
  // the list's showStatistics=true: its calls counted by status
  listStatistics: 'status',
  id: 'callId',
  permission: 'call/calls',
  // the route list's /call/calls/show/{id}
  show: true,
  scope: { business: 'businessId' },
  menu: 'Communications',
  recordRepresentation: 'phone',
  sort: { field: 'dateAdded', order: 'DESC' },
  large: true,
  messages: { created: CALL_TEXTS.callRequested },
  fields: {
    phone: { type: 'string', required: true, maxLength: 32, list: true, phone: true, help: 'US numbers may be typed without +1.' },
    status: { type: 'enum', choices: CALL_STATUSES, list: true },
    direction: { type: 'enum', choices: CALL_DIRECTIONS, default: 'outbound', list: true, readOnly: true },
    provider: { type: 'enum', choices: CALL_PROVIDERS, default: DEFAULT_CALL_PROVIDER, list: true },
    message: { type: 'text', maxLength: 1000, help: 'Read to the person called.' },
    duration: { type: 'integer', min: 0, label: 'Duration (s)', list: true, readOnly: true },
    storeId: { type: 'reference', reference: 'store', as: 'store', label: 'Store' },
    campaignId: { type: 'reference', reference: 'callCampaign', as: 'campaign', label: 'Campaign' },
    // the rest is the server's: who placed or took it, its business (the store's, the campaign's, the user's), the provider's report
    userId: { type: 'reference', reference: 'user', as: 'user', label: 'User', list: true, readOnly: true },
    businessId: { type: 'reference', reference: 'business', as: 'business', label: 'Business', readOnly: true },
    providerCallId: { type: 'string', maxLength: 100, readOnly: true },
    error: { type: 'string', maxLength: 300, readOnly: true },
  },
  filters: {
    phone: { op: 'ilike' },
    status: { op: 'eq' },
    direction: { op: 'eq' },
    campaignId: { op: 'eq', label: 'Campaign' },
  },
});
