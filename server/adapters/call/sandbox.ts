// The local default call provider: takes every call and a moment later reports its outcome by
// POSTing Telnyx-shaped call events, signed the Telnyx way with a key of its own, to the same
// webhook route a real provider calls. The whole flow runs on one machine.
import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { checkTelnyxSignature, telnyxSign } from '../sms/signatures';
import { header } from '../sms/types';
import { parseTelnyxCallEvents } from './telnyx';
import type { CallAdapter, OutgoingCall, WebhookRequest } from './types';

/** Numbers ending so are reported busy, or unanswered: a demo or test sees every counter move. */
export const SANDBOX_BUSY_SUFFIX = '0486';
export const SANDBOX_NO_ANSWER_SUFFIX = '0404';
/** Seconds an answered sandbox call lasts. */
export const SANDBOX_CALL_SECONDS = 42;

/** Every call the sandboxes of this process took, once per idempotency key (tests count them). */
export const sandboxCalls = new Map<string, OutgoingCall & { providerCallId: string; times: number }>();

export type WebhookPoster = (rawBody: string, headers: Record<string, string>) => Promise<void>;

export interface CallSandbox extends CallAdapter {
  /** Reports not yet posted are posted now (stop). */
  flush(): Promise<void>;
}

const EVENTS_PER_POST = 1000;

export function callSandbox(options: { delayMs: number; post: WebhookPoster; log?: (e: unknown) => void }): CallSandbox {
  const { publicKey, privateKey }: { publicKey: KeyObject; privateKey: KeyObject } = generateKeyPairSync('ed25519');
  let pending: object[] = [];
  let timer: NodeJS.Timeout | undefined;

  async function flush() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const events = pending;
    pending = [];
    for (let i = 0; i < events.length; i += EVENTS_PER_POST) {
      const rawBody = JSON.stringify({ data: events.slice(i, i + EVENTS_PER_POST) });
      const timestamp = String(Math.floor(Date.now() / 1000));
      try {
        await options.post(rawBody, { 'content-type': 'application/json', 'telnyx-timestamp': timestamp, 'telnyx-signature-ed25519': telnyxSign(privateKey, rawBody, timestamp) });
      } catch (e) {
        options.log?.(e);
      }
    }
  }

  return {
    name: 'sandbox',
    async place(call: OutgoingCall) {
      const seen = sandboxCalls.get(call.idempotencyKey);
      if (seen) {
        seen.times++;
        return { providerCallId: seen.providerCallId };
      }
      const providerCallId = randomUUID();
      sandboxCalls.set(call.idempotencyKey, { ...call, providerCallId, times: 1 });
      const cause = call.to.endsWith(SANDBOX_BUSY_SUFFIX) ? 'user_busy' : call.to.endsWith(SANDBOX_NO_ANSWER_SUFFIX) ? 'timeout' : 'normal_clearing';
      const end = new Date();
      const start = new Date(end.getTime() - SANDBOX_CALL_SECONDS * 1000);
      pending.push({
        event_type: 'call.hangup',
        payload: { call_control_id: providerCallId, client_state: Buffer.from(call.reference).toString('base64'), hangup_cause: cause, start_time: start.toISOString(), end_time: end.toISOString() },
      });
      timer ??= setTimeout(() => void flush(), options.delayMs);
      return { providerCallId };
    },
    verify: (req: WebhookRequest) => checkTelnyxSignature(publicKey, req.rawBody, header(req.headers, 'telnyx-signature-ed25519'), header(req.headers, 'telnyx-timestamp')),
    parse: (req: WebhookRequest) => parseTelnyxCallEvents(req.body),
    flush,
  };
}
