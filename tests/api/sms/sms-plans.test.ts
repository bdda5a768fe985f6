// SMS plans, countries, numbers and balances, campaigns handed to mobiniti and SendPulse, and the
// SMS history (docs/sms.md): through the real app on a real database, providers as local stand-ins.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsPlan } from '../../../contract/entities/sms/smsPlan';
import { store } from '../../../contract/entities/store';
import { SMS_COUNTRIES } from '../../../contract/sms/countries';
import { SMS_TEXTS } from '../../../contract/sms/sms';
import { messages } from '../../../contract/messages';
import { buildApp } from '../../../server/app';
import { createDb } from '../../../server/db/database';
import { base, useHarness, type TestUser } from '../harness';

process.env.SMS_SANDBOX_DELAY_MS = '50';

const h = useHarness();

/** A local stand-in for a provider's HTTP API: records each request, answers from `routes`. */
interface StandIn {
  url: string;
  seen: { method: string; path: string; headers: http.IncomingHttpHeaders; body: string }[];
  close(): Promise<void>;
}
async function standIn(routes: Record<string, (body: string) => { status: number; body: unknown }>): Promise<StandIn> {
  const seen: StandIn['seen'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const path = req.url ?? '';
      seen.push({ method: req.method ?? '', path, headers: req.headers, body });
      const key = Object.keys(routes).find((k) => `${req.method} ${path.split('?')[0]}` === k);
      const answer = key ? routes[key](body) : { status: 404, body: { message: 'no such route' } };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A second app on this file's database, built with these settings (restored afterwards). */
async function appWith(env: Record<string, string>) {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  const { db, pool } = createDb(h.url, 4);
  try {
    const built = await buildApp({ db, pool });
    await built.app.ready();
    const token = await built.tokens.sign(h.admin.userId, 'access');
    const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
      const res = await built.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body !== undefined ? { payload: body as object } : {}) });
      return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
    };
    return {
      call,
      close: async () => {
        await built.app.close();
        await db.destroy();
      },
    };
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

const planUrl = base(smsPlan);
let businessA: number;
let businessB: number;
let clerk: TestUser;

