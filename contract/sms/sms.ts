// SMS and bulk SMS campaigns: paths of the calls beyond the generic pattern, the spec's texts,
// statuses and limits (spec, second document, sections 3, 5, 7 and 8), shared by the SPA and the server.
import { messages } from '../messages';

/** Providers behind the one adapter (spec, second document, section 9: the default is telnyx). */
export const SMS_PROVIDERS = ['telnyx', 'twilio'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];
export const DEFAULT_SMS_PROVIDER: SmsProvider = 'telnyx';

/**
 * Campaign services a whole campaign is handed to (spec, second document, section 7: "mobiniti and
 * send_pulse campaigns"): the recipients are collected and checked as for any campaign, then the
 * list goes to the service in one call (POST bulk/{service}); kept in `sms_bulk_campaign`.
 */
export const SMS_CAMPAIGN_SERVICES = ['mobiniti', 'send_pulse'] as const;
export type SmsCampaignService = (typeof SMS_CAMPAIGN_SERVICES)[number];
export const isCampaignService = (p: unknown): p is SmsCampaignService => (SMS_CAMPAIGN_SERVICES as readonly unknown[]).includes(p);

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
  /** Not in the spec: staff may not lift an unsubscribe; only the recipient's START does. */
  unsubscribedStays: 'This number unsubscribed with STOP: only a START from it lets messages through again.',
  /** Not in the spec: the per-user or per-business send limit. */
  rateLimited: (seconds: number) => `Too many messages sent; try again in ${seconds} seconds.`,
  /** Not in the spec: a webhook whose signature does not check. */
  forged: 'Invalid webhook signature',
  /** Not in the spec: the sandbox call while a real provider is configured. */
  noSandbox: 'The sandbox provider is not in use: real provider credentials are configured.',
  empty: 'Required',
  /** Not in the spec: a campaign of a business that has chosen no SMS plan (the screen then opens /sms/plan). */
  noPlan: 'This business has no SMS plan: choose one first.',
  /** Not in the spec: a campaign past the messages its plan leaves this month, the plan allowing no extra ones. */
  overPlan: (left: number, wanted: number) => `The SMS plan leaves ${left} message(s) this month and allows no extra ones; this campaign has ${wanted} recipient(s).`,
  /** Not in the spec: a plan chosen for a business that is not the user's own. */
  notYourBusiness: messages.notYourBusiness,
  /** Not in the spec: a plan that does not exist or is not offered. */
  noSuchPlan: 'No such SMS plan.',
  /** Not in the spec: a number bought that is already registered. */
  numberTaken: 'This number is already registered.',
  /** Not in the spec: a country numbers cannot be bought in. */
  badCountry: 'Numbers cannot be bought in this country.',
  /** Not in the spec: the provider would not sell the number or list numbers. */
  providerFailed: (provider: string, why: string) => `${provider} refused: ${why}`,
  /** Not in the spec: a history date that is not one. */
  badDate: 'Not a valid date.',
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
  /** GET ?businessId=: the SMS plan of a business and this month's use */
  planCurrent: 'plan/current',
  /** POST {smsPlanId, businessId?}: a business chooses its SMS plan */
  planChoose: 'plan/choose',
  /** GET: the countries numbers can be bought in */
  countries: 'countries',
  /** GET ?provider=&country=&areaCode=: numbers for sale */
  numbers: 'numbers',
  /** POST {provider, phone, businessId?}: buys a number; it becomes an SMS phone of the business */
  numbersBuy: 'numbers/buy',
  /** GET: the account balance at each provider */
  balance: 'balance',
  /** POST: a campaign handed as a whole to mobiniti or send_pulse */
  bulk: (service: SmsCampaignService) => `bulk/${service}`,
  /** POST: a campaign sent by the queue through telnyx or twilio (the campaign's create, its provider the path's) */
  providerCampaign: (provider: SmsProvider) => `bulk/${provider}`,
  /** GET ?phone=&status=&from=&to=&after=&limit=: every message of the business, newest first */
  history: 'history',
  /** POST {phone}: blocks the phone for SMS, or unblocks it when staff blocked it */
  blockToggle: 'block_or_unblock',
  /** GET ?phones=a,b: which of these phones nothing may be sent to, and why */
  blocked: 'blocked',
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
  history: '/sms/history',
  phones: '/sms/phone',
} as const;

/** A business's plan as GET plan/current answers it. */
export interface SmsPlanCurrent {
  businessId: number | null;
  businessName: string | null;
  plan: { smsPlanId: number; name: string; price: number; messagesIncluded: number; extraMessagePrice: number | null } | null;
  chosenBy: number | null;
  dateChosen: string | null;
  /** messages sent or accepted for sending this calendar month (UTC) */
  used: number;
  /** left of the plan's messages this month */
  left: number;
}

/** One provider's account balance (GET balance). */
export interface SmsBalance {
  provider: SmsProvider;
  balance: number;
  currency: string;
  /** the local sandbox stands in for the provider (no credentials) */
  sandbox: boolean;
}

/** A number for sale (GET numbers). */
export interface AvailableNumber {
  phone: string;
  country: string;
  region?: string;
  monthlyCost?: number;
  currency?: string;
}

/** One line of the SMS history (GET history): a single SMS or a campaign recipient. */
export interface SmsHistoryItem {
  /** `s{smsId}` or `c{recipientId}`: the keyset cursor's tie-breaker too */
  key: string;
  kind: 'single' | 'campaign';
  phone: string;
  message: string;
  status: string;
  provider: string;
  inbound: boolean;
  date: string;
  smsId: number | null;
  campaignId: number | null;
  campaignName: string | null;
}
export const HISTORY_LIMITS = { default: 50, max: 200 } as const;

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
