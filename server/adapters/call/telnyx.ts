// Telnyx Call Control over its HTTP API: POST /v2/calls; webhooks signed with ed25519 (as for SMS).
import type { KeyObject } from 'node:crypto';
import type { ReportedCallStatus } from '../../../contract/call/call';
import { checkTelnyxSignature, ed25519PublicKey } from '../sms/signatures';
import { header } from '../sms/types';
import { CallRefused, type CallAdapter, type CallEvent, type OutgoingCall, type WebhookRequest } from './types';

interface TelnyxCallPayload {
  call_control_id?: string;
  client_state?: string;
  hangup_cause?: string;
  start_time?: string;
  end_time?: string;
}

/** Hangup causes in our statuses (anything else that never answered: failed). */
const HANGUP: Record<string, ReportedCallStatus> = {
  normal_clearing: 'answered',
  user_busy: 'busy',
  timeout: 'no-answer',
  no_answer: 'no-answer',
  originator_cancel: 'no-answer',
  call_rejected: 'busy',
};

const fromState = (state: string | undefined): string | undefined => {
  if (!state) return undefined;
  try {
    return Buffer.from(state, 'base64').toString('utf8');
  } catch {
    return undefined;
  }
};

/** The events of a Telnyx-shaped webhook body: `{data: event}`, or `{data: [event...]}` from the sandbox. */
export function parseTelnyxCallEvents(body: unknown): CallEvent[] {
  const data = (body as { data?: unknown } | null)?.data;
  const events = (Array.isArray(data) ? data : data ? [data] : []) as { event_type?: string; payload?: TelnyxCallPayload }[];
  const out: CallEvent[] = [];
  for (const e of events) {
    const p = e.payload ?? {};
    const base = { reference: fromState(p.client_state), providerCallId: p.call_control_id };
    if (e.event_type === 'call.initiated') out.push({ ...base, status: 'ringing' });
    else if (e.event_type === 'call.answered') out.push({ ...base, status: 'answered' });
    else if (e.event_type === 'call.hangup') {
      const status = HANGUP[p.hangup_cause ?? ''] ?? 'failed';
      const duration = p.start_time && p.end_time ? Math.max(0, Math.round((Date.parse(p.end_time) - Date.parse(p.start_time)) / 1000)) : undefined;
      out.push({ ...base, status, duration: status === 'answered' ? duration : 0, error: status === 'failed' ? p.hangup_cause : undefined });
    }
  }
  return out;
}

export function telnyxCallAdapter(config: { apiKey: string; connectionId: string; publicKey?: string; baseUrl: string }, webhookUrl: string): CallAdapter {
  const key: KeyObject | undefined = config.publicKey ? ed25519PublicKey(config.publicKey) : undefined;
  return {
    name: 'telnyx',
    async place(call: OutgoingCall) {
      const res = await fetch(`${config.baseUrl}/v2/calls`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json', 'idempotency-key': call.idempotencyKey },
        body: JSON.stringify({
          connection_id: config.connectionId,
          to: call.to,
          from: call.from,
          client_state: Buffer.from(call.reference).toString('base64'),
          webhook_url: webhookUrl,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json().catch(() => ({}))) as { data?: { call_control_id?: string }; errors?: { detail?: string; title?: string }[] };
      if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new CallRefused(body.errors?.[0]?.detail ?? body.errors?.[0]?.title ?? `Telnyx answered ${res.status}`);
      if (!res.ok || !body.data?.call_control_id) throw new Error(`Telnyx answered ${res.status}`);
      return { providerCallId: body.data.call_control_id };
    },
    // without the public key nothing can be checked, so nothing is believed
    verify: (req: WebhookRequest) => !!key && checkTelnyxSignature(key, req.rawBody, header(req.headers, 'telnyx-signature-ed25519'), header(req.headers, 'telnyx-timestamp')),
    parse: (req: WebhookRequest) => parseTelnyxCallEvents(req.body),
  };
}