async function newBusiness(name: string): Promise<number> {
  const res = await h.call('POST', '/store/c/business', { body: { name, balance: 0, status: true } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.businessId;
}
async function plan(values: Record<string, unknown>): Promise<number> {
  const res = await h.call('POST', planUrl, { body: { status: true, description: '', ...values } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.smsPlanId;
}

beforeAll(async () => {
  businessA = await newBusiness('Plan Shop A');
  businessB = await newBusiness('Plan Shop B');
  // a clerk of business A: opens the plan page, sends campaigns, buys numbers, reads the history
  clerk = await h.userWith([
    { value: smsPlan.permission, type: 'access' },
    { value: 'sms/campaign', type: 'access' },
    { value: 'sms/campaign', type: 'create' },
    { value: 'sms/phone', type: 'access' },
    { value: 'sms/phone', type: 'create' },
    { value: 'call/sms', type: 'access' },
  ]);
  await sql`UPDATE app_user SET business_id = ${businessA} WHERE id = ${clerk.userId}`.execute(h.db);
});

describe('SMS plans', () => {
  it('are kept through the engine: create, list, update, archive; 422 on bad values', async () => {
    const id = await plan({ name: 'Test Basic', price: 5, messagesIncluded: 100 });
    const listed = await h.call('GET', `${planUrl}/1/50`);
    expect(listed.body.data.find((p: { smsPlanId: number }) => p.smsPlanId === id)).toMatchObject({ name: 'Test Basic', price: 5, messagesIncluded: 100, extraMessagePrice: null, status: true });
    const updated = await h.call('PUT', `${planUrl}/${id}`, { body: { extraMessagePrice: 0.02 } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.extraMessagePrice).toBe(0.02);
    const bad = await h.call('POST', planUrl, { body: { name: 'x', price: -1, messagesIncluded: -5 } });
    expect(bad.status).toBe(422);
    expect(bad.body.map((i: { path: string }) => i.path).sort()).toEqual(['messagesIncluded', 'price']);
    expect((await h.call('POST', `${planUrl}/b/archive`, { body: [id] })).status).toBeLessThan(300);
    // an archived plan cannot be chosen
    const chosen = await h.call('POST', '/sms/plan/choose', { body: { smsPlanId: id, businessId: businessB } });
    expect(chosen.status).toBe(422);
    expect(chosen.body).toEqual([{ path: 'smsPlanId', msg: SMS_TEXTS.noSuchPlan }]);
  });

  it('a user chooses for their own business only (another is not there: 404); staff who may edit businesses choose for any; audited', async () => {
    const id = await plan({ name: 'Test Tiny', price: 1, messagesIncluded: 3 });
    expect((await h.call('GET', '/sms/plan/current', { token: clerk.token })).body).toMatchObject({ businessId: businessA, plan: null, used: 0 });
    const mine = await h.call('POST', '/sms/plan/choose', { token: clerk.token, body: { smsPlanId: id } });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body).toMatchObject({ businessId: businessA, businessName: 'Plan Shop A', plan: { smsPlanId: id, name: 'Test Tiny', messagesIncluded: 3, extraMessagePrice: null }, chosenBy: clerk.userId, used: 0, left: 3 });
    const theirs = await h.call('POST', '/sms/plan/choose', { token: clerk.token, body: { smsPlanId: id, businessId: businessB } });
    expect(theirs.status).toBe(404);
    expect((await h.call('GET', `/sms/plan/current?businessId=${businessB}`, { token: clerk.token })).status).toBe(404);
    expect((await h.call('GET', `/sms/plan/current?businessId=${businessB}`)).body).toMatchObject({ businessId: businessB, plan: null });
    const { rows } = await sql<{ after: { smsPlanId: number } }>`
      SELECT after FROM audit_log WHERE entity = 'business' AND entity_id = ${businessA} AND action = 'sms plan'`.execute(h.db);
    expect(rows.map((r) => r.after.smsPlanId)).toEqual([id]);
    // no permission on plans: 403
    const none = await h.userWith([{ value: 'dashboard', type: 'access' }]);
    expect((await h.call('POST', '/sms/plan/choose', { token: none.token, body: { smsPlanId: id } })).status).toBe(403);
    // a plan a business is on cannot be destroyed (archived, it stays the business's)
    await h.call('POST', `${planUrl}/b/archive`, { body: [id] });
    const destroyed = await h.call('DELETE', `${planUrl}/${id}`);
    expect(destroyed.status, JSON.stringify(destroyed.body)).toBe(409);
    expect((await h.call('GET', '/sms/plan/current', { token: clerk.token })).body.plan).toMatchObject({ smsPlanId: id });
  });

  it('a campaign for a business with no plan is a 422 on plan (validate and send); over the plan, none allowed past it: 422; within: sent and counted', async () => {
    const user = await h.userWith([{ value: 'sms/campaign', type: 'create' }, { value: 'sms/campaign', type: 'access' }, { value: smsPlan.permission, type: 'access' }]);
    await sql`UPDATE app_user SET business_id = ${businessB} WHERE id = ${user.userId}`.execute(h.db);
    const body = { campaignName: 'No plan', message: 'Hello', phones: ['2025550301', '2025550302'] };
    for (const url of ['/sms/campaign/validate', '/sms/campaign']) {
      const res = await h.call('POST', url, { token: user.token, body });
      expect(res.status, url).toBe(422);
      expect(res.body).toEqual([{ path: 'plan', msg: SMS_TEXTS.noPlan }]);
    }
    const count = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM sms_campaign WHERE campaign_name = 'No plan'`.execute(h.db)).rows[0].n;
    expect(await count()).toBe(0);

    const tiny = await plan({ name: 'Test Two', price: 1, messagesIncluded: 2 });
    expect((await h.call('POST', '/sms/plan/choose', { token: user.token, body: { smsPlanId: tiny } })).status).toBe(200);
    const three = { ...body, campaignName: 'Three', phones: ['2025550301', '2025550302', '2025550303'] };
    const over = await h.call('POST', '/sms/campaign', { token: user.token, body: three });
    expect(over.status).toBe(422);
    expect(over.body).toEqual([{ path: 'plan', msg: SMS_TEXTS.overPlan(2, 3) }]);
    expect((await h.call('POST', '/sms/campaign/validate', { token: user.token, body: three })).body).toEqual([{ path: 'plan', msg: SMS_TEXTS.overPlan(2, 3) }]);
    // a blocked number is not counted: two messages fit
    await sql`INSERT INTO blocked_phone (channel, phone, reason) VALUES ('sms', '+12025550303', 'unsubscribed') ON CONFLICT DO NOTHING`.execute(h.db);
    const sent = await h.call('POST', '/sms/campaign', { token: user.token, body: { ...three, sendDate: '2099-01-01T00:00:00.000Z' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.businessId).toBe(businessB);
    expect((await h.call('GET', '/sms/plan/current', { token: user.token })).body).toMatchObject({ used: 2, left: 0 });
    // the month is used up: one more is refused; a plan allowing extra messages takes it
    expect((await h.call('POST', '/sms/campaign', { token: user.token, body: { ...body, phones: ['2025550304'] } })).body).toEqual([{ path: 'plan', msg: SMS_TEXTS.overPlan(0, 1) }]);
    const extras = await plan({ name: 'Test Extras', price: 1, messagesIncluded: 2, extraMessagePrice: 0.01 });
    await h.call('POST', '/sms/plan/choose', { token: user.token, body: { smsPlanId: extras } });
    expect((await h.call('POST', '/sms/campaign', { token: user.token, body: { ...body, phones: ['2025550304'], sendDate: '2099-01-01T00:00:00.000Z' } })).status).toBe(201);
    expect((await h.call('GET', '/sms/plan/current', { token: user.token })).body).toMatchObject({ used: 3, left: 0 });
    // another business's, named or through one of its stores: not there for this user (docs/tenancy.md)
    const storeOfA = (await h.create(store, { businessId: businessA })).storeId;
    for (const other of [{ businessId: businessA }, { storeId: storeOfA }]) {
      const res = await h.call('POST', '/sms/campaign', { token: user.token, body: { ...body, ...other } });
      expect(res.status, JSON.stringify(other)).toBe(422);
      expect(res.body).toEqual([{ path: Object.keys(other)[0], msg: messages.missingRecord }]);
    }
  });
});

describe('countries, numbers and balances', () => {
  it('lists the countries numbers are sold in', async () => {
    const res = await h.call('GET', '/sms/countries', { token: clerk.token });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(30);
    expect(res.body.data).toContainEqual({ code: 'GB', name: 'United Kingdom', dialCode: '+44' });
    expect(res.body.data).toEqual(SMS_COUNTRIES);
  });

  it('lists and buys a number through the sandbox: it becomes an SMS phone of the buyer\'s business; a registered one is 422', async () => {
    const list = await h.call('GET', '/sms/numbers?provider=telnyx&country=us&areaCode=303', { token: clerk.token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body).toMatchObject({ provider: 'telnyx', country: 'US', sandbox: true });
    expect(list.body.data[0].phone).toMatch(/^\+1303555\d{4}$/);
    expect((await h.call('GET', '/sms/numbers?country=XX', { token: clerk.token })).body).toEqual([{ path: 'country', msg: SMS_TEXTS.badCountry }]);
    const phone = list.body.data[0].phone;
    const bought = await h.call('POST', '/sms/numbers/buy', { token: clerk.token, body: { provider: 'telnyx', phone } });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(bought.body).toMatchObject({ phone, businessId: businessA, provider: 'telnyx' });
    expect((await h.call('GET', `/sms/phone/${bought.body.smsPhoneId}`)).body).toMatchObject({ phone, businessId: businessA });
    // sold: no longer offered; buying it again is refused before any purchase
    expect((await h.call('GET', '/sms/numbers?provider=telnyx&country=US&areaCode=303', { token: clerk.token })).body.data.map((n: { phone: string }) => n.phone)).not.toContain(phone);
    const again = await h.call('POST', '/sms/numbers/buy', { token: clerk.token, body: { provider: 'twilio', phone } });
    expect(again.status).toBe(422);
    expect(again.body).toEqual([{ path: 'phone', msg: SMS_TEXTS.numberTaken }]);
    // for another business: not there for the clerk (docs/tenancy.md)
    const elsewhere = await h.call('POST', '/sms/numbers/buy', { token: clerk.token, body: { phone: '+13035550299', businessId: businessB } });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body).toEqual([{ path: 'businessId', msg: messages.missingRecord }]);
    const viewer = await h.userWith([{ value: 'sms/phone', type: 'access' }]);
    expect((await h.call('POST', '/sms/numbers/buy', { token: viewer.token, body: { phone: '+13035550298' } })).status).toBe(403);
  });

  it('gives each provider\'s balance: the sandbox\'s starting balance less what it sent; to staff of the platform only', async () => {
    // the platform's account: what it holds tells how much every business sent
    expect((await h.call('GET', '/sms/balance', { token: clerk.token })).status).toBe(403);
    const res = await h.call('GET', '/sms/balance');
    expect(res.status).toBe(200);
    expect(res.body.data.map((b: { provider: string }) => b.provider)).toEqual(['telnyx', 'twilio']);
    const { rows } = await sql<{ n: number }>`
      SELECT (SELECT count(*) FROM sms WHERE NOT inbound AND provider_message_id IS NOT NULL)
        + (SELECT count(*) FROM sms_campaign_recipient WHERE status IN ('sent', 'delivered', 'undelivered', 'spam'))::int AS n`.execute(h.db);
    for (const b of res.body.data) {
      expect(b).toMatchObject({ currency: 'USD', sandbox: true });
      expect(b.balance).toBeCloseTo(100 - Number(rows[0].n) * 0.004, 4);
    }
  });

  it('against a local Telnyx stand-in: lists, buys and reads the balance with the API key', async () => {
    const telnyx = await standIn({
      'GET /v2/available_phone_numbers': () => ({ status: 200, body: { data: [{ phone_number: '+13125550177', region_information: [{ region_type: 'rate_center', region_name: 'CHICAGO' }], cost_information: { monthly_cost: '1.00', currency: 'USD' } }] } }),
      'POST /v2/number_orders': () => ({ status: 200, body: { data: { id: 'order-1', status: 'pending' } } }),
      'GET /v2/balance': () => ({ status: 200, body: { data: { balance: '300.50', currency: 'USD' } } }),
    });
    const app = await appWith({ TELNYX_API_KEY: 'KEY-T', TELNYX_BASE_URL: telnyx.url });
    try {
      const list = await app.call('GET', '/sms/numbers?provider=telnyx&country=US&areaCode=312');
      expect(list.body).toMatchObject({ sandbox: false, data: [{ phone: '+13125550177', region: 'CHICAGO', monthlyCost: 1, currency: 'USD', country: 'US' }] });
      const query = new URLSearchParams(telnyx.seen[0].path.split('?')[1]);
      expect(query.get('filter[country_code]')).toBe('US');
      expect(query.get('filter[national_destination_code]')).toBe('312');
      expect(telnyx.seen[0].headers.authorization).toBe('Bearer KEY-T');
      const bought = await app.call('POST', '/sms/numbers/buy', { provider: 'telnyx', phone: '+13125550177' });
      expect(bought.status, JSON.stringify(bought.body)).toBe(201);
      expect(bought.body).toMatchObject({ phone: '+13125550177', orderId: 'order-1' });
      expect(JSON.parse(telnyx.seen[1].body)).toEqual({ phone_numbers: [{ phone_number: '+13125550177' }] });
      const balance = await app.call('GET', '/sms/balance');
      expect(balance.body.data).toEqual([
        { provider: 'telnyx', sandbox: false, balance: 300.5, currency: 'USD' },
        expect.objectContaining({ provider: 'twilio', sandbox: true, currency: 'USD' }),
      ]);
    } finally {
      await app.close();
      await telnyx.close();
    }
  });
});

describe('campaigns handed to mobiniti and send_pulse', () => {
  it('the local default records the hand-off and reports it accepted; same checks as a campaign', async () => {
    await sql`INSERT INTO blocked_phone (channel, phone, reason) VALUES ('sms', '+12025550402', 'blocked') ON CONFLICT DO NOTHING`.execute(h.db);
    const res = await h.call('POST', '/sms/bulk/mobiniti', { body: { campaignName: 'Mobi', message: 'Sale', phones: ['(202) 555-0401', '2025550402', '+12025550401'] } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ provider: 'mobiniti', recipients: 1, skipped: 1, status: 'accepted', target: null });
    const { rows } = await sql<{ phones: string[]; status: string }>`SELECT phones, status FROM sms_bulk_campaign WHERE id = ${res.body.bulkCampaignId}`.execute(h.db);
    expect(rows[0]).toEqual({ phones: ['+12025550401'], status: 'accepted' });
    const bad = await h.call('POST', '/sms/bulk/send_pulse', { body: { campaignName: '', message: 'x', phones: ['nope'] } });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual([{ path: 'campaignName', msg: SMS_TEXTS.empty }, { path: 'phones.0', msg: SMS_TEXTS.badNumber }]);
    // a user of a business with no plan: 422 on plan, nothing recorded
    const user = await h.userWith([{ value: 'sms/campaign', type: 'create' }]);
    const noPlan = await newBusiness('Plan Shop C');
    await sql`UPDATE app_user SET business_id = ${noPlan} WHERE id = ${user.userId}`.execute(h.db);
    const refused = await h.call('POST', '/sms/bulk/send_pulse', { token: user.token, body: { campaignName: 'SP', message: 'x', phones: ['2025550403'] } });
    expect(refused.body).toEqual([{ path: 'plan', msg: SMS_TEXTS.noPlan }]);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM sms_bulk_campaign WHERE campaign_name = 'SP'`.execute(h.db)).rows[0].n).toBe(0);
  });

  it('against local stand-ins: mobiniti with its token, SendPulse with an OAuth token then the campaign', async () => {
    const mobiniti = await standIn({ 'POST /v1/campaigns': () => ({ status: 201, body: { id: 'mob-7' } }) });
    const sendpulse = await standIn({
      'POST /oauth/access_token': () => ({ status: 200, body: { access_token: 'SP-TOKEN', token_type: 'Bearer', expires_in: 3600 } }),
      'POST /sms/campaigns/send': () => ({ status: 200, body: { result: true, campaign_id: 4242 } }),
    });
    const app = await appWith({ MOBINITI_API_TOKEN: 'MOB', MOBINITI_BASE_URL: mobiniti.url, SENDPULSE_CLIENT_ID: 'id1', SENDPULSE_CLIENT_SECRET: 'secret1', SENDPULSE_BASE_URL: sendpulse.url, SENDPULSE_SENDER: 'Shop' });
    try {
      const m = await app.call('POST', '/sms/bulk/mobiniti', { campaignName: 'M', message: 'Hi', phones: ['2025550411', '2025550412'] });
      expect(m.status, JSON.stringify(m.body)).toBe(201);
      expect(m.body).toMatchObject({ status: 'accepted', providerCampaignId: 'mob-7', target: `${mobiniti.url}/v1/campaigns` });
      expect(mobiniti.seen[0].headers.authorization).toBe('Bearer MOB');
      expect(JSON.parse(mobiniti.seen[0].body)).toMatchObject({ name: 'M', message: 'Hi', phone_numbers: ['+12025550411', '+12025550412'] });

      const s = await app.call('POST', '/sms/bulk/send_pulse', { campaignName: 'S', message: 'Hey', phones: ['2025550413'] });
      expect(s.status, JSON.stringify(s.body)).toBe(201);
      expect(s.body).toMatchObject({ status: 'accepted', providerCampaignId: '4242' });
      expect(JSON.parse(sendpulse.seen[0].body)).toEqual({ grant_type: 'client_credentials', client_id: 'id1', client_secret: 'secret1' });
      expect(sendpulse.seen[1].headers.authorization).toBe('Bearer SP-TOKEN');
      expect(JSON.parse(sendpulse.seen[1].body)).toMatchObject({ sender: 'Shop', phones: ['12025550413'], body: 'Hey' });
    } finally {
      await app.close();
      await mobiniti.close();
      await sendpulse.close();
    }
  });

  it('a service that refuses: 422 naming it, the hand-off recorded as an error', async () => {
    const mobiniti = await standIn({ 'POST /v1/campaigns': () => ({ status: 400, body: { message: 'Invalid list' } }) });
    const app = await appWith({ MOBINITI_API_TOKEN: 'MOB', MOBINITI_BASE_URL: mobiniti.url });
    try {
      const m = await app.call('POST', '/sms/bulk/mobiniti', { campaignName: 'Refused', message: 'Hi', phones: ['2025550421'] });
      expect(m.status).toBe(422);
      expect(m.body).toEqual([{ path: 'provider', msg: SMS_TEXTS.providerFailed('mobiniti', 'Invalid list') }]);
      const { rows } = await sql<{ status: string; error: string }>`SELECT status, error FROM sms_bulk_campaign WHERE campaign_name = 'Refused'`.execute(h.db);
      expect(rows).toEqual([{ status: 'error', error: 'Invalid list' }]);
    } finally {
      await app.close();
      await mobiniti.close();
    }
  });
});

describe('SMS history', () => {
  it('lists single and campaign messages of the business together, newest first, filtered, a page at a time', async () => {
    const storeId = (await h.create(store, { businessId: businessA })).storeId as number;
    // single SMS of the business's store (and one of no store, not the business's)
    const single = async (to: string, store?: number) => {
      const res = await h.call('POST', '/sms/s', { body: { to, message: `single to ${to}`, sendDate: '2099-01-01T00:00:00.000Z', ...(store ? { storeId: store } : {}) } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.smsId as number;
    };
    await single('2025550501', storeId);
    await single('2025550599');
    // a campaign of the business with 120 recipients (recipient rows written as the queue would)
    const campaign = await h.call('POST', '/sms/campaign', { body: { campaignName: 'History', message: 'Campaign text', businessId: businessA, phones: ['2025550500'], sendDate: '2099-01-01T00:00:00.000Z' } });
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    const phones = Array.from({ length: 120 }, (_, i) => `+1202556${String(1000 + i)}`);
    await sql`
      INSERT INTO sms_campaign_recipient (campaign_id, phone, status)
      SELECT ${campaign.body.campaignId}, p, CASE WHEN n % 10 = 0 THEN 'undelivered' ELSE 'delivered' END FROM unnest(${phones}::text[]) WITH ORDINALITY AS t(p, n)`.execute(h.db);
    await single('2025550502', storeId);

    const first = await h.call('GET', '/sms/history?limit=50', { token: clerk.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toHaveLength(50);
    expect(first.body.data[0]).toMatchObject({ kind: 'single', phone: '+12025550502', message: 'single to 2025550502' });
    const campaignItems = first.body.data.filter((i: { kind: string }) => i.kind === 'campaign');
    expect(campaignItems[0]).toMatchObject({ campaignName: 'History', message: 'Campaign text', phone: '+12025561119' });
    // every page, by cursor: each message once, none of another business
    const seen: string[] = [];
    let next: string | null = null;
    let url = '/sms/history?limit=50';
    for (let i = 0; i < 10; i++) {
      const page: { body: { data: { key: string; phone: string }[]; next: string | null } } = await h.call('GET', url, { token: clerk.token });
      seen.push(...page.body.data.map((d) => d.key));
      next = page.body.next;
      if (!next) break;
      url = `/sms/history?limit=50&after=${encodeURIComponent(next)}`;
    }
    expect(next).toBeNull();
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((k) => k.startsWith('c'))).toHaveLength(120);
    expect(seen.filter((k) => k.startsWith('s'))).toHaveLength(2);

    const byPhone = await h.call('GET', `/sms/history?phone=${encodeURIComponent('(202) 556-1005')}`, { token: clerk.token });
    expect(byPhone.body.data.map((d: { phone: string }) => d.phone)).toEqual(['+12025561005']);
    const byStatus = await h.call('GET', '/sms/history?status=undelivered&limit=200', { token: clerk.token });
    expect(byStatus.body.data).toHaveLength(12);
    const future = await h.call('GET', `/sms/history?from=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`, { token: clerk.token });
    expect(future.body.data).toEqual([]);
    expect((await h.call('GET', '/sms/history?phone=12&from=nope&after=xyz', { token: clerk.token })).body.map((i: { path: string }) => i.path)).toEqual(['phone', 'from', 'after']);
    // staff who see every business see the one of no business too; a clerk may not ask for another business
    const all = await h.call('GET', '/sms/history?phone=2025550599');
    expect(all.body.data).toHaveLength(1);
    expect((await h.call('GET', `/sms/history?businessId=${businessB}`, { token: clerk.token })).status).toBe(404);
  });
});

