// Socket namespaces and events of the spec, shared by the SPA and the server.
export const NAMESPACES = {
  main: '/',
  chat: '/chat',
  customer: '/customer',
  order: '/order',
  scraping: '/scraping',
  orderApi: '/order-api',
  payment: '/payment',
  sms: '/sms',
} as const;
export type NamespaceName = keyof typeof NAMESPACES;

export const EVENTS = {
  chatNotification: 'CHAT_NOTIFICATION',
  saleStatus: 'UPDATE-SALE-STATUS',
  paymentStatus: 'UPDATE-PAYMENT-STATUS',
  inbound: 'inbound',
  disableUser: 'DISABLE-USER-STATUS',
  notification: 'NOTIFICATION',
  location: 'location',
  callRequest: 'request',
  call: 'call',
  callEnd: 'end',
  callInit: 'init',
  /** a row of a live entity (declaration `live`) was created: `EntityCreatedEvent` on the main namespace */
  entityCreated: 'ENTITY-CREATED',
  /** rows of an entity were created, changed, archived, recovered or destroyed: `EntityChangedEvent` on the main namespace */
  entityChanged: 'ENTITY-CHANGED',
  /** a single SMS changed status (`SmsStatusEvent`, contract/sms/sms.ts) on the sms namespace */
  smsStatus: 'SMS-STATUS',
  /** a campaign's counters moved (`CampaignReportEvent`, contract/sms/sms.ts) on the sms namespace */
  campaignReport: 'CAMPAIGN-REPORT',
  /** a call campaign's counters moved (`CallCampaignReportEvent`, contract/call/call.ts) on the main namespace */
  callCampaignReport: 'CALL-CAMPAIGN-REPORT',
} as const;

export interface EntityCreatedEvent {
  /** the declaration's name */
  entity: string;
  id: number;
}

/** What happened to rows of an entity, told once committed to the users who may see them (open lists read again). */
export interface EntityChangedEvent {
  /** the declaration's name */
  entity: string;
  action: 'create' | 'update' | 'archive' | 'recover' | 'destroy';
  ids: number[];
}

/** The socket.io path on the API origin. */
export const SOCKET_PATH = '/socket.io';
