// SMS domains and phones: urls and numbers stored normalised, every domain save registered with the
// promotion-registration endpoint (recorded locally, or POSTed to a real HTTP server this file
// starts), a failing endpoint never failing the save, phones registered once, business names in
// the lists, the permission.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { business as businessDecl } from '../../../contract/entities/business';
import { smsDomain } from '../../../contract/entities/sms/smsDomain';
import { smsPhone } from '../../../contract/entities/sms/smsPhone';
import { SMS_TEXTS } from '../../../contract/sms/sms';
import { promotionRequests, type PromotionRequest } from '../../../server/adapters/sms-promotion/sms-promotion';
import { base, useHarness } from '../harness';
import { waitFor } from '../../support/wait-for';

const h = useHarness();

/** The domain's promotion requests, oldest first, once there are `n` of them. */
const requestsOf = (smsDomainId: number, n: number): Promise<PromotionRequest[]> =>
  waitFor(`${n} promotion request(s) of domain ${smsDomainId}`, async () => {
    const rows = await promotionRequests(h.db, smsDomainId);
    return rows.length >= n && rows.reverse();
  });

/** A business of its own, with a name the lists must show. */
async function business(name: string): Promise<number> {
  const row = await h.create(businessDecl, { name });
  return row.businessId;
}

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** The promotion host: records what it receives and answers `status`. */
let endpoint: Server;
let endpointUrl = '';
let answer = 200;
const received: Received[] = [];

beforeAll(async () => {
  endpoint = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : undefined });
      res.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/promotion/register`;
});

afterAll(async () => {
  delete process.env.SMS_PROMOTION_URL;
  delete process.env.SMS_PROMOTION_TOKEN;
  await new Promise((resolve) => endpoint.close(resolve));
});

beforeEach(() => {
  delete process.env.SMS_PROMOTION_URL;
  delete process.env.SMS_PROMOTION_TOKEN;
  received.length = 0;
  answer = 200;
});

describe('SMS domains', () => {
  it('stores the url normalised; a create and an update are each recorded once, locally without sending', async () => {
    const created = await h.call('POST', base(smsDomain), { body: { url: 'HTTPS://Promo.Example.COM/' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.url).toBe('https://promo.example.com');
    const id = created.body.smsDomainId;
    const [first] = await requestsOf(id, 1);
    expect(first).toMatchObject({ smsDomainId: id, url: 'https://promo.example.com', target: null, responseStatus: null, error: null });

    const updated = await h.call('PUT', `${base(smsDomain)}/${id}`, { body: { url: 'Offers.Example.com/' } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.url).toBe('offers.example.com');
    const both = await requestsOf(id, 2);
    expect(both.map((r) => r.url)).toEqual(['https://promo.example.com', 'offers.example.com']);
    // nothing more arrives for these two saves
    await new Promise((r) => setTimeout(r, 200));
    expect(await promotionRequests(h.db, id)).toHaveLength(2);
    expect(received).toEqual([]);
  });

  it('refuses a url that is neither a web address nor a host name with 422 on url', async () => {
    for (const url of ['not a url', 'ftp://promo.example.com', 'promo']) {
      const res = await h.call('POST', base(smsDomain), { body: { url } });
      expect(res.status, url).toBe(422);
      expect(res.body).toEqual([{ path: 'url', msg: expect.stringContaining('host name') }]);
    }
  });

  it('POSTs the domain to SMS_PROMOTION_URL with the bearer token', async () => {
    process.env.SMS_PROMOTION_URL = endpointUrl;
    process.env.SMS_PROMOTION_TOKEN = 'promo-secret';
    const businessId = await business('Promoted Pizza');
    const created = await h.call('POST', base(smsDomain), { body: { url: 'https://Deals.Example.com/Pizza/', businessId } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.smsDomainId;
    const [request] = await requestsOf(id, 1);
    expect(request).toMatchObject({ url: 'https://deals.example.com/Pizza', target: endpointUrl, responseStatus: 200, error: null });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/promotion/register', body: { url: 'https://deals.example.com/Pizza', businessId, smsDomainId: id } });
    expect(received[0].headers.authorization).toBe('Bearer promo-secret');
    expect(received[0].headers['content-type']).toContain('application/json');
  });

  it('a 500 from the endpoint still saves the domain; the error is recorded', async () => {
    process.env.SMS_PROMOTION_URL = endpointUrl;
    const created = await h.call('POST', base(smsDomain), { body: { url: 'kept.example.com' } });
    expect(created.status).toBe(201);
    const id = created.body.smsDomainId;
    await requestsOf(id, 1);
    expect(received[0].headers.authorization).toBeUndefined();

    answer = 500;
    const updated = await h.call('PUT', `${base(smsDomain)}/${id}`, { body: { url: 'still-kept.example.com' } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const [, failed] = await requestsOf(id, 2);
    expect(failed).toMatchObject({ url: 'still-kept.example.com', target: endpointUrl, responseStatus: 500, error: expect.stringContaining('500') });
    expect((await h.call('GET', `${base(smsDomain)}/${id}`)).body.url).toBe('still-kept.example.com');
  });

  it('an endpoint that cannot be reached never fails the save; the reason is recorded', async () => {
    // a port that was free a moment ago: nothing listens there
    const gone = createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const offline = `http://127.0.0.1:${(gone.address() as AddressInfo).port}/register`;
    await new Promise((resolve) => gone.close(resolve));
    process.env.SMS_PROMOTION_URL = offline;
    const created = await h.call('POST', base(smsDomain), { body: { url: 'offline.example.com' } });
    expect(created.status).toBe(201);
    const [request] = await requestsOf(created.body.smsDomainId, 1);
    expect(request).toMatchObject({ target: offline, responseStatus: null, error: expect.stringContaining('ECONNREFUSED') });
  });

  it('the list shows the business name', async () => {
    const businessId = await business('Domain Owner Ltd');
    await h.call('POST', base(smsDomain), { body: { url: 'owner.example.com', businessId } });
    const list = await h.call('GET', `${base(smsDomain)}/1/50?businessId=${businessId}`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ url: 'owner.example.com', businessId, business: 'Domain Owner Ltd' })]);
  });

  it('refuses a user without sms/domain with 403', async () => {
    const clerk = await h.userWith([{ value: smsPhone.permission, type: 'access' }]);
    expect((await h.call('GET', `${base(smsDomain)}/1/20`, { token: clerk.token })).status).toBe(403);
    expect((await h.call('POST', base(smsDomain), { token: clerk.token, body: { url: 'denied.example.com' } })).status).toBe(403);
    expect((await h.call('GET', `${base(smsPhone)}/1/20`, { token: clerk.token })).status).toBe(200);
  });
});

