// Telnyx Messaging over its HTTP API: POST /v2/messages; webhooks signed with ed25519.
import type { KeyObject } from 'node:crypto';
import { checkTelnyxSignature, ed25519PublicKey } from './signatures';
import { header, ProviderRefused, type NumberQuery, type OutgoingSms, type ProviderEvent, type ReportedStatus, type SmsAdapter, type WebhookRequest } from './types';

/** Telnyx error codes that mean the carrier took the message for spam. */
const SPAM_CODES = new Set(['40002', '40003']);

interface TelnyxPayload {
  id?: string;
  text?: string;
  from?: { phone_number?: string };
  to?: { phone_number?: string; status?: string }[];
  media?: { url?: string }[];
  errors?: { code?: string | number; title?: string }[];
  /** the sandbox's way of carrying our reference in a batch of events */
  reference?: string;
}

interface TelnyxEvent {
  event_type?: string;
  payload?: TelnyxPayload;
}

function statusOf(payload: TelnyxPayload): ReportedStatus | undefined {
  const code = String(payload.errors?.[0]?.code ?? '');
  if (SPAM_CODES.has(code)) return 'spam';
  switch (payload.to?.[0]?.status) {
    case 'sent':
      return 'sent';
    case 'delivered':
      return 'delivered';
    case 'delivery_failed':
    case 'delivery_unconfirmed':
      return 'undelivered';
    case 'sending_failed':
      return 'failed';
    default:
      return undefined;
  }
}

/** The events of a Telnyx-shaped webhook body: `{data: event}`, or `{data: [event...]}` from the sandbox. */
export function parseTelnyxEvents(body: unknown, query: Record<string, string | undefined>): ProviderEvent[] {
  const data = (body as { data?: TelnyxEvent | TelnyxEvent[] } | null)?.data;
  const events = Array.isArray(data) ? data : data ? [data] : [];
  const out: ProviderEvent[] = [];
  for (const e of events) {
    const p = e.payload ?? {};
    if (e.event_type === 'message.received') {
      out.push({
        kind: 'inbound',
        providerMessageId: p.id,
        from: String(p.from?.phone_number ?? ''),
        to: String(p.to?.[0]?.phone_number ?? ''),
        text: String(p.text ?? ''),
        mediaUrls: (p.media ?? []).map((m) => String(m.url ?? '')).filter(Boolean),
      });
    } else if (e.event_type === 'message.sent' || e.event_type === 'message.finalized') {
      const status = statusOf(p);
      const error = p.errors?.[0] ? `${p.errors[0].code ?? ''} ${p.errors[0].title ?? ''}`.trim() : undefined;
      if (status) out.push({ kind: 'status', reference: p.reference ?? query.ref, providerMessageId: p.id, status, error });
    }
  }
  return out;
}

interface TelnyxNumber {
  phone_number?: string;
  region_information?: { region_type?: string; region_name?: string }[];
  cost_information?: { monthly_cost?: string; currency?: string };
}

export function telnyxAdapter(config: { apiKey: string; publicKey?: string; baseUrl: string; messagingProfileId?: string }, webhookUrl: string): SmsAdapter {
  const key: KeyObject | undefined = config.publicKey ? ed25519PublicKey(config.publicKey) : undefined;
  /** A call of the API: its JSON body; a 4xx (but 429) is a refusal, anything else not ok an error to retry. */
  async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${config.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${config.apiKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as T & { errors?: { detail?: string; title?: string }[] };
    if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new ProviderRefused(json.errors?.[0]?.detail ?? json.errors?.[0]?.title ?? `Telnyx answered ${res.status}`);
    if (!res.ok) throw new Error(`Telnyx answered ${res.status}`);
    return json;
  }
  return {
    name: 'telnyx',
    async send(message: OutgoingSms) {
      const res = await fetch(`${config.baseUrl}/v2/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          from: message.from,
          to: message.to,
          text: message.text,
          ...(message.mediaUrls?.length ? { media_urls: message.mediaUrls, type: 'MMS' } : {}),
          ...(config.messagingProfileId ? { messaging_profile_id: config.messagingProfileId } : {}),
          webhook_url: `${webhookUrl}?ref=${encodeURIComponent(message.reference)}`,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json().catch(() => ({}))) as { data?: { id?: string }; errors?: { detail?: string; title?: string }[] };
      if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new ProviderRefused(body.errors?.[0]?.detail ?? body.errors?.[0]?.title ?? `Telnyx answered ${res.status}`);
      if (!res.ok || !body.data?.id) throw new Error(`Telnyx answered ${res.status}`);
      return { providerMessageId: body.data.id };
    },
    // without the public key nothing can be checked, so nothing is believed
    verify: (req: WebhookRequest) => !!key && checkTelnyxSignature(key, req.rawBody, header(req.headers, 'telnyx-signature-ed25519'), header(req.headers, 'telnyx-timestamp')),
    parse: (req: WebhookRequest) => parseTelnyxEvents(req.body, req.query),
    async availableNumbers(q: NumberQuery) {
      const query = new URLSearchParams({ 'filter[country_code]': q.country, 'filter[limit]': String(q.limit), 'filter[features][]': 'sms' });
      if (q.areaCode) query.set('filter[national_destination_code]', q.areaCode);
      const body = await api<{ data?: TelnyxNumber[] }>('GET', `/v2/available_phone_numbers?${query}`);
      return (body.data ?? [])
        .filter((n) => n.phone_number)
        .map((n) => ({
          phone: String(n.phone_number),
          region: n.region_information?.find((r) => r.region_type === 'rate_center' || r.region_type === 'state')?.region_name,
          monthlyCost: n.cost_information?.monthly_cost !== undefined ? Number(n.cost_information.monthly_cost) : undefined,
          currency: n.cost_information?.currency,
        }));
    },
    async buyNumber(phone: string) {
      const body = await api<{ data?: { id?: string } }>('POST', '/v2/number_orders', {
        phone_numbers: [{ phone_number: phone }],
        ...(config.messagingProfileId ? { messaging_profile_id: config.messagingProfileId } : {}),
      });
      return { orderId: String(body.data?.id ?? '') };
    },
    async balance() {
      const body = await api<{ data?: { balance?: string | number; currency?: string } }>('GET', '/v2/balance');
      return { balance: Number(body.data?.balance ?? 0), currency: String(body.data?.currency ?? 'USD') };
    },
  };
}
