// Issue 13, the queue's guarantees under a real crash: the server runs as a child process with the
// real Telnyx adapters pointed at a stand-in this test runs (tests/support/telnyx-stand-in.ts), so
// every provider call is counted outside the server. An SMS campaign and a call campaign run at once;
// mid-way the stand-in stops answering (provider calls in flight), the server gets SIGKILL, a second
// server is started on the same database at once and finishes both without touching the claimed
// recipients; once the claims are older than the 10 minutes of the docs, a third start settles them
// as errors and the campaigns end `sent`. Then we count: nobody was sent twice, everyone not claimed
// at the kill was sent exactly once, the counters match the rows (docs/sms.md, docs/calls.md).
import fs from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callCampaignCounters } from '../../../contract/call/call';
import { campaignCounters, type RecipientStatus } from '../../../contract/sms/sms';
import { signIn, spawnServer, tempDataDir, type SpawnedServer } from '../../support/spawned-server';
import { startTelnyxStandIn, type TelnyxStandIn } from '../../support/telnyx-stand-in';
import { cloneTemplateDatabase, type TestDatabase } from '../../support/test-database';
import { ADMIN_PASSWORD } from '../constants';
import { waitFor } from '../../support/wait-for';

/** Where a campaign's recipient stands in the queue: waiting to be claimed, claimed (provider call under way), finished. */
type Phase = 'waiting' | 'claimed' | 'finished';

interface Recipient {
  id: number;
  phase: Phase;
  status: string;
  error: string | null;
}

/** What differs between SMS and call campaigns; the kill scenario is the same. */
interface Area {
  /** the first letter of the reference the server gives the provider for a recipient (then its id) */
  prefix: string;
  /** recipients of the campaign, and provider calls made before the kill */
  count: number;
  killAfter: number;
  create: (server: SpawnedServer, token: string, phones: string[]) => Promise<number>;
  read: (server: SpawnedServer, token: string, id: number) => Promise<Record<string, unknown>>;
  recipients: (client: pg.Client, campaignId: number) => Promise<Recipient[]>;
  /** makes the claims look older than the stale age (the 10 minutes after which they are settled) */
  ageClaims: (client: pg.Client, campaignId: number) => Promise<number>;
}

const STATE_UNKNOWN = 'state unknown: the server stopped during the provider call';
/** SMS_PRICE_PER_MESSAGE of the servers: the campaign's price is this times the SMS sent */
const PRICE = 0.005;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function api<T = Record<string, unknown>>(server: SpawnedServer, method: string, url: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(server.url + url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as T };
}

const reference = (area: Area, id: number) => `${area.prefix}${id}`;

/** `n` distinct phones of an area code: +1{areaCode}551xxxx */
const phones = (n: number, areaCode: string) => Array.from({ length: n }, (_, i) => `+1${areaCode}55${String(10000 + i).slice(-5)}`);

const sms: Area = {
  prefix: 'c',
  count: 2000,
  killAfter: 600,
  async create(server, token, list) {
    const res = await api<{ campaignId: number }>(server, 'POST', '/sms/campaign', token, { campaignName: 'Kill test', message: 'Sent at most once', phones: list });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.campaignId;
  },
  read: async (server, token, id) => (await api(server, 'GET', `/sms/campaign/${id}`, token)).body,
  async recipients(client, campaignId) {
    const { rows } = await client.query<{ id: number; status: RecipientStatus; error: string | null }>(
      'SELECT id::int AS id, status, error FROM sms_campaign_recipient WHERE campaign_id = $1 ORDER BY id',
      [campaignId],
    );
    return rows.map((r) => ({ ...r, phase: r.status === 'pending' ? 'waiting' : r.status === 'sending' ? 'claimed' : 'finished' }));
  },
  async ageClaims(client, campaignId) {
    const res = await client.query(
      `UPDATE sms_campaign_recipient SET claimed_at = claimed_at - interval '11 minutes' WHERE campaign_id = $1 AND status = 'sending'`,
      [campaignId],
    );
    return res.rowCount ?? 0;
  },
};

const calls: Area = {
  prefix: 'k',
  // ten seconds of calls: still under way when the SMS campaign, slower to start on a busy machine, reaches its kill point
  count: 1000,
  killAfter: 200,
  async create(server, token, list) {
    const res = await api<{ campaignId: number }>(server, 'POST', '/call/bulk/telnyx/call', token, { name: 'Kill test', to: list });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.campaignId;
  },
  read: async (server, token, id) => (await api(server, 'GET', `/call/bulk/${id}`, token)).body,
  async recipients(client, campaignId) {
    const { rows } = await client.query<{ id: number; sendState: string; status: string; error: string | null }>(
      'SELECT id::int AS id, send_state AS "sendState", status, error FROM call WHERE campaign_id = $1 ORDER BY id',
      [campaignId],
    );
    return rows.map(({ sendState, ...r }) => ({ ...r, phase: sendState === 'campaign' ? 'waiting' : sendState === 'claimed' ? 'claimed' : 'finished' }));
  },
  async ageClaims(client, campaignId) {
    const res = await client.query(`UPDATE call SET claimed_at = claimed_at - interval '11 minutes' WHERE campaign_id = $1 AND send_state = 'claimed'`, [campaignId]);
    return res.rowCount ?? 0;
  },
};

