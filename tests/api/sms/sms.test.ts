// SMS through the queue and the sandbox provider: single sends and their delivery reports, forged
// webhooks, inbound messages, bad input, campaigns sent exactly once (also across a restart), limits.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { sandboxSent } from '../../../server/adapters/sms/sandbox';
import { buildApp } from '../../../server/app';
import { createDb } from '../../../server/db/database';
import { SMS_PATHS, SMS_TEXTS } from '../../../contract/sms/sms';
import { TEMPLATE_DB, TEST_DB_PREFIX } from '../constants';
import { useHarness } from '../harness';
import { cloneTemplateDatabase } from '../../support/test-database';
import { waitFor } from '../../support/wait-for';

// before the app is built: quick sandbox reports, a slow provider rate (a campaign takes seconds), low limits
process.env.SMS_SANDBOX_DELAY_MS = '50';
process.env.SMS_RATE_PER_SECOND = '25';
process.env.SMS_USER_LIMIT_PER_MINUTE = '10';

const h = useHarness();

/** Another back office on the database at `url`, with a token of the harness's admin. */
async function startServer(url: string) {
  const { db, pool } = createDb(url, 6);
  const built = await buildApp({ db, pool });
  await built.app.ready();
  return { ...built, db, token: await built.tokens.sign(h.admin.userId, 'access') };
}

const phones = (n: number, from = 2000) => Array.from({ length: n }, (_, i) => `+1202555${String(from + i).padStart(4, '0')}`);

