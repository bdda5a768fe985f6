// Twilio Programmable Messaging over its HTTP API; webhooks signed with HMAC-SHA1 of URL and fields.
import { checkTwilioSignature } from './signatures';
import { header, ProviderRefused, type NumberQuery, type OutgoingSms, type ProviderEvent, type ReportedStatus, type SmsAdapter, type WebhookRequest } from './types';

/** Twilio's error code for a message the carrier filtered (spam). */
const SPAM_CODE = '30007';

function statusOf(status: string | undefined, errorCode: string | undefined): ReportedStatus | undefined {
  if (errorCode === SPAM_CODE) return 'spam';
  switch (status) {
    case 'sent':
      return 'sent';
    case 'delivered':
      return 'delivered';
    case 'undelivered':
      return 'undelivered';
    case 'failed':
      return 'failed';
    default:
      return undefined;
  }
}

const fields = (body: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));

export function parseTwilioEvents(body: unknown, query: Record<string, string | undefined>): ProviderEvent[] {
  const f = fields(body);
  if (f.MessageStatus) {
    const status = statusOf(f.MessageStatus, f.ErrorCode);
    return status ? [{ kind: 'status', reference: query.ref, providerMessageId: f.MessageSid, status, error: f.ErrorCode || undefined }] : [];
  }
  if (f.Body !== undefined && f.From) {
    const media = Array.from({ length: Number(f.NumMedia ?? 0) || 0 }, (_, i) => f[`MediaUrl${i}`]).filter(Boolean);
    return [{ kind: 'inbound', providerMessageId: f.MessageSid, from: f.From, to: f.To ?? '', text: f.Body, mediaUrls: media }];
  }
  return [];
}

export function twilioAdapter(config: { accountSid: string; authToken: string; baseUrl: string }, webhookUrl: string): SmsAdapter {
  const auth = 'Basic ' + Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  const account = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}`;
  /** A call of the account's API: its JSON body; a 4xx (but 429) is a refusal, anything else not ok an error to retry. */
  async function api<T>(method: 'GET' | 'POST', path: string, form?: URLSearchParams): Promise<T> {
    const res = await fetch(`${account}${path}`, {
      method,
      headers: { authorization: auth, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as T & { message?: string };
    if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new ProviderRefused(json.message ?? `Twilio answered ${res.status}`);
    if (!res.ok) throw new Error(`Twilio answered ${res.status}`);
    return json;
  }
  return {
    name: 'twilio',
    async send(message: OutgoingSms) {
      const form = new URLSearchParams({ To: message.to, From: message.from, Body: message.text, StatusCallback: `${webhookUrl}?ref=${encodeURIComponent(message.reference)}` });
      for (const url of message.mediaUrls ?? []) form.append('MediaUrl', url);
      const res = await fetch(`${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json().catch(() => ({}))) as { sid?: string; message?: string };
      if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new ProviderRefused(body.message ?? `Twilio answered ${res.status}`);
      if (!res.ok || !body.sid) throw new Error(`Twilio answered ${res.status}`);
      return { providerMessageId: body.sid };
    },
    verify: (req: WebhookRequest) => checkTwilioSignature(config.authToken, req.url, fields(req.body), header(req.headers, 'x-twilio-signature')),
    parse: (req: WebhookRequest) => parseTwilioEvents(req.body, req.query),
    async availableNumbers(q: NumberQuery) {
      const query = new URLSearchParams({ SmsEnabled: 'true', PageSize: String(q.limit) });
      if (q.areaCode) query.set('AreaCode', q.areaCode);
      const body = await api<{ available_phone_numbers?: { phone_number?: string; region?: string; locality?: string }[] }>(
        'GET',
        `/AvailablePhoneNumbers/${encodeURIComponent(q.country)}/Local.json?${query}`,
      );
      return (body.available_phone_numbers ?? [])
        .filter((n) => n.phone_number)
        .map((n) => ({ phone: String(n.phone_number), region: [n.locality, n.region].filter(Boolean).join(', ') || undefined }));
    },
    async buyNumber(phone: string) {
      const body = await api<{ sid?: string }>('POST', '/IncomingPhoneNumbers.json', new URLSearchParams({ PhoneNumber: phone }));
      return { orderId: String(body.sid ?? '') };
    },
    async balance() {
      const body = await api<{ balance?: string; currency?: string }>('GET', '/Balance.json');
      return { balance: Number(body.balance ?? 0), currency: String(body.currency ?? 'USD') };
    },
  };
}
