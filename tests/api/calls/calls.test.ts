// Calls through the queue and the sandbox provider: the calls list and its statistics, status
// edits, the block toggle and blocked numbers refused, campaigns placed once per recipient with
// counters from the sandbox's reports, forged webhooks, tickets by range, permissions.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CALL_TEXTS } from '../../../contract/call/call';
import { SANDBOX_BUSY_SUFFIX, SANDBOX_CALL_SECONDS, SANDBOX_NO_ANSWER_SUFFIX, sandboxCalls } from '../../../server/adapters/call/sandbox';
import { settleStaleClaims } from '../../../server/features/call/call.repository';
import { entities } from '../../../contract/entities';
import { useHarness } from '../harness';
import { sampleRecord } from '../sample-record';
import { waitFor } from '../../support/wait-for';

// before the app is built: quick sandbox reports, a slow provider rate (a campaign takes a few batches)
process.env.CALL_SANDBOX_DELAY_MS = '50';
process.env.CALL_RATE_PER_SECOND = '5';

const h = useHarness();

const phones = (n: number, from: number) => Array.from({ length: n }, (_, i) => `+1303555${String(from + i).padStart(4, '0')}`);

describe('call requests and the calls list', () => {
  it('normalises the phone, places the call through the sandbox and takes its reported outcome', async () => {
    const res = await h.call('POST', '/call/call', { body: { phone: '(303) 555-0100', message: 'Your order is on its way' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ phone: '+13035550100', status: 'queued', direction: 'outbound', userId: h.admin.userId });
    const id = res.body.callId;
    const done = await waitFor('answered', async () => {
      const got = await h.call('GET', `/call/call/${id}`);
      return got.body.status === 'answered' && got.body;
    });
    expect(done).toMatchObject({ duration: SANDBOX_CALL_SECONDS });
    expect(done.providerCallId).toBeTruthy();
    expect(sandboxCalls.get(`call-${id}`)).toMatchObject({ to: '+13035550100', message: 'Your order is on its way', times: 1 });
  });

  it('refuses a bad number with a 422 naming the field, and queues nothing', async () => {
    const before = sandboxCalls.size;
    const res = await h.call('POST', '/call/call', { body: { phone: '12345' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual([{ path: 'phone', msg: CALL_TEXTS.badNumber }]);
    await new Promise((r) => setTimeout(r, 300));
    expect(sandboxCalls.size).toBe(before);
  });

  it("edits a call's status; statistics count by status over the filtered range", async () => {
    const a = await h.call('POST', '/call/call', { body: { phone: '3035550110' } });
    await waitFor('placed', async () => (await h.call('GET', `/call/call/${a.body.callId}`)).body.status === 'answered');
    const edited = await h.call('PUT', `/call/call/${a.body.callId}`, { body: { status: 'busy' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.status).toBe('busy');
    expect((await h.call('GET', `/call/call/${a.body.callId}`)).body.status).toBe('busy');

    const stats = await h.call('GET', '/call/call/statistics?showStatistics=true&phone=3035550110');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ total: 1, busy: 1, answered: 0 });
    const today = new Date().toISOString().slice(0, 10);
    const all = (await h.call('GET', `/call/call/statistics?dateFrom=${today}&dateTo=${today}`)).body;
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.busy).toBeGreaterThanOrEqual(1);
    // a range before any call counts nothing
    expect((await h.call('GET', '/call/call/statistics?dateFrom=2000-01-01&dateTo=2000-01-31')).body.total).toBe(0);
    expect((await h.call('GET', '/call/call/statistics?dateFrom=2000-02-01&dateTo=2000-01-31')).status).toBe(422);
  });

  it('gives the call logs of one phone, newest first', async () => {
    await h.call('POST', '/call/call', { body: { phone: '3035550120' } });
    await h.call('POST', '/call/call', { body: { phone: '+1 303 555 0120' } });
    const logs = await h.call('GET', '/call/call/logs?phone=303-555-0120');
    expect(logs.status).toBe(200);
    expect(logs.body.phone).toBe('+13035550120');
    expect(logs.body.data).toHaveLength(2);
    expect(logs.body.data[0].callId).toBeGreaterThan(logs.body.data[1].callId);
  });
});

describe('blocking a phone', () => {
  it('toggles: blocked, a call to it refused with a 422 naming the field, then unblocked and callable', async () => {
    const on = await h.call('POST', '/call/call/block_or_unblock', { body: { phone: '303.555.0130' } });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ phone: '+13035550130', blocked: true });
    expect((await h.call('GET', '/call/call/blocked?phones=3035550130,3035550131')).body.data).toEqual(['+13035550130']);

    const refused = await h.call('POST', '/call/call', { body: { phone: '3035550130' } });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual([{ path: 'phone', msg: CALL_TEXTS.blocked }]);
    const campaign = await h.call('POST', '/call/bulk/telnyx/call', { body: { name: 'Blocked one', to: ['3035550131', '3035550130'] } });
    expect(campaign.status).toBe(422);
    expect(campaign.body).toEqual([{ path: 'phones.1', msg: CALL_TEXTS.blocked }]);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM call_campaign WHERE campaign_name = 'Blocked one'`.execute(h.db);
    expect(rows[0].n).toBe(0);

    const off = await h.call('POST', '/call/call/block_or_unblock', { body: { phone: '+13035550130' } });
    expect(off.body).toEqual({ phone: '+13035550130', blocked: false });
    expect((await h.call('POST', '/call/call', { body: { phone: '3035550130' } })).status).toBe(201);
  });

  it('a number blocked after its call was made does not hold up an edit of that call; moving a call to a blocked number is refused', async () => {
    const made = await h.call('POST', '/call/call', { body: { phone: '3035550140' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.callId;
    expect((await h.call('POST', '/call/call/block_or_unblock', { body: { phone: '3035550140' } })).body.blocked).toBe(true);
    expect((await h.call('POST', '/call/call/block_or_unblock', { body: { phone: '3035550141' } })).body.blocked).toBe(true);
    try {
      const kept = await h.call('PUT', `/call/call/${id}`, { body: { phone: '+13035550140', status: 'busy' } });
      expect(kept.status, JSON.stringify(kept.body)).toBe(200);
      const moved = await h.call('PUT', `/call/call/${id}`, { body: { phone: '3035550141' } });
      expect(moved.status).toBe(422);
      expect(moved.body).toEqual([{ path: 'phone', msg: CALL_TEXTS.blocked }]);
    } finally {
      for (const phone of ['3035550140', '3035550141']) await h.call('POST', '/call/call/block_or_unblock', { body: { phone } });
    }
  });
});

describe('call campaigns', () => {
  it('refuses an empty recipient list with a 422 on phones', async () => {
    const res = await h.call('POST', '/call/bulk/twilio/call/send', { body: { campaignName: 'Nobody', message: 'Hi', to: [] } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual([{ path: 'phones', msg: CALL_TEXTS.noRecipient }]);
  });

  it('places each recipient once through the queue; counters follow the sandbox reports; blocked group members are skipped', async () => {
    const list = phones(12, 200);
    list.push(`+1303555${SANDBOX_BUSY_SUFFIX}`, `+1303555${SANDBOX_NO_ANSWER_SUFFIX}`);
    // a group with a blocked phone and one phone given twice
    await h.call('POST', '/call/call/block_or_unblock', { body: { phone: '3035550299' } });
    const group = await h.call('POST', '/call/bulk/group', { body: { name: 'Reminders', phones: ['3035550299', list[0]] } });
    expect(group.status, JSON.stringify(group.body)).toBe(201);

    const res = await h.call('POST', '/call/bulk/twilio/call/send', {
      body: { campaignName: 'Pick-up reminder', message: 'Your order is ready', to: list, callGroupId: group.body.callGroupId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ provider: 'twilio', status: 'pending', callCount: 0 });
    const id = res.body.campaignId;

    const done = await waitFor(
      'campaign reported',
      async () => {
        const got = (await h.call('GET', `/call/bulk/${id}`)).body;
        return got.status === 'sent' && got.pendingCount === 0 && got;
      },
      30_000,
    );
    expect(done).toMatchObject({ callCount: 15, answeredCount: 12, busyCount: 1, noAnswerCount: 1, failedCount: 0, skippedCount: 1 });
    const { rows } = await sql<{ phone: string; n: number }>`
      SELECT phone, count(*)::int AS n FROM call WHERE campaign_id = ${id} GROUP BY phone HAVING count(*) > 1`.execute(h.db);
    expect(rows).toEqual([]);
    const calls = await sql<{ id: number }>`SELECT id::int AS id FROM call WHERE campaign_id = ${id} AND status <> 'skipped'`.execute(h.db);
    expect(calls.rows).toHaveLength(14);
    for (const c of calls.rows) expect(sandboxCalls.get(`call-${c.id}`)?.times).toBe(1);

    // the history lists it with its counters
    const history = await h.call('GET', '/call/bulk/1/10?campaignName=Pick-up');
    expect(history.body.data[0]).toMatchObject({ campaignId: id, answeredCount: 12, callCount: 15 });

    // a call added to the campaign by hand: a phone it already calls is refused
    const again = await h.call('POST', '/call/call', { body: { phone: list[1], campaignId: id } });
    expect(again.status).toBe(422);
    expect(again.body).toEqual([{ path: 'phone', msg: CALL_TEXTS.inCampaign }]);
  });

  it('refuses a forged webhook (403) and changes nothing', async () => {
    const res = await h.call('POST', '/call/call', { body: { phone: '3035550140' } });
    const id = res.body.callId;
    await waitFor('answered', async () => (await h.call('GET', `/call/call/${id}`)).body.status === 'answered');
    const forged = JSON.stringify({ data: [{ event_type: 'call.hangup', payload: { client_state: Buffer.from(`k${id}`).toString('base64'), hangup_cause: 'user_busy' } }] });
    const stamp = String(Math.floor(Date.now() / 1000));
    for (const headers of [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', 'telnyx-timestamp': stamp, 'telnyx-signature-ed25519': randomBytes(64).toString('base64') },
    ]) {
      const hook = await h.app.inject({ method: 'POST', url: '/call/webhook/sandbox', payload: forged, headers });
      expect(hook.statusCode).toBe(403);
    }
    expect((await h.app.inject({ method: 'POST', url: '/call/webhook/twilio', payload: 'CallStatus=busy', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(404);
    expect((await h.call('GET', `/call/call/${id}`)).body.status).toBe('answered');
  });
});

describe('tickets', () => {
  it('counts calls per phone in a date range, and opens a ticket from an order', async () => {
    await h.call('POST', '/call/call', { body: { phone: '3035550150' } });
    await h.call('POST', '/call/call', { body: { phone: '3035550150' } });
    const today = new Date().toISOString().slice(0, 10);
    const list = await h.call('GET', `/call/tickets?start_date=${today}&end_date=${today}&count=500`);
    expect(list.status).toBe(200);
    expect(list.body.data.find((t: { phone: string }) => t.phone === '+13035550150')).toMatchObject({ calls: 2, customerName: null });
    // a customer whose telephone was typed as people write it is named on the ticket
    const customer = await h.call('POST', '/customer/cu/c', { body: { ...sampleRecord(entities.customer, await h.refsFor(entities.customer)), firstname: 'Tess', lastname: 'Ticket', telephone: '(303) 555-0150' } });
    expect(customer.status, JSON.stringify(customer.body)).toBe(201);
    const named = await h.call('GET', `/call/tickets?start_date=${today}&end_date=${today}&count=500`);
    expect(named.body.data.find((t: { phone: string }) => t.phone === '+13035550150')).toMatchObject({ calls: 2, customerId: customer.body.customerId, customerName: 'Tess Ticket' });
    const old = await h.call('GET', '/call/tickets?start_date=2000-01-01&end_date=2000-01-02');
    expect(old.body).toMatchObject({ total: 0, data: [] });
    expect((await h.call('GET', '/call/tickets?start_date=2000-01-05&end_date=2000-01-02')).status).toBe(422);

    const ticket = await h.call('GET', `/call/tickets/${encodeURIComponent('+13035550150')}`);
    expect(ticket.body).toMatchObject({ phone: '+13035550150', blocked: false, customer: { id: customer.body.customerId, name: 'Tess Ticket' } });
    // a phone no customer has: no customer
    expect((await h.call('GET', `/call/tickets/${encodeURIComponent('+13035550151')}`)).body).toMatchObject({ customer: null, data: [] });
    expect(ticket.body.data).toHaveLength(2);

    await sql`UPDATE orders SET telephone = '(303) 555-0150' WHERE id = 1`.execute(h.db);
    const { rows } = await sql<{ mongoId: string }>`SELECT mongo_id AS "mongoId" FROM orders WHERE id = 1`.execute(h.db);
    const fromOrder = await h.call('GET', `/call/tickets/${rows[0].mongoId}?order=true`);
    expect(fromOrder.status, JSON.stringify(fromOrder.body)).toBe(200);
    expect(fromOrder.body).toMatchObject({ phone: '+13035550150', orderId: 1, customer: { id: customer.body.customerId } });
    expect(fromOrder.body.data).toHaveLength(2);
  });
});

describe('a server stopped during a provider call', () => {
  it('settles its stale claims: a call never reported fails, a call reported meanwhile keeps its outcome', async () => {
    const ids: number[] = [];
    for (const phone of ['3035550171', '3035550172']) {
      const res = await h.call('POST', '/call/call', { body: { phone } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.callId);
    }
    // the sandbox's reports are all in, so nothing but this test changes the rows from here on
    for (const id of ids) await waitFor(`call ${id} answered`, async () => (await h.call('GET', `/call/call/${id}`)).body.status === 'answered');
    // both claimed by a server that died eleven minutes ago; the provider reported on the second since
    await sql`UPDATE call SET send_state = 'claimed', claimed_at = now() - interval '11 minutes', status = 'queued', error = NULL WHERE id = ANY(${ids})`.execute(h.db);
    await sql`UPDATE call SET status = 'answered' WHERE id = ${ids[1]}`.execute(h.db);
    await settleStaleClaims(h.db, 600);
    const [lost, reported] = await Promise.all(ids.map(async (id) => (await h.call('GET', `/call/call/${id}`)).body));
    expect(lost).toMatchObject({ status: 'failed', error: expect.stringContaining('state unknown') });
    expect(reported).toMatchObject({ status: 'answered', error: null });
  });
});

describe('permissions', () => {
  it('refuses users without the calls permissions (403)', async () => {
    const user = await h.userWith([{ value: 'dashboard', type: 'access' }]);
    for (const [method, url, body] of [
      ['GET', '/call/call/1/10', undefined],
      ['GET', '/call/call/statistics', undefined],
      ['POST', '/call/call/block_or_unblock', { phone: '3035550160' }],
      ['GET', '/call/call/logs?phone=3035550160', undefined],
      ['POST', '/call/bulk/telnyx/call', { name: 'x', to: ['3035550160'] }],
      ['GET', '/call/tickets', undefined],
    ] as const) {
      expect((await h.call(method, url, { token: user.token, body })).status, url).toBe(403);
    }
    // access alone: may read, may not block
    const reader = await h.userWith([{ value: 'call/calls', type: 'access' }]);
    expect((await h.call('GET', '/call/call/statistics', { token: reader.token })).status).toBe(200);
    expect((await h.call('POST', '/call/call/block_or_unblock', { token: reader.token, body: { phone: '3035550160' } })).status).toBe(403);
  });
});