describe('SMS phones', () => {
  it('stores the phone in E.164, the US the default country', async () => {
    const res = await h.call('POST', base(smsPhone), { body: { phone: '(202) 555-0171' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.phone).toBe('+12025550171');
    const intl = await h.call('PUT', `${base(smsPhone)}/${res.body.smsPhoneId}`, { body: { phone: '0044 20 7946 0958' } });
    expect(intl.status, JSON.stringify(intl.body)).toBe(200);
    expect(intl.body.phone).toBe('+442079460958');
  });

  it('refuses a number that is not one with 422 on phone', async () => {
    for (const phone of ['call me', '555-0100', '+1 123 555 0100']) {
      const res = await h.call('POST', base(smsPhone), { body: { phone } });
      expect(res.status, phone).toBe(422);
      expect(res.body).toEqual([{ path: 'phone', msg: SMS_TEXTS.badNumber }]);
    }
  });

  it('registers a number once: the same number typed differently is a 422 on phone', async () => {
    const first = await h.call('POST', base(smsPhone), { body: { phone: '+1 202 555 0172' } });
    expect(first.status).toBe(201);
    const again = await h.call('POST', base(smsPhone), { body: { phone: '202.555.0172' } });
    expect(again.status).toBe(422);
    expect(again.body).toEqual([{ path: 'phone', msg: expect.any(String) }]);
  });

  it('the list shows the business name', async () => {
    const businessId = await business('Phone Owner Ltd');
    await h.call('POST', base(smsPhone), { body: { phone: '2025550173', businessId } });
    const list = await h.call('GET', `${base(smsPhone)}/1/50?businessId=${businessId}`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ phone: '+12025550173', businessId, business: 'Phone Owner Ltd' })]);
  });
});