// what the scenario started, stopped in afterAll even when it failed
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => console.error('cleanup:', e));
}, 60_000);

interface KillRun {
  campaignId: number;
  /** recipients as the database held them right after the kill */
  atKill: Recipient[];
  /** references the stand-in took but never answered (in flight at the kill) */
  inFlight: string[];
  /** after the second server finished what it could, before the claims were old */
  afterRestart: Recipient[];
  /** claims made to look older than the stale age before the third start */
  aged: number;
  final: Recipient[];
  /** the campaign as the API shows it at the end */
  campaign: Record<string, unknown>;
}

/** Provider calls the stand-in received for an area's recipients, repeats included. */
const receivedFor = (standIn: TelnyxStandIn, area: Area) => [...standIn.received].filter(([ref]) => ref.startsWith(area.prefix)).reduce((n, [, times]) => n + times, 0);

/**
 * Starts a campaign of each area on one server, kills it (SIGKILL) once each campaign made
 * `killAfter` provider calls and has some in flight, and restarts as the header says.
 */
async function killMidCampaigns(areas: Area[], env: Record<string, string>): Promise<{ standIn: TelnyxStandIn; receivedAtKill: Map<string, number>; runs: Map<Area, KillRun> }> {
  const standIn = await startTelnyxStandIn();
  cleanups.push(() => standIn.close());
  const db: TestDatabase = await cloneTemplateDatabase(inject('pgUrl'), 'kill');
  cleanups.push(() => db.drop());
  const dataDir = await tempDataDir('campaign-kill');
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  const client = new pg.Client({ connectionString: db.url });
  client.on('error', () => {});
  await client.connect();
  cleanups.push(() => client.end());

  const start = async () => {
    const server = await spawnServer(dataDir, {
      env: {
        DATABASE_URL: db.url,
        ADMIN_PASSWORD,
        TELNYX_API_KEY: 'KEY-kill-test',
        TELNYX_BASE_URL: standIn.url,
        TELNYX_CALL_CONNECTION_ID: 'connection-kill-test',
        ...env,
      },
    });
    cleanups.push(() => server.kill('SIGKILL'));
    return server;
  };
  const forEach = async <T>(fn: (area: Area) => Promise<T>): Promise<Map<Area, T>> => new Map(await Promise.all(areas.map(async (a) => [a, await fn(a)] as const)));

  const first = await start();
  const firstToken = await signIn(first.url, ADMIN_PASSWORD);
  const ids = await forEach((area) => area.create(first, firstToken, phones(area.count, area.prefix === 'c' ? '202' : '303')));
  await waitFor('provider calls of every campaign', () => areas.every((area) => receivedFor(standIn, area) >= area.killAfter));
  // the next batches' provider calls stay unanswered: the kill comes while they are in flight
  standIn.hold();
  await waitFor('provider calls in flight for every campaign', () => areas.every((area) => standIn.held().some((ref) => ref.startsWith(area.prefix))), 10_000);
  await sleep(100);
  await first.kill('SIGKILL');
  const inFlight = standIn.held();
  const receivedAtKill = new Map(standIn.received);
  const atKill = await forEach((area) => area.recipients(client, ids.get(area)!));
  standIn.resume();

  // started again at once: the claims are fresh, so nobody claimed is sent again
  const second = await start();
  const claimedAtKill = (area: Area) => new Set(atKill.get(area)!.filter((r) => r.phase === 'claimed').map((r) => r.id));
  const afterRestart = await forEach((area) =>
    waitFor(`the second server to finish every recipient not claimed at the kill (${area.prefix})`, async () => {
      const claimed = claimedAtKill(area);
      const rows = await area.recipients(client, ids.get(area)!);
      return rows.every((r) => claimed.has(r.id) || r.phase === 'finished') && rows;
    }),
  );
  await second.kill('SIGTERM');

  // ten minutes later: the claims are stale, the next start settles them and ends the campaigns
  const aged = await forEach((area) => area.ageClaims(client, ids.get(area)!));
  const third = await start();
  const token = await signIn(third.url, ADMIN_PASSWORD);
  const final = await forEach((area) =>
    waitFor(`every recipient finished (${area.prefix})`, async () => {
      const rows = await area.recipients(client, ids.get(area)!);
      return !rows.some((r) => r.phase !== 'finished') && rows;
    }),
  );
  const campaigns = await forEach((area) =>
    waitFor(`the campaign sent with its counters (${area.prefix})`, async () => {
      const c = await area.read(third, token, ids.get(area)!);
      return c.status === 'sent' && c;
    }),
  );
  const runs = new Map(
    areas.map((area) => [
      area,
      {
        campaignId: ids.get(area)!,
        atKill: atKill.get(area)!,
        inFlight: inFlight.filter((ref) => ref.startsWith(area.prefix)),
        afterRestart: afterRestart.get(area)!,
        aged: aged.get(area)!,
        final: final.get(area)!,
        campaign: campaigns.get(area)!,
      },
    ]),
  );
  return { standIn, receivedAtKill, runs };
}

