// The one interface every SMS provider is reached through (docs/sms.md, "Providers").

export interface OutgoingSms {
  to: string;
  from: string;
  text: string;
  mediaUrls?: string[];
  /** ours: `s<smsId>` or `c<recipientId>`; comes back with every report about the message */
  reference: string;
  /** a retry of the same send carries the same key; a provider that honours one (the sandbox) sends once */
  idempotencyKey: string;
}

/** Statuses reported by providers, in our words. */
export type ReportedStatus = 'sent' | 'delivered' | 'undelivered' | 'failed' | 'spam';

export type ProviderEvent =
  | { kind: 'status'; reference?: string; providerMessageId?: string; status: ReportedStatus; error?: string }
  | { kind: 'inbound'; providerMessageId?: string; from: string; to: string; text: string; mediaUrls: string[] };

/** A webhook request as the route received it. */
export interface WebhookRequest {
  /** the body exactly as sent (signatures are over it) */
  rawBody: string;
  /** the parsed body (JSON, or the fields of a form) */
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  /** the full address the provider called, as it signed it (Twilio) */
  url: string;
  query: Record<string, string | undefined>;
}

export interface SmsAdapter {
  /** 'telnyx', 'twilio' or 'sandbox': also the last segment of its webhook path */
  readonly name: 'telnyx' | 'twilio' | 'sandbox';
  /** Hands one message to the provider; throws ProviderRefused when it says no for good. */
  send(message: OutgoingSms): Promise<{ providerMessageId: string }>;
  /** Whether a webhook request really comes from the provider. */
  verify(request: WebhookRequest): boolean;
  /** The reports and inbound messages a verified webhook carries. */
  parse(request: WebhookRequest): ProviderEvent[];
  /** Numbers for sale in a country (ISO code), in an area code when given. */
  availableNumbers(query: NumberQuery): Promise<NumberForSale[]>;
  /** Buys a number (E.164); throws ProviderRefused when the provider will not sell it. */
  buyNumber(phone: string): Promise<{ orderId: string }>;
  /** The account's balance. */
  balance(): Promise<{ balance: number; currency: string }>;
}

export interface NumberQuery {
  country: string;
  areaCode?: string;
  limit: number;
}

export interface NumberForSale {
  phone: string;
  region?: string;
  monthlyCost?: number;
  currency?: string;
}

/** The provider refused the message itself (bad number, blocked by the carrier): no retry. */
export class ProviderRefused extends Error {}

export const header = (headers: WebhookRequest['headers'], name: string): string | undefined => {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};
