// Twilio Programmable Voice over its HTTP API: POST .../Calls.json; status callbacks signed with
// HMAC-SHA1 of URL and fields (as for SMS).
import type { ReportedCallStatus } from '../../../contract/call/call';
import { checkTwilioSignature } from '../sms/signatures';
import { header } from '../sms/types';
import { CallRefused, type CallAdapter, type CallEvent, type OutgoingCall, type WebhookRequest } from './types';

const STATUS: Record<string, ReportedCallStatus> = {
  initiated: 'ringing',
  ringing: 'ringing',
  'in-progress': 'answered',
  completed: 'answered',
  busy: 'busy',
  'no-answer': 'no-answer',
  canceled: 'no-answer',
  failed: 'failed',
};

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function twilioCallAdapter(config: { accountSid: string; authToken: string; baseUrl: string }, webhookUrl: string): CallAdapter {
  return {
    name: 'twilio',
    async place(call: OutgoingCall) {
      const form = new URLSearchParams({
        To: call.to,
        From: call.from,
        Twiml: `<Response><Say>${escapeXml(call.message ?? '')}</Say></Response>`,
        StatusCallback: `${webhookUrl}?ref=${encodeURIComponent(call.reference)}`,
      });
      for (const e of ['initiated', 'ringing', 'answered', 'completed']) form.append('StatusCallbackEvent', e);
      const res = await fetch(`${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Calls.json`, {
        method: 'POST',
        headers: { authorization: 'Basic ' + Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64'), 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json().catch(() => ({}))) as { sid?: string; message?: string };
      if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new CallRefused(body.message ?? `Twilio answered ${res.status}`);
      if (!res.ok || !body.sid) throw new Error(`Twilio answered ${res.status}`);
      return { providerCallId: body.sid };
    },
    verify: (req: WebhookRequest) => checkTwilioSignature(config.authToken, req.url, (req.body ?? {}) as Record<string, string>, header(req.headers, 'x-twilio-signature')),
    parse(req: WebhookRequest): CallEvent[] {
      const b = (req.body ?? {}) as Record<string, string | undefined>;
      const status = STATUS[b.CallStatus ?? ''];
      if (!status) return [];
      const duration = b.CallDuration !== undefined ? Number(b.CallDuration) : undefined;
      return [{ reference: req.query.ref, providerCallId: b.CallSid, status, duration: Number.isFinite(duration) ? duration : undefined }];
    },
  };
}
