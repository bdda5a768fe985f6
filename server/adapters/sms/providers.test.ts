// Telnyx and Twilio adapters against a local fake of each HTTP API; the sandbox's numbers and balance.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxAdapter } from './sandbox';
import { twilioSignature } from './signatures';
import { telnyxAdapter } from './telnyx';
import { twilioAdapter } from './twilio';
import { ProviderRefused } from './types';

interface Seen {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
let seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const message = { to: '+12025550142', from: '+15555550100', text: 'Hi', reference: 's7', idempotencyKey: 'sms-7' };

describe('Telnyx adapter', () => {
  const telnyx = () => telnyxAdapter({ apiKey: 'KEY123', baseUrl: base, messagingProfileId: 'mp-1' }, 'https://shop.example/sms/webhook/telnyx');

  it('posts the message with the API key and our reference in the webhook address', async () => {
    seen = [];
    answer = { status: 200, body: { data: { id: 'tx-1' } } };
    expect(await telnyx().send(message)).toEqual({ providerMessageId: 'tx-1' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v2/messages' });
    expect(seen[0].headers.authorization).toBe('Bearer KEY123');
    expect(JSON.parse(seen[0].body)).toEqual({
      from: '+15555550100',
      to: '+12025550142',
      text: 'Hi',
      messaging_profile_id: 'mp-1',
      webhook_url: 'https://shop.example/sms/webhook/telnyx?ref=s7',
    });
  });
  it('a 4xx is a refusal (no retry), a 5xx an error to retry', async () => {
    answer = { status: 422, body: { errors: [{ detail: 'Invalid destination' }] } };
    await expect(telnyx().send(message)).rejects.toThrow(ProviderRefused);
    answer = { status: 503, body: {} };
    const e = await telnyx().send(message).catch((x) => x);
    expect(e).toBeInstanceOf(Error);
    expect(e).not.toBeInstanceOf(ProviderRefused);
  });
  it('reads delivery reports and inbound messages', () => {
    const parse = (body: unknown, ref?: string) => telnyx().parse({ rawBody: '', body, headers: {}, url: '', query: { ref } });
    expect(parse({ data: { event_type: 'message.finalized', payload: { id: 'tx-1', to: [{ status: 'delivered' }] } } }, 's7')).toEqual([
      { kind: 'status', reference: 's7', providerMessageId: 'tx-1', status: 'delivered', error: undefined },
    ]);
    expect(parse({ data: { event_type: 'message.finalized', payload: { id: 'tx-2', to: [{ status: 'delivery_failed' }], errors: [{ code: '40002', title: 'Spam' }] } } })[0]).toMatchObject({ status: 'spam', error: '40002 Spam' });
    expect(parse({ data: { event_type: 'message.received', payload: { id: 'in-1', from: { phone_number: '+12025550142' }, to: [{ phone_number: '+15555550100' }], text: 'Yes', media: [{ url: 'https://m/1.jpg' }] } } })).toEqual([
      { kind: 'inbound', providerMessageId: 'in-1', from: '+12025550142', to: '+15555550100', text: 'Yes', mediaUrls: ['https://m/1.jpg'] },
    ]);
  });
  it('believes no webhook without the public key', () => {
    expect(telnyx().verify({ rawBody: '{}', body: {}, headers: { 'telnyx-signature-ed25519': 'x', 'telnyx-timestamp': '1' }, url: '', query: {} })).toBe(false);
  });
});

describe('Twilio adapter', () => {
  const twilio = () => twilioAdapter({ accountSid: 'AC1', authToken: 'tok', baseUrl: base }, 'https://shop.example/sms/webhook/twilio');

  it('posts the form with basic auth and the status callback carrying our reference', async () => {
    seen = [];
    answer = { status: 201, body: { sid: 'SM1' } };
    expect(await twilio().send({ ...message, mediaUrls: ['https://m/1.jpg'] })).toEqual({ providerMessageId: 'SM1' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/2010-04-01/Accounts/AC1/Messages.json' });
    expect(seen[0].headers.authorization).toBe('Basic ' + Buffer.from('AC1:tok').toString('base64'));
    expect(Object.fromEntries(new URLSearchParams(seen[0].body))).toEqual({
      To: '+12025550142',
      From: '+15555550100',
      Body: 'Hi',
      StatusCallback: 'https://shop.example/sms/webhook/twilio?ref=s7',
      MediaUrl: 'https://m/1.jpg',
    });
  });
  it('checks the signature over the called address and fields, and reads reports and inbound messages', () => {
    const url = 'https://shop.example/sms/webhook/twilio?ref=c9';
    const fields = { MessageSid: 'SM1', MessageStatus: 'undelivered', ErrorCode: '30003' };
    const request = (sig: string) => ({ rawBody: '', body: fields, headers: { 'x-twilio-signature': sig }, url, query: { ref: 'c9' } });
    expect(twilio().verify(request(twilioSignature('tok', url, fields)))).toBe(true);
    expect(twilio().verify(request(twilioSignature('other', url, fields)))).toBe(false);
    expect(twilio().parse(request(''))).toEqual([{ kind: 'status', reference: 'c9', providerMessageId: 'SM1', status: 'undelivered', error: '30003' }]);
    expect(twilio().parse({ ...request(''), body: { MessageSid: 'SM2', From: '+12025550142', To: '+15555550100', Body: 'STOP', NumMedia: '0' } })).toEqual([
      { kind: 'inbound', providerMessageId: 'SM2', from: '+12025550142', to: '+15555550100', text: 'STOP', mediaUrls: [] },
    ]);
  });
});

describe('numbers and balances', () => {
  const telnyx = () => telnyxAdapter({ apiKey: 'KEY123', baseUrl: base, messagingProfileId: 'mp-1' }, 'https://shop.example/sms/webhook/telnyx');
  const twilio = () => twilioAdapter({ accountSid: 'AC1', authToken: 'tok', baseUrl: base }, 'https://shop.example/sms/webhook/twilio');

  it('Telnyx: lists numbers by country and area code, orders one, reads the balance', async () => {
    seen = [];
    answer = { status: 200, body: { data: [{ phone_number: '+13125550100', region_information: [{ region_type: 'state', region_name: 'IL' }], cost_information: { monthly_cost: '1.00', currency: 'USD' } }] } };
    expect(await telnyx().availableNumbers({ country: 'US', areaCode: '312', limit: 5 })).toEqual([{ phone: '+13125550100', region: 'IL', monthlyCost: 1, currency: 'USD' }]);
    const url = new URL(seen[0].url!, base);
    expect(url.pathname).toBe('/v2/available_phone_numbers');
    expect(url.searchParams.get('filter[country_code]')).toBe('US');
    expect(url.searchParams.get('filter[national_destination_code]')).toBe('312');
    expect(url.searchParams.get('filter[limit]')).toBe('5');
    answer = { status: 200, body: { data: { id: 'ord-1' } } };
    expect(await telnyx().buyNumber('+13125550100')).toEqual({ orderId: 'ord-1' });
    expect(seen[1]).toMatchObject({ method: 'POST', url: '/v2/number_orders' });
    expect(JSON.parse(seen[1].body)).toEqual({ phone_numbers: [{ phone_number: '+13125550100' }], messaging_profile_id: 'mp-1' });
    answer = { status: 200, body: { data: { balance: '12.34', currency: 'EUR' } } };
    expect(await telnyx().balance()).toEqual({ balance: 12.34, currency: 'EUR' });
    expect(seen[2]).toMatchObject({ method: 'GET', url: '/v2/balance' });
    answer = { status: 422, body: { errors: [{ detail: 'Number not available' }] } };
    await expect(telnyx().buyNumber('+13125550100')).rejects.toThrow(ProviderRefused);
  });

  it('Twilio: lists local numbers, buys one as an incoming number, reads the balance', async () => {
    seen = [];
    answer = { status: 200, body: { available_phone_numbers: [{ phone_number: '+14155550101', locality: 'San Francisco', region: 'CA' }] } };
    expect(await twilio().availableNumbers({ country: 'US', areaCode: '415', limit: 3 })).toEqual([{ phone: '+14155550101', region: 'San Francisco, CA' }]);
    const url = new URL(seen[0].url!, base);
    expect(url.pathname).toBe('/2010-04-01/Accounts/AC1/AvailablePhoneNumbers/US/Local.json');
    expect(url.searchParams.get('AreaCode')).toBe('415');
    expect(seen[0].headers.authorization).toBe('Basic ' + Buffer.from('AC1:tok').toString('base64'));
    answer = { status: 201, body: { sid: 'PN1' } };
    expect(await twilio().buyNumber('+14155550101')).toEqual({ orderId: 'PN1' });
    expect(seen[1]).toMatchObject({ method: 'POST', url: '/2010-04-01/Accounts/AC1/IncomingPhoneNumbers.json' });
    expect(Object.fromEntries(new URLSearchParams(seen[1].body))).toEqual({ PhoneNumber: '+14155550101' });
    answer = { status: 200, body: { balance: '0.56', currency: 'USD', account_sid: 'AC1' } };
    expect(await twilio().balance()).toEqual({ balance: 0.56, currency: 'USD' });
    expect(seen[2]).toMatchObject({ method: 'GET', url: '/2010-04-01/Accounts/AC1/Balance.json' });
    answer = { status: 503, body: {} };
    const e = await twilio().balance().catch((x) => x);
    expect(e).toBeInstanceOf(Error);
    expect(e).not.toBeInstanceOf(ProviderRefused);
  });

  it('sandbox: the same numbers for a country each time, a number sold once, the balance less what was sent', async () => {
    const sandbox = sandboxAdapter({ delayMs: 1000, post: async () => {}, startingBalance: 10, pricePerMessage: 0.5, sentCount: async () => 4 });
    const us = await sandbox.availableNumbers({ country: 'US', areaCode: '303', limit: 3 });
    expect(us.map((n) => n.phone)).toEqual(['+13035550200', '+13035550201', '+13035550202']);
    expect((await sandbox.availableNumbers({ country: 'GB', limit: 1 }))[0].phone).toMatch(/^\+4420555\d{4}$/);
    expect(await sandbox.availableNumbers({ country: 'ZZ', limit: 1 })).toEqual([]);
    await sandbox.buyNumber('+13035550201');
    await expect(sandbox.buyNumber('+13035550201')).rejects.toThrow(ProviderRefused);
    expect((await sandbox.availableNumbers({ country: 'US', areaCode: '303', limit: 3 })).map((n) => n.phone)).toEqual(['+13035550200', '+13035550202']);
    expect(await sandbox.balance()).toEqual({ balance: 8, currency: 'USD' });
  });
});