/** The counts every campaign must show, whatever the area; the recipients claimed at the kill. */
function expectSentAtMostOnce(area: Area, standIn: TelnyxStandIn, receivedAtKill: Map<string, number>, run: KillRun): Recipient[] {
  const { atKill, inFlight, afterRestart, final } = run;
  const times = (r: Recipient) => standIn.received.get(reference(area, r.id)) ?? 0;
  const claimed = atKill.filter((r) => r.phase === 'claimed');
  const claimedIds = new Set(claimed.map((r) => r.id));
  expect(final).toHaveLength(area.count);

  // the kill came mid-campaign, with a batch claimed and part of it at the provider
  expect(atKill.filter((r) => r.phase === 'finished').length).toBeGreaterThan(0);
  expect(atKill.filter((r) => r.phase === 'waiting').length).toBeGreaterThan(0);
  expect(claimed.length).toBeGreaterThan(0);
  expect(inFlight.length).toBeGreaterThan(0);
  expect(inFlight.every((ref) => claimed.some((r) => reference(area, r.id) === ref))).toBe(true);
  // at the kill: finished ones went to the provider once, waiting ones not yet
  for (const r of atKill) {
    const before = receivedAtKill.get(reference(area, r.id)) ?? 0;
    if (r.phase === 'finished') expect(before, `recipient ${r.id} finished before the kill`).toBe(1);
    if (r.phase === 'waiting') expect(before, `recipient ${r.id} waiting at the kill`).toBe(0);
  }

  // the second server, started at once, left the fresh claims alone
  for (const r of afterRestart.filter((r) => claimedIds.has(r.id))) expect(r.phase, `recipient ${r.id} claimed at the kill, after the restart`).toBe('claimed');
  expect(run.aged).toBe(claimed.length);

  // nobody twice; everybody not claimed at the kill exactly once; the claimed ones never again
  const ours = [...standIn.received].filter(([ref]) => ref.startsWith(area.prefix));
  expect(ours.filter(([, n]) => n > 1)).toEqual([]);
  const references = new Set(final.map((r) => reference(area, r.id)));
  expect(ours.filter(([ref]) => !references.has(ref))).toEqual([]);
  for (const r of final) {
    if (claimedIds.has(r.id)) {
      // at the provider once if its call went out before the kill (answered or in flight), else never
      expect(times(r), `recipient ${r.id} claimed at the kill`).toBe(receivedAtKill.get(reference(area, r.id)) ?? 0);
      expect(r.error).toBe(STATE_UNKNOWN);
    } else expect(times(r), `recipient ${r.id}`).toBe(1);
  }
  return claimed;
}

describe('an SMS campaign and a call campaign whose server is killed (SIGKILL) mid-way', () => {
  let result: Awaited<ReturnType<typeof killMidCampaigns>>;
  beforeAll(async () => {
    // 400 SMS and 100 calls a second: about five and ten seconds of sending; killed after some hundreds
    result = await killMidCampaigns([sms, calls], { SMS_RATE_PER_SECOND: '400', CALL_RATE_PER_SECOND: '100', SMS_PRICE_PER_MESSAGE: String(PRICE) });
  }, 120_000);

  it('SMS: resumed by the next start, no recipient sent twice, the claimed batch settled as errors, counters matching the rows', () => {
    const run = result.runs.get(sms)!;
    const claimed = expectSentAtMostOnce(sms, result.standIn, result.receivedAtKill, run);
    const claimedIds = new Set(claimed.map((r) => r.id));
    for (const r of run.final) expect(r.status, `recipient ${r.id}`).toBe(claimedIds.has(r.id) ? 'error' : 'sent');

    const byStatus: Partial<Record<RecipientStatus, number>> = {};
    for (const r of run.final) byStatus[r.status as RecipientStatus] = (byStatus[r.status as RecipientStatus] ?? 0) + 1;
    const expected = campaignCounters(byStatus, PRICE);
    expect(run.campaign).toMatchObject({ ...expected, price: expect.closeTo(expected.price, 6) });
    expect(run.campaign).toMatchObject({ smsCount: sms.count, sentCount: sms.count - claimed.length, errorCount: claimed.length });
  });

  it('calls: resumed by the next start, no phone called twice, the claimed batch settled failed, counters matching the rows', () => {
    const run = result.runs.get(calls)!;
    const claimed = expectSentAtMostOnce(calls, result.standIn, result.receivedAtKill, run);
    const claimedIds = new Set(claimed.map((r) => r.id));
    // placed and not yet reported by the provider (the stand-in posts no reports): ringing
    for (const r of run.final) expect(r.status, `call ${r.id}`).toBe(claimedIds.has(r.id) ? 'failed' : 'ringing');

    const byStatus: Record<string, number> = {};
    for (const r of run.final) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    expect(run.campaign).toMatchObject({ ...callCampaignCounters(byStatus), callCount: calls.count, failedCount: claimed.length });
  });
});
