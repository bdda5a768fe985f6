// With credentials, SMS goes to the real providers' HTTP APIs (here local fakes at the configured
// base URLs), and their webhooks are believed only when signed: Telnyx ed25519, Twilio HMAC-SHA1.
import { sql } from 'kysely';
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telnyxSign, twilioSignature } from '../../../server/adapters/sms/signatures';
import { useHarness } from '../harness';

const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const received: { url: string; body: string }[] = [];
let fake: http.Server;

beforeAll(async () => {
  let n = 0;
  fake = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ url: req.url ?? '', body });
      const twilio = req.url?.includes('/Messages.json');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(twilio ? { sid: `SM${++n}` } : { data: { id: `tx-${++n}` } }));
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    TELNYX_API_KEY: 'key',
    TELNYX_PUBLIC_KEY: publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('base64'),
    TELNYX_BASE_URL: base,
    TWILIO_ACCOUNT_SID: 'AC1',
    TWILIO_AUTH_TOKEN: 'secret-token',
    TWILIO_BASE_URL: base,
    SMS_WEBHOOK_URL: 'https://shop.example',
  });
});
afterAll(() => new Promise<void>((r) => fake.close(() => r())));

const h = useHarness();

async function sent(provider: 'telnyx' | 'twilio', to: string) {
  const res = await h.call('POST', '/sms/s', { body: { to, message: `via ${provider}`, provider } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.smsId;
  for (let i = 0; i < 200; i++) {
    const got = (await h.call('GET', `/sms/s/${id}`)).body;
    if (got.status === 'sent') return got;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('not sent');
}

describe('Telnyx', () => {
  it('sends through its API and takes only signed reports', async () => {
    const sms = await sent('telnyx', '2025550161');
    const call = received.find((r) => r.url === '/v2/messages' && r.body.includes('+12025550161'))!;
    expect(JSON.parse(call.body)).toMatchObject({ to: '+12025550161', text: 'via telnyx', webhook_url: `https://shop.example/sms/webhook/telnyx?ref=s${sms.smsId}` });

    const body = JSON.stringify({ data: { event_type: 'message.finalized', payload: { id: sms.providerMessageId, to: [{ status: 'delivered' }] } } });
    const ts = String(Math.floor(Date.now() / 1000));
    const post = (headers: Record<string, string>) =>
      h.app.inject({ method: 'POST', url: `/sms/webhook/telnyx?ref=s${sms.smsId}`, payload: body, headers: { 'content-type': 'application/json', ...headers } });
    const other = generateKeyPairSync('ed25519').privateKey;
    expect((await post({ 'telnyx-timestamp': ts, 'telnyx-signature-ed25519': telnyxSign(other, body, ts) })).statusCode).toBe(403);
    expect((await h.call('GET', `/sms/s/${sms.smsId}`)).body.status).toBe('sent');
    expect((await post({ 'telnyx-timestamp': ts, 'telnyx-signature-ed25519': telnyxSign(privateKey, body, ts) })).statusCode).toBe(200);
    expect((await h.call('GET', `/sms/s/${sms.smsId}`)).body.status).toBe('delivered');
  });
});

describe('Twilio', () => {
  it('sends through its API and takes only reports signed over the called address', async () => {
    const sms = await sent('twilio', '2025550162');
    const call = received.find((r) => r.url === '/2010-04-01/Accounts/AC1/Messages.json' && r.body.includes('2025550162'))!;
    expect(Object.fromEntries(new URLSearchParams(call.body))).toMatchObject({ To: '+12025550162', Body: 'via twilio', StatusCallback: `https://shop.example/sms/webhook/twilio?ref=s${sms.smsId}` });

    const url = `/sms/webhook/twilio?ref=s${sms.smsId}`;
    const fields = { MessageSid: sms.providerMessageId, MessageStatus: 'undelivered', ErrorCode: '30003' };
    const post = (signature: string) =>
      h.app.inject({ method: 'POST', url, payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature } });
    expect((await post(twilioSignature('wrong-token', `https://shop.example${url}`, fields))).statusCode).toBe(403);
    expect((await post(twilioSignature('secret-token', `https://elsewhere.example${url}`, fields))).statusCode).toBe(403);
    expect((await h.call('GET', `/sms/s/${sms.smsId}`)).body.status).toBe('sent');
    expect((await post(twilioSignature('secret-token', `https://shop.example${url}`, fields))).statusCode).toBe(200);
    expect((await h.call('GET', `/sms/s/${sms.smsId}`)).body).toMatchObject({ status: 'delivery_failed', error: '30003' });
  });

  it('stores an inbound message signed by Twilio, once however often the signed request is sent again', async () => {
    const url = '/sms/webhook/twilio';
    const fields = { MessageSid: 'SMin1', From: '+12025550163', To: '+15555550100', Body: 'Hello shop', NumMedia: '0' };
    const deliver = () =>
      h.app.inject({
        method: 'POST',
        url,
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature('secret-token', `https://shop.example${url}`, fields) },
      });
    expect((await deliver()).statusCode).toBe(200);
    // replayed, one after the other and several at once
    expect((await deliver()).statusCode).toBe(200);
    expect((await Promise.all([deliver(), deliver(), deliver()])).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const list = await h.call('GET', `/sms/s/1/5?from=${encodeURIComponent('+12025550163')}`);
    expect(list.body.count).toBe(1);
    expect(list.body.data[0]).toMatchObject({ inbound: true, provider: 'twilio', message: 'Hello shop', status: 'received', providerMessageId: 'SMin1' });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM notification WHERE type = 'inbound_sms' AND content LIKE '%+12025550163%'`.execute(h.db);
    expect(rows[0].n).toBeLessThanOrEqual(1);
  });
});
