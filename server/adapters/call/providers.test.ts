import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { twilioSignature, telnyxSign } from '../sms/signatures';
import { callSandbox, sandboxCalls } from './sandbox';
import { parseTelnyxCallEvents } from './telnyx';
import { twilioCallAdapter } from './twilio';

const state = (ref: string) => Buffer.from(ref).toString('base64');

describe('Telnyx call events', () => {
  it('reads our reference from client_state and the outcome from the hangup cause', () => {
    const events = parseTelnyxCallEvents({
      data: [
        { event_type: 'call.initiated', payload: { call_control_id: 'a', client_state: state('k1') } },
        { event_type: 'call.hangup', payload: { call_control_id: 'a', client_state: state('k1'), hangup_cause: 'normal_clearing', start_time: '2026-01-01T00:00:00Z', end_time: '2026-01-01T00:01:05Z' } },
        { event_type: 'call.hangup', payload: { call_control_id: 'b', client_state: state('k2'), hangup_cause: 'user_busy' } },
        { event_type: 'call.hangup', payload: { call_control_id: 'c', hangup_cause: 'destination_out_of_order' } },
        { event_type: 'call.bridged', payload: {} },
      ],
    });
    expect(events).toEqual([
      { reference: 'k1', providerCallId: 'a', status: 'ringing' },
      { reference: 'k1', providerCallId: 'a', status: 'answered', duration: 65, error: undefined },
      { reference: 'k2', providerCallId: 'b', status: 'busy', duration: 0, error: undefined },
      { reference: undefined, providerCallId: 'c', status: 'failed', duration: 0, error: 'destination_out_of_order' },
    ]);
  });
});

describe('Twilio status callbacks', () => {
  const adapter = twilioCallAdapter({ accountSid: 'AC1', authToken: 'secret', baseUrl: 'http://127.0.0.1:9' }, 'https://shop.example/call/webhook/twilio');
  const url = 'https://shop.example/call/webhook/twilio?ref=k7';
  const body = { CallSid: 'CA1', CallStatus: 'no-answer', CallDuration: '0' };
  const request = (signature: string) => ({ rawBody: '', body, headers: { 'x-twilio-signature': signature }, url, query: { ref: 'k7' } });
  it('believes only a request signed with the auth token', () => {
    expect(adapter.verify(request(twilioSignature('secret', url, body)))).toBe(true);
    expect(adapter.verify(request(twilioSignature('other', url, body)))).toBe(false);
  });
  it('maps the call status', () => {
    expect(adapter.parse(request(''))).toEqual([{ reference: 'k7', providerCallId: 'CA1', status: 'no-answer', duration: 0 }]);
  });
});

describe('the sandbox', () => {
  it('calls once per idempotency key, and signs its reports with a key no one else holds', async () => {
    const posted: { raw: string; headers: Record<string, string> }[] = [];
    const sandbox = callSandbox({ delayMs: 10_000, post: async (raw, headers) => void posted.push({ raw, headers }) });
    const call = { to: '+13035550486', from: '+15555550100', reference: 'k99', idempotencyKey: 'unit-call-99' };
    const first = await sandbox.place(call);
    expect(await sandbox.place(call)).toEqual(first);
    expect(sandboxCalls.get('unit-call-99')?.times).toBe(2);
    await sandbox.flush();
    expect(posted).toHaveLength(1);
    const req = { rawBody: posted[0].raw, body: JSON.parse(posted[0].raw), headers: posted[0].headers, url: '', query: {} };
    expect(sandbox.verify(req)).toBe(true);
    expect(sandbox.parse(req)).toMatchObject([{ reference: 'k99', status: 'busy' }]);
    const { privateKey } = generateKeyPairSync('ed25519');
    const stamp = posted[0].headers['telnyx-timestamp'];
    expect(sandbox.verify({ ...req, headers: { ...req.headers, 'telnyx-signature-ed25519': telnyxSign(privateKey, req.rawBody, stamp) } })).toBe(false);
  });
});
