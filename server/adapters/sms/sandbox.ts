// The local default provider: accepts every send, and a moment later reports its delivery (and can
// produce inbound messages) by POSTing Telnyx-shaped events, signed the Telnyx way with a key of
// its own, to the same webhook route a real provider calls. The whole flow runs on one machine.
import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { parseTelnyxEvents } from './telnyx';
import { checkTelnyxSignature, telnyxSign } from './signatures';
import { smsCountry } from '../../../contract/sms/countries';
import { header, ProviderRefused, type NumberQuery, type OutgoingSms, type SmsAdapter, type WebhookRequest } from './types';

/** Numbers ending so are reported undelivered, or as spam: a demo or test sees every counter move. */
export const SANDBOX_UNDELIVERED_SUFFIX = '0013';
export const SANDBOX_SPAM_SUFFIX = '0666';

/** Every message the sandboxes of this process accepted, once per idempotency key: how often it came, and when first (tests count them). */
export const sandboxSent = new Map<string, OutgoingSms & { providerMessageId: string; times: number; at: number }>();

/** Numbers the sandboxes of this process sold, with when (a real provider keeps its own list). */
export const sandboxNumbers = new Map<string, { orderId: string; at: Date }>();

/**
 * The numbers the sandbox offers: deterministic for a country and area code, so a test or a demo
 * sees the same list each time. North American ones are 555 numbers (+1 {area} 555 02xx).
 */
export function sandboxNumbersFor(q: NumberQuery): string[] {
  const country = smsCountry(q.country);
  if (!country) return [];
  const dial = country.dialCode.slice(1);
  const area = q.areaCode?.replace(/\D/g, '') || (dial === '1' ? '415' : '20');
  return Array.from({ length: Math.min(q.limit, 20) }, (_, i) =>
    dial === '1' ? `+1${area.padEnd(3, '0').slice(0, 3)}5550${String(200 + i)}` : `+${dial}${area}${String(5550200 + i)}`,
  );
}

/** How the sandbox reaches the webhook route: a signed POST (in-process, no network). */
export type WebhookPoster = (rawBody: string, headers: Record<string, string>) => Promise<void>;

export interface SandboxAdapter extends SmsAdapter {
  /** An inbound message from `from` to `to`, delivered through the webhook like a provider's. */
  inbound(from: string, to: string, text: string): Promise<void>;
  /** Reports not yet posted are posted now (stop). */
  flush(): Promise<void>;
}

/** Events per POST: a real provider posts one; the sandbox batches so a bench of 100,000 stays quick. */
const EVENTS_PER_POST = 1000;

export interface SandboxOptions {
  delayMs: number;
  post: WebhookPoster;
  log?: (e: unknown) => void;
  /** the account's starting balance (USD) and the price of one message (SMS_SANDBOX_BALANCE, SMS_PRICE_PER_MESSAGE) */
  startingBalance?: number;
  pricePerMessage?: number;
  /** how many messages the sandbox has sent so far (the app counts its rows; default: this process's sends) */
  sentCount?: () => Promise<number>;
}

export function sandboxAdapter(options: SandboxOptions): SandboxAdapter {
  const { publicKey, privateKey }: { publicKey: KeyObject; privateKey: KeyObject } = generateKeyPairSync('ed25519');
  let pending: object[] = [];
  let timer: NodeJS.Timeout | undefined;

  async function postEvents(events: object[]) {
    for (let i = 0; i < events.length; i += EVENTS_PER_POST) {
      const rawBody = JSON.stringify({ data: events.slice(i, i + EVENTS_PER_POST) });
      const timestamp = String(Math.floor(Date.now() / 1000));
      await options.post(rawBody, {
        'content-type': 'application/json',
        'telnyx-timestamp': timestamp,
        'telnyx-signature-ed25519': telnyxSign(privateKey, rawBody, timestamp),
      });
    }
  }
  async function flush() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const events = pending;
    pending = [];
    if (!events.length) return;
    // as a provider does, a report the webhook did not take is posted again, a few times
    for (let attempt = 1; ; attempt++) {
      try {
        return await postEvents(events);
      } catch (e) {
        if (attempt >= 3) return options.log?.(e);
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  }
  const later = (event: object) => {
    pending.push(event);
    timer ??= setTimeout(() => void flush(), options.delayMs);
  };

  return {
    name: 'sandbox',
    async send(message: OutgoingSms) {
      const seen = sandboxSent.get(message.idempotencyKey);
      if (seen) {
        // the same send tried again: the sandbox honours the idempotency key and does not send twice
        seen.times++;
        return { providerMessageId: seen.providerMessageId };
      }
      const providerMessageId = randomUUID();
      sandboxSent.set(message.idempotencyKey, { ...message, providerMessageId, times: 1, at: Date.now() });
      const status = message.to.endsWith(SANDBOX_UNDELIVERED_SUFFIX) ? 'delivery_failed' : 'delivered';
      const errors = message.to.endsWith(SANDBOX_SPAM_SUFFIX) ? [{ code: '40002', title: 'Blocked as spam' }] : message.to.endsWith(SANDBOX_UNDELIVERED_SUFFIX) ? [{ code: '40001', title: 'Not routable' }] : [];
      later({
        event_type: 'message.finalized',
        payload: { id: providerMessageId, reference: message.reference, to: [{ phone_number: message.to, status: errors.length ? 'delivery_failed' : status }], errors },
      });
      return { providerMessageId };
    },
    verify: (req: WebhookRequest) => checkTelnyxSignature(publicKey, req.rawBody, header(req.headers, 'telnyx-signature-ed25519'), header(req.headers, 'telnyx-timestamp')),
    parse: (req: WebhookRequest) => parseTelnyxEvents(req.body, req.query),
    async inbound(from, to, text) {
      await postEvents([{ event_type: 'message.received', payload: { id: randomUUID(), from: { phone_number: from }, to: [{ phone_number: to, status: 'webhook_delivered' }], text, media: [] } }]);
    },
    flush,
    async availableNumbers(q: NumberQuery) {
      return sandboxNumbersFor(q)
        .filter((phone) => !sandboxNumbers.has(phone))
        .map((phone) => ({ phone, region: q.areaCode ? `Area ${q.areaCode}` : undefined, monthlyCost: 1, currency: 'USD' }));
    },
    async buyNumber(phone: string) {
      if (sandboxNumbers.has(phone)) throw new ProviderRefused('Number already sold');
      const orderId = `sandbox-order-${randomUUID()}`;
      sandboxNumbers.set(phone, { orderId, at: new Date() });
      return { orderId };
    },
    async balance() {
      const sent = options.sentCount ? await options.sentCount() : [...sandboxSent.values()].length;
      const balance = (options.startingBalance ?? 100) - sent * (options.pricePerMessage ?? 0.004);
      return { balance: Math.round(balance * 10000) / 10000, currency: 'USD' };
    },
  };
}
