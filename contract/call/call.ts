// Calls, call campaigns, call groups and tickets: statuses, the spec's texts, paths of the calls
// beyond the generic pattern and pure rules (spec, second document, sections 3 and 7; first
// document, sections 2, 4 and 8), shared by the SPA and the server.
import { parseDateTime } from '../validate';

/** Providers of call campaigns (spec, second document, section 3: the two variants). */
export const CALL_PROVIDERS = ['telnyx', 'twilio'] as const;
export type CallProvider = (typeof CALL_PROVIDERS)[number];
export const DEFAULT_CALL_PROVIDER: CallProvider = 'telnyx';

/**
 * A call's status. `queued`: accepted, waiting for the queue; `ringing`: the provider placed it;
 * then `answered`, `no-answer`, `busy` or `failed` as the provider reports; `skipped`: a campaign
 * recipient on the block list, never called. Staff may set any of them (a call's status can be edited).
 */
export const CALL_STATUSES = ['queued', 'ringing', 'answered', 'no-answer', 'busy', 'failed', 'skipped'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** Statuses a provider's report may set (a report never moves a call back to queued). */
export const REPORTED_CALL_STATUSES = ['ringing', 'answered', 'no-answer', 'busy', 'failed'] as const satisfies readonly CallStatus[];
export type ReportedCallStatus = (typeof REPORTED_CALL_STATUSES)[number];

export const CALL_DIRECTIONS = ['outbound', 'inbound'] as const;

/** A call campaign's own status. */
export const CALL_CAMPAIGN_STATUSES = ['pending', 'sending', 'sent'] as const;
export type CallCampaignStatus = (typeof CALL_CAMPAIGN_STATUSES)[number];

/** Counts of calls per status, every status present (zero when none). */
export type CallStatistics = Record<CallStatus, number> & { total: number };

/** The statistics of the calls list (`showStatistics=true`): every status counted, and the total. */
export function callStatistics(byStatus: Partial<Record<string, number>>): CallStatistics {
  const out = { total: 0 } as CallStatistics;
  for (const s of CALL_STATUSES) {
    out[s] = byStatus[s] ?? 0;
    out.total += out[s];
  }
  return out;
}

/** A campaign's counters (the history list's columns). */
export interface CallCampaignCounters {
  callCount: number;
  answeredCount: number;
  noAnswerCount: number;
  busyCount: number;
  failedCount: number;
  pendingCount: number;
  skippedCount: number;
}

/** A call campaign's counters pushed as they move (EVENTS.callCampaignReport), as SMS campaigns push theirs. */
export interface CallCampaignReportEvent extends CallCampaignCounters {
  campaignId: number;
  status: CallCampaignStatus;
}

export function callCampaignCounters(byStatus: Partial<Record<string, number>>): CallCampaignCounters {
  const s = callStatistics(byStatus);
  return {
    callCount: s.total,
    answeredCount: s.answered,
    noAnswerCount: s['no-answer'],
    busyCount: s.busy,
    failedCount: s.failed,
    pendingCount: s.queued + s.ringing,
    skippedCount: s.skipped,
  };
}

/** The one toggle: a blocked phone is unblocked, any other is blocked. */
export const toggledBlock = (blocked: boolean): boolean => !blocked;

/** A phone's call logs (GET call/logs?limit=): a whole number from 1 to 500, 100 when not given. */
export const CALL_LOG_LIMIT = { type: 'integer', min: 1, max: 500, default: 100 } as const;

/** The tickets' call counts default to the last 30 days up to today (the spec's "fixed dates" are not given). */
export const TICKET_DEFAULT_DAYS = 30;

/** `YYYY-MM-DD` dates of a ticket range; missing ends take the default; undefined when a date is bad or the range reversed. */
/** A day as YYYY-MM-DD that exists, in the years the database takes (contract/validate.ts). */
export const isCallDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && parseDateTime(v) !== undefined;

export function ticketRange(start: unknown, end: unknown, today = new Date()): { startDate: string; endDate: string } | undefined {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const valid = (v: unknown) => isCallDay(v);
  const endDate = end === undefined || end === '' ? day(today) : valid(end) ? (end as string) : undefined;
  if (!endDate) return undefined;
  const from = new Date(endDate);
  from.setUTCDate(from.getUTCDate() - TICKET_DEFAULT_DAYS);
  const startDate = start === undefined || start === '' ? day(from) : valid(start) ? (start as string) : undefined;
  if (!startDate || startDate > endDate) return undefined;
  return { startDate, endDate };
}

/** The spec's texts (second document, section 8), and the product's own where the spec has none. */
export const CALL_TEXTS = {
  campaignSent: 'Your CALL campain has been succesfuly sent!',
  /** Not in the spec: a number that is not a phone number. */
  badNumber: 'Not a valid phone number.',
  /** Not in the spec: no recipient at all. */
  noRecipient: 'Give at least one recipient.',
  /** Not in the spec: a number on the call block list. */
  blocked: 'This number is blocked.',
  /** Not in the spec: past the calls a user or a business may start in a minute. */
  rateLimited: (seconds: number) => `Too many calls started; try again in ${seconds} seconds.`,
  /** Not in the spec: a phone the campaign already calls. */
  inCampaign: 'This number is already in the campaign.',
  /** Not in the spec: a webhook whose signature does not check. */
  forged: 'Invalid webhook signature',
  /** Not in the spec: a ticket range that is not two dates in order. */
  badRange: 'Give a start and an end date (YYYY-MM-DD), the start not after the end.',
  callRequested: 'Call requested',
  required: 'Required',
  /** Not in the spec: the browser phone without its settings (the names of the missing ones follow). */
  voiceNotConfigured: 'The browser phone is not configured. Missing settings:',
  /** Not in the spec: the Telnyx WebRTC login without its settings. */
  telnyxNotConfigured: 'The Telnyx agent login is not configured. Missing settings:',
  /** Not in the spec: Telnyx refused or did not answer the login. */
  telnyxLoginFailed: 'Telnyx did not give a login token; try again later.',
  /** Not in the spec: a dial that is not the user's own. */
  dialNotFound: 'Call not found',
  /** Not in the spec: the error of a dial whose page went away before it said how the call ended. */
  dialUnreported: 'No outcome: the browser phone closed during the call',
  /** Not in the spec: said to a caller when no browser phone of the staff is on. */
  nobodyToAnswer: 'Sorry, nobody can take your call right now. Please call again later.',
} as const;

/** Custom calls on the call service (paths after `/call/`). */
export const CALL_PATHS = {
  /** POST {phone}: blocks the phone, or unblocks it when blocked */
  blockToggle: 'call/block_or_unblock',
  /** GET ?phones=a,b: which of these phones are blocked */
  blocked: 'call/blocked',
  /** GET ?filters: counts by status over the filtered range (the list's showStatistics=true) */
  statistics: 'call/statistics',
  /** GET ?phone=: the calls of one phone, newest first */
  logs: 'call/logs',
  /** POST: a campaign through Telnyx (the first variant's payload) */
  telnyxCampaign: 'bulk/telnyx/call',
  /** POST: a campaign through Twilio (the second variant's payload) */
  twilioCampaign: 'bulk/twilio/call/send',
  /** POST: a provider's call reports (public; signature checked) */
  webhook: (provider: string) => `webhook/${provider}`,
  /** GET ?start_date=&end_date=: tickets with call counts */
  tickets: 'tickets',
  /** GET ?t=<timestamp>: a Twilio Voice access token for the browser phone (docs/calls.md, "Softphone") */
  voiceToken: 'token/generate',
  /** GET ?t=<timestamp>: a Telnyx WebRTC login token */
  telnyxLogin: 'agents/telnyx/login',
  /** POST {phone}: the browser phone places a call (a call row); PUT {id} {status, duration}: its outcome */
  dial: 'actions/dial',
  /** POST: the TwiML app's voice URL, and our numbers' (public; Twilio signature checked) */
  twilioVoice: 'voice/twilio',
  /** POST ?ref=k{id}: how the staff's phones answered an inbound call (Twilio's Dial action; public, signed) */
  twilioVoiceStatus: 'voice/twilio/status',
} as const;

/** Screen paths (first document, section 2). */
export const CALL_SCREENS = {
  calls: '/call/calls',
  callShow: (id: string | number) => `/call/calls/show/${encodeURIComponent(String(id))}`,
  history: '/call/history',
  send: '/call/send',
  groups: '/call/call_group',
  tickets: '/call/tickets',
} as const;
