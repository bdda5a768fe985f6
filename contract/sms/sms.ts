// SMS and bulk SMS campaigns: paths of the calls beyond the generic pattern, the spec's texts,
// statuses and limits (spec, second document, sections 3, 5, 7 and 8), shared by the SPA and the server.

/** Providers behind the one adapter (spec, second document, section 9: the default is telnyx). */
export const SMS_PROVIDERS = ['telnyx', 'twilio'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];
export const DEFAULT_SMS_PROVIDER: SmsProvider = 'telnyx';

/**
 * A single SMS's status. `queued`: accepted, waiting for the queue; `sent`: the provider took it
 * (shown Pending); `delivered`; `delivery_failed` (shown Error); `received`: an inbound message.
 */
export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'delivery_failed', 'received'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** How the list shows a status (spec, second document, section 3: delivered, sent as Pending, delivery_failed as Error). */
export const SMS_STATUS_SHOWN: Record<SmsStatus, string> = {
  queued: 'Pending',
  sent: 'Pending',
  delivered: 'delivered',
  delivery_failed: 'Error',
  received: 'received',
};

/**
 * A campaign recipient's status: the spec's delivered, pending, undelivered, Deactivated (a blocked
 * number, skipped), Unsubscribed (skipped), Suspended; and the queue's own `sending` (claimed, the
 * provider call under way), `sent` (the provider took it, no report yet), `error` (refused), `spam`.
 */
export const RECIPIENT_STATUSES = ['pending', 'sending', 'sent', 'delivered', 'undelivered', 'error', 'spam', 'Deactivated', 'Unsubscribed', 'Suspended'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** A campaign's own status. */
export const CAMPAIGN_STATUSES = ['pending', 'sending', 'sent', 'Suspended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The campaign counters (spec, second document, section 3) and the skipped count. */
export interface CampaignCounters {
  smsCount: number;
  price: number;
  deliveredCount: number;
  sentCount: number;
  spamCount: number;
  errorCount: number;
  pendingCount: number;
  skippedCount: number;
}

/** Counters from recipients counted per status, and the price of one sent message. */
export function campaignCounters(byStatus: Partial<Record<RecipientStatus, number>>, pricePerMessage: number): CampaignCounters {
  const n = (s: RecipientStatus) => byStatus[s] ?? 0;
  const sentCount = n('sent') + n('delivered') + n('undelivered') + n('spam');
  return {
    smsCount: RECIPIENT_STATUSES.reduce((sum, s) => sum + n(s), 0),
    price: Math.round(sentCount * pricePerMessage * 10000) / 10000,
    deliveredCount: n('delivered'),
    sentCount,
    spamCount: n('spam'),
    errorCount: n('error') + n('undelivered'),
    pendingCount: n('pending') + n('sending') + n('sent'),
    skippedCount: n('Deactivated') + n('Unsubscribed') + n('Suspended'),
  };
}

/** The longest message a provider takes: 10 parts (Telnyx's and Twilio's limit is 1600 characters). */
export const SMS_LIMITS = { maxSegments: 10, maxFiles: 10, campaignNameMax: 100, fromMax: 20, maxRecipients: 1_000_000 } as const;

const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;

/** How many parts a message is sent as: 160/153 characters in the GSM alphabet, 70/67 otherwise. */
export function smsSegments(text: string): number {
  if (!text) return 0;
  const gsm = GSM7.test(text);
  const length = gsm ? [...text].reduce((n, c) => n + ('^{}\\[~]|€'.includes(c) ? 2 : 1), 0) : [...text].length;
  const single = gsm ? 160 : 70;
  const part = gsm ? 153 : 67;
  return length <= single ? 1 : Math.ceil(length / part);
}

/** The spec's texts (second document, section 8), and the product's own where the spec has none. */
export const SMS_TEXTS = {
  sent: 'sms succesfuly send',
  campaignSent: 'Your SMS campain has been succesfuly sent!',
  /** Not in the spec: a number that is not a phone number. */
  badNumber: 'Not a valid phone number.',
  /** Not in the spec: a message over the provider's size. */
  tooLong: `The message is longer than ${SMS_LIMITS.maxSegments} SMS parts.`,
  /** Not in the spec: no recipient at all. */
  noRecipient: 'Give at least one recipient.',
  /** Not in the spec: a recipient on the block list. */
  blocked: 'This number is blocked.',
  /** Not in the spec: a recipient who unsubscribed. */
  unsubscribed: 'This number has unsubscribed.',
  /** Not in the spec: the per-user or per-business send limit. */
  rateLimited: (seconds: number) => `Too many messages sent; try again in ${seconds} seconds.`,
  /** Not in the spec: a webhook whose signature does not check. */
  forged: 'Invalid webhook signature',
  /** Not in the spec: the sandbox call while a real provider is configured. */
  noSandbox: 'The sandbox provider is not in use: real provider credentials are configured.',
  empty: 'Required',
} as const;

/** Custom calls on the sms service (paths after `/sms/`). */
export const SMS_PATHS = {
  /** POST: a provider's delivery reports and inbound messages (public; signature checked) */
  webhook: (provider: string) => `webhook/${provider}`,
  /** GET: the messages exchanged with one phone, oldest first */
  conversation: (phone: string) => `conversation/${phone}`,
  /** POST: checks a bulk SMS without sending it (spec, second document, section 5) */
  campaignValidate: 'campaign/validate',
  /** POST: the sandbox provider delivers an inbound message (local default only; tests and demos) */
  sandboxInbound: 'sandbox/inbound',
} as const;

/** Screen paths (spec, second document, section 1; first document, section 2). */
export const SMS_SCREENS = {
  list: '/call/sms',
  send: '/call/sms/send',
  conversation: (id: string | number) => `/call/sms/send/${encodeURIComponent(String(id))}`,
  /** the inbound_sms notification's link opens the same conversation */
  notificationSend: '/sms/send',
  campaigns: '/sms/campaign',
  campaignSend: '/sms/campaign/send',
  campaignShow: (id: string | number) => `/sms/campaign/show/${encodeURIComponent(String(id))}`,
  groups: '/sms/sms_group',
  plan: '/sms/plan',
} as const;

/** Socket events on the sms namespace beyond the spec's `inbound`. */
export interface SmsStatusEvent {
  smsId: number;
  to: string;
  status: SmsStatus;
}
export interface CampaignReportEvent extends CampaignCounters {
  campaignId: number;
  status: CampaignStatus;
}