describe('single SMS', () => {
  it('is normalised, queued, sent through the sandbox, and delivered by its webhook report', async () => {
    const res = await h.call('POST', '/sms/s', { body: { to: '(202) 555-0142', message: 'Hello from the shop' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ to: '+12025550142', from: '+15555550100', status: 'queued', inbound: false, provider: 'telnyx' });
    const id = res.body.smsId;
    const row = await waitFor('delivered', async () => {
      const got = await h.call('GET', `/sms/s/${id}`);
      return got.body.status === 'delivered' && got.body;
    });
    expect(row.providerMessageId).toBeTruthy();
    expect(sandboxSent.get(`sms-${id}`)).toMatchObject({ to: '+12025550142', text: 'Hello from the shop', times: 1 });
  });

  it('refuses a forged webhook (403) and changes nothing', async () => {
    const sent = await h.call('POST', '/sms/s', { body: { to: '2025550143', message: 'Forge me' } });
    const id = sent.body.smsId;
    await waitFor('delivered', async () => (await h.call('GET', `/sms/s/${id}`)).body.status === 'delivered');
    const forged = JSON.stringify({ data: [{ event_type: 'message.finalized', payload: { reference: `s${id}`, to: [{ status: 'delivery_failed' }] } }] });
    const stamp = String(Math.floor(Date.now() / 1000));
    for (const headers of [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', 'telnyx-timestamp': stamp, 'telnyx-signature-ed25519': randomBytes(64).toString('base64') },
    ]) {
      const res = await h.app.inject({ method: 'POST', url: '/sms/webhook/sandbox', payload: forged, headers });
      expect(res.statusCode).toBe(403);
      expect(JSON.parse(res.body).message ?? res.body).toContain(SMS_TEXTS.forged);
    }
    // a provider that is not configured has no webhook
    expect((await h.app.inject({ method: 'POST', url: '/sms/webhook/twilio', payload: 'MessageStatus=failed', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(404);
    expect((await h.call('GET', `/sms/s/${id}`)).body.status).toBe('delivered');
  });

  it('stores an inbound SMS, raises the inbound_sms notification, and shows it in the conversation', async () => {
    const res = await h.call('POST', '/sms/sandbox/inbound', { body: { from: '202-555-0142', text: 'Is my order ready?' } });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const row = await waitFor('inbound row', async () => {
      const list = await h.call('GET', `/sms/s/1/10?from=${encodeURIComponent('+12025550142')}&inbound=true`);
      return list.body.data[0];
    });
    expect(row).toMatchObject({ from: '+12025550142', to: '+15555550100', inbound: true, status: 'received', message: 'Is my order ready?' });
    const { rows } = await sql<{ type: string; receiver: number; data: { smsId: number } }>`SELECT type, receiver, data FROM notification WHERE type = 'inbound_sms'`.execute(h.db);
    expect(rows.map((r) => Number(r.receiver))).toContain(h.admin.userId);
    expect(Number(rows[0].data.smsId)).toBe(row.smsId);

    const talk = await h.call('GET', '/sms/conversation/2025550142');
    expect(talk.status).toBe(200);
    expect(talk.body.data.map((m: { message: string }) => m.message)).toEqual(['Hello from the shop', 'Is my order ready?']);
    // a reply STOP unsubscribes the number: a send to it is refused
    await h.call('POST', '/sms/sandbox/inbound', { body: { from: '+12025550142', text: 'stop' } });
    await waitFor('unsubscribed', async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM blocked_phone WHERE channel = 'sms' AND phone = '+12025550142'`.execute(h.db)).rows[0].n === 1);
    const refused = await h.call('POST', '/sms/s', { body: { to: '+12025550142', message: 'Again' } });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual([{ path: 'to', msg: SMS_TEXTS.unsubscribed }]);
  });

  it('staff block a number and unblock it with one toggle; one that unsubscribed stays so until its START', async () => {
    const toggle = (phone: unknown, token?: string) => h.call('POST', `/sms/${SMS_PATHS.blockToggle}`, { token, body: { phone } });
    const blocked = async (phones: string) => (await h.call('GET', `/sms/${SMS_PATHS.blocked}?phones=${encodeURIComponent(phones)}`)).body.data;
    const on = await toggle('(202) 555-0170');
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toEqual({ phone: '+12025550170', blocked: true });
    expect(await blocked('2025550170,2025550171')).toEqual([{ phone: '+12025550170', reason: 'blocked' }]);
    expect((await h.call('POST', '/sms/s', { body: { to: '2025550170', message: 'x' } })).body).toEqual([{ path: 'to', msg: SMS_TEXTS.blocked }]);
    expect((await toggle('+12025550170')).body).toEqual({ phone: '+12025550170', blocked: false });
    expect(await blocked('2025550170')).toEqual([]);
    expect((await h.call('POST', '/sms/s', { body: { to: '2025550170', message: 'Welcome back' } })).status).toBe(201);

    // the recipient's STOP is theirs to lift: the toggle refuses it and changes nothing
    await h.call('POST', '/sms/sandbox/inbound', { body: { from: '+12025550172', text: 'STOP' } });
    await waitFor('unsubscribed', async () => (await blocked('2025550172')).length === 1);
    const refused = await toggle('2025550172');
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual([{ path: 'phone', msg: SMS_TEXTS.unsubscribedStays }]);
    expect(await blocked('2025550172')).toEqual([{ phone: '+12025550172', reason: 'unsubscribed' }]);
    await h.call('POST', '/sms/sandbox/inbound', { body: { from: '+12025550172', text: 'START' } });
    await waitFor('subscribed again', async () => (await blocked('2025550172')).length === 0);

    expect((await toggle('555-01')).body).toEqual([{ path: 'phone', msg: SMS_TEXTS.badNumber }]);
    const reader = await h.userWith([{ value: 'call/sms', type: 'access' }]);
    expect((await toggle('2025550173', reader.token)).status).toBe(403);
    expect(await blocked('2025550173')).toEqual([]);
  });

  it('422 naming the field for a bad number, an empty one, a blocked one and an over-long message; nothing queued', async () => {
    await sql`INSERT INTO blocked_phone (channel, phone, reason) VALUES ('sms', '+12025550199', 'blocked')`.execute(h.db);
    const count = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM sms`.execute(h.db)).rows[0].n;
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ to: '555-0123', message: 'x' }, 'to', SMS_TEXTS.badNumber],
      [{ to: '(102) 555-0123', message: 'x' }, 'to', SMS_TEXTS.badNumber],
      [{ to: '+12025550199', message: 'x' }, 'to', SMS_TEXTS.blocked],
      [{ to: '+12025550100', message: 'a'.repeat(153 * 10 + 1) }, 'message', SMS_TEXTS.tooLong],
    ];
    for (const [body, path, msg] of cases) {
      const res = await h.call('POST', '/sms/s', { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toEqual([{ path, msg }]);
    }
    const empty = await h.call('POST', '/sms/s', { body: { to: '', message: 'x' } });
    expect(empty.status).toBe(422);
    expect(empty.body.map((i: { path: string }) => i.path)).toEqual(['to']);
    expect(await count()).toBe(before);
  });

  it('403 without the permission; 429 past the per-user limit', async () => {
    const none = await h.userWith([{ value: 'dashboard', type: 'access' }]);
    expect((await h.call('POST', '/sms/s', { token: none.token, body: { to: '2025550150', message: 'x' } })).status).toBe(403);
    expect((await h.call('POST', '/sms/campaign', { token: none.token, body: { campaignName: 'x', message: 'x', phones: ['2025550150'] } })).status).toBe(403);
    expect((await h.call('POST', '/sms/campaign/validate', { token: none.token, body: {} })).status).toBe(403);
    expect((await h.call('GET', '/sms/conversation/2025550150', { token: none.token })).status).toBe(403);

    const sender = await h.userWith([{ value: 'call/sms', type: 'modify' }, { value: 'call/sms', type: 'access' }]);
    for (let i = 0; i < 10; i++) {
      const ok = await h.call('POST', '/sms/s', { token: sender.token, body: { to: `20255502${String(i).padStart(2, '0')}`, message: 'x', sendDate: '2099-01-01T00:00:00.000Z' } });
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    }
    const over = await h.call('POST', '/sms/s', { token: sender.token, body: { to: '2025550299', message: 'x' } });
    expect(over.status).toBe(429);
    expect(over.body.message ?? JSON.stringify(over.body)).toMatch(/Too many messages sent; try again in \d+ seconds\./);
  });
});

describe('bulk SMS campaigns', () => {
  it('validate: the list of problems, or valid', async () => {
    const bad = await h.call('POST', '/sms/campaign/validate', { body: { campaignName: '', message: '', phones: ['2025550101', 'nope', '12'] } });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual([
      { path: 'campaignName', msg: SMS_TEXTS.empty },
      { path: 'phones.1', msg: SMS_TEXTS.badNumber },
      { path: 'phones.2', msg: SMS_TEXTS.badNumber },
      { path: 'message', msg: SMS_TEXTS.empty },
    ]);
    const none = await h.call('POST', '/sms/campaign/validate', { body: { campaignName: 'x', message: 'x' } });
    expect(none.body).toEqual([{ path: 'phones', msg: SMS_TEXTS.noRecipient }]);
    const good = await h.call('POST', '/sms/campaign/validate', { body: { campaignName: 'x', message: 'x', phones: ['2025550101', '(202) 555-0101'] } });
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ valid: true, phones: 1 });
  });

  it('sends each recipient once, with its pictures as an MMS, skips unsubscribed and blocked numbers, and counts the reports', async () => {
    const list = phones(30, 3000);
    list[3] = '+12025550013'; // the sandbox reports it undelivered
    list[4] = '+12025550666'; // the sandbox reports it as spam
    const picture = 'https://media.example.com/image/spring-sale.png';
    await sql`INSERT INTO blocked_phone (channel, phone, reason) VALUES ('sms', ${list[5]}, 'unsubscribed'), ('sms', ${list[6]}, 'blocked')`.execute(h.db);
    const res = await h.call('POST', '/sms/campaign', { body: { campaignName: 'Spring sale', message: 'Spring sale: 20% off', files: [picture], phones: [...list, list[0], '202 555 3001'] } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', smsCount: 0, userId: h.admin.userId });
    const id = res.body.campaignId;
    const done = await waitFor('campaign reported', async () => {
      const got = (await h.call('GET', `/sms/campaign/${id}`)).body;
      return got.status === 'sent' && got.pendingCount === 0 && got;
    });
    expect(done).toMatchObject({ smsCount: 30, sentCount: 28, deliveredCount: 26, spamCount: 1, errorCount: 1, pendingCount: 0, skippedCount: 2 });
    expect(done.price).toBeCloseTo(28 * 0.004, 6);
    const { rows } = await sql<{ id: number; phone: string; status: string }>`SELECT id, phone, status FROM sms_campaign_recipient WHERE campaign_id = ${id}`.execute(h.db);
    expect(new Set(rows.map((r) => r.phone)).size).toBe(30);
    expect(rows.find((r) => r.phone === list[5])!.status).toBe('Unsubscribed');
    expect(rows.find((r) => r.phone === list[6])!.status).toBe('Deactivated');
    for (const r of rows) {
      const sent = sandboxSent.get(`campaign-recipient-${r.id}`);
      if (r.status === 'Unsubscribed' || r.status === 'Deactivated') expect(sent).toBeUndefined();
      else expect(sent, r.phone).toMatchObject({ times: 1, text: 'Spring sale: 20% off', mediaUrls: [picture] });
    }
  });

  it('resumes after the server stops mid-campaign, on another server, sending every recipient exactly once', async () => {
    // a database of its own, so the only servers working the campaign are the two of this test; its
    // recipient ids start again at 1, so the sandbox's count of sends starts again too
    sandboxSent.clear();
    const serverUrl = inject('pgUrl');
    const name = `${TEST_DB_PREFIX}${process.pid}_resume_${randomBytes(3).toString('hex')}`;
    const server = createDb(serverUrl, 1);
    await sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(TEMPLATE_DB)}`.execute(server.db);
    const url = serverUrl.replace(/\/[^/]*$/, `/${name}`);
    const start = () => startServer(url);
    try {
      const first = await start();
      const list = phones(100, 5000);
      const created = await first.app.inject({
        method: 'POST',
        url: '/sms/campaign',
        headers: { authorization: `Bearer ${first.token}` },
        payload: { campaignName: 'Restart', message: 'Sent once', phones: list },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = JSON.parse(created.body).campaignId;
      const sentCount = async (db = first.db) =>
        (await sql<{ n: number }>`SELECT count(*)::int AS n FROM sms_campaign_recipient WHERE campaign_id = ${id} AND status NOT IN ('pending', 'sending')`.execute(db)).rows[0].n;
      await waitFor('a first batch', async () => (await sentCount()) >= 25);
      await first.app.close();
      const stoppedAt = await sentCount();
      expect(stoppedAt).toBeLessThan(100);
      // a recipient a crashed server had claimed long ago (its provider call may have gone out): never sent again
      const { rows: claimed } = await sql<{ id: number }>`
        UPDATE sms_campaign_recipient SET status = 'sending', claimed_at = now() - interval '1 hour'
        WHERE id = (SELECT id FROM sms_campaign_recipient WHERE campaign_id = ${id} AND status = 'pending' ORDER BY id DESC LIMIT 1) RETURNING id`.execute(first.db);
      expect(claimed).toHaveLength(1);
      await first.db.destroy();

      const second = await start();
      try {
        await waitFor('campaign sent', async () => (await sql<{ status: string }>`SELECT status FROM sms_campaign WHERE id = ${id}`.execute(second.db)).rows[0].status === 'sent');
        const { rows } = await sql<{ id: number; status: string }>`SELECT id, status FROM sms_campaign_recipient WHERE campaign_id = ${id}`.execute(second.db);
        expect(rows).toHaveLength(100);
        for (const r of rows) {
          if (r.id === claimed[0].id) {
            expect(r.status).toBe('error');
            expect(sandboxSent.has(`campaign-recipient-${r.id}`)).toBe(false);
          } else expect(sandboxSent.get(`campaign-recipient-${r.id}`)?.times, String(r.id)).toBe(1);
        }
      } finally {
        await second.app.close();
        await second.db.destroy();
      }
    } finally {
      await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(server.db);
      await server.db.destroy();
    }
  });

  it('hands the rest of a campaign to another running server when the one sending it stops', async () => {
    sandboxSent.clear();
    const database = await cloneTemplateDatabase(inject('pgUrl'), 'handover');
    const start = () => startServer(database.url);
    // the other server runs from before the campaign: its start found nothing to send
    const other = await start();
    try {
      const sending = await start();
      const created = await sending.app.inject({
        method: 'POST',
        url: '/sms/campaign',
        headers: { authorization: `Bearer ${sending.token}` },
        payload: { campaignName: 'Hand-over', message: 'Sent once', phones: phones(100, 6000) },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = JSON.parse(created.body).campaignId;
      const done = async () =>
        (await sql<{ n: number }>`SELECT count(*)::int AS n FROM sms_campaign_recipient WHERE campaign_id = ${id} AND status NOT IN ('pending', 'sending')`.execute(other.db)).rows[0].n;
      await waitFor('a first batch', async () => (await done()) >= 25);
      await sending.app.close();
      await sending.db.destroy();
      expect(await done()).toBeLessThan(100);
      // nobody restarts: the server still running finishes it
      await waitFor('campaign sent', async () => (await sql<{ status: string }>`SELECT status FROM sms_campaign WHERE id = ${id}`.execute(other.db)).rows[0].status === 'sent');
      const { rows } = await sql<{ id: number }>`SELECT id::int AS id FROM sms_campaign_recipient WHERE campaign_id = ${id}`.execute(other.db);
      expect(rows).toHaveLength(100);
      for (const r of rows) expect(sandboxSent.get(`campaign-recipient-${r.id}`)?.times, String(r.id)).toBe(1);
    } finally {
      await other.app.close();
      await other.db.destroy();
      await database.drop();
    }
  });

  it("keeps the provider's rate across servers: two campaigns sent by two servers at once go no faster than one", async () => {
    sandboxSent.clear();
    const database = await cloneTemplateDatabase(inject('pgUrl'), 'pace');
    const start = () => startServer(database.url);
    const servers = [await start(), await start()];
    try {
      // one campaign created on each server: each server's worker takes its own at once
      const ids: number[] = [];
      for (const [i, server] of servers.entries()) {
        const created = await server.app.inject({
          method: 'POST',
          url: '/sms/campaign',
          headers: { authorization: `Bearer ${server.token}` },
          payload: { campaignName: `Pace ${i}`, message: 'At the rate', phones: phones(75, 7000 + 100 * i) },
        });
        expect(created.statusCode, created.body).toBe(201);
        ids.push(JSON.parse(created.body).campaignId);
      }
      await waitFor('both campaigns sent', async () => {
        const { rows } = await sql<{ status: string }>`SELECT status FROM sms_campaign WHERE id = ANY(${ids})`.execute(servers[0].db);
        return rows.length === 2 && rows.every((r) => r.status === 'sent');
      });
      const { rows } = await sql<{ id: number; campaign: number }>`
        SELECT id::int AS id, campaign_id::int AS campaign FROM sms_campaign_recipient WHERE campaign_id = ANY(${ids})`.execute(servers[0].db);
      const sends = rows.map((r) => ({ campaign: r.campaign, at: sandboxSent.get(`campaign-recipient-${r.id}`)?.at ?? NaN })).sort((x, y) => x.at - y.at);
      expect(sends.filter((s) => Number.isFinite(s.at))).toHaveLength(150);
      // the two servers sent in the same seconds (three batches each: their campaigns' sends interleave)...
      const last = (campaign: number) => Math.max(...sends.filter((s) => s.campaign === campaign).map((s) => s.at));
      const first = (campaign: number) => Math.min(...sends.filter((s) => s.campaign === campaign).map((s) => s.at));
      expect(first(ids[1])).toBeLessThan(last(ids[0]));
      expect(first(ids[0])).toBeLessThan(last(ids[1]));
      // ...yet together at 25 a second (SMS_RATE_PER_SECOND): any 26 sends span about a second (less a busy machine's timer slack; each server at its own pace gave 25 ms)
      const spans = sends.slice(25).map((s, i) => s.at - sends[i].at);
      expect(Math.min(...spans)).toBeGreaterThan(750);
    } finally {
      for (const server of servers) {
        await server.app.close();
        await server.db.destroy();
      }
      await database.drop();
    }
  });
});
