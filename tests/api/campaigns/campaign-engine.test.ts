// The campaign engine's four rules, the same for SMS and calls (docs/decisions.md, "One campaign
// engine"): at most 50 provider calls in flight, counters recounted at most every 250 ms while many
// reports come and pushed to the users who may open the campaigns, one log line per batch of failed provider calls (refusals are the recipient's outcome,
// not logged), and a campaign's job settling its own stale claims only. Each channel's declaration
// runs here on the real database, with a provider of this test that counts what it is handed.
import { sql, type RawBuilder } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { readCallConfig } from '../../../server/adapters/call/config';
import { CallRefused } from '../../../server/adapters/call/types';
import { providerRegistry, type ProviderAdapter } from '../../../server/adapters/registry';
import { ProviderRefused } from '../../../server/adapters/sms/types';
import { readConfig } from '../../../server/config';
import type { Db } from '../../../server/db/database';
import type { Jobs } from '../../../server/jobs/queue';
import type { Realtime } from '../../../server/realtime/realtime';
import { callChannel } from '../../../server/features/call/call.channel';
import { STATE_UNKNOWN, type CampaignChannel } from '../../../server/features/campaigns/channel';
import { channelAudience } from '../../../server/features/campaigns/audience';
import { campaignEngine, ENGINE_RULES } from '../../../server/features/campaigns/engine';
import { smsChannel } from '../../../server/features/sms/sms.channel';
import { EVENTS } from '../../../contract/realtime';
import { useHarness } from '../harness';

const h = useHarness();

/** Phones ending so are refused by the provider (the recipient's outcome), or meet a provider outage (ours to hear of). */
const REFUSED = '991';
const OUTAGE = '992';

/** A provider of this test: counts the calls it is handed and how many are in flight at once. */
function countingProvider() {
  const seen = new Map<string, number>();
  let inFlight = 0;
  let most = 0;
  const take = async (to: string, refusal: (m: string) => Error) => {
    seen.set(to, (seen.get(to) ?? 0) + 1);
    inFlight++;
    most = Math.max(most, inFlight);
    await new Promise((r) => setTimeout(r, 20));
    inFlight--;
    if (to.endsWith(REFUSED)) throw refusal('number refused by the carrier');
    if (to.endsWith(OUTAGE)) throw new Error('provider answered 503');
    return `p-${to}`;
  };
  const adapter = {
    name: 'telnyx',
    send: async (m: { to: string }) => ({ providerMessageId: await take(m.to, (t) => new ProviderRefused(t)) }),
    place: async (c: { to: string }) => ({ providerCallId: await take(c.to, (t) => new CallRefused(t)) }),
  };
  return { adapter, seen, most: () => most };
}

const noJobs = { stopping: false, send: async () => {}, work: async () => {}, wake: () => {}, stop: async () => {} } as unknown as Jobs;
/** The sockets' side of this test: what was pushed to whom. */
function recordingSockets() {
  const pushed: { ns: string; userId: number; event: string; payload: Record<string, unknown> }[] = [];
  const realtime = { toUser: (ns: string, userId: number, event: string, payload: Record<string, unknown>) => void pushed.push({ ns, userId, event, payload }) } as unknown as Realtime;
  return { realtime, pushed };
}

/** What differs between the two channels in this test: their declaration, and where their rows are. */
interface ChannelCase {
  name: 'sms' | 'call';
  channel(db: Db, adapter: unknown, ratePerSecond: number, realtime?: Realtime): CampaignChannel;
  /** the namespace and event its counters are pushed as */
  report: { ns: string; event: string };
  campaignTable: string;
  /** the campaign's address in the API, and its counters of recipients and of failures */
  api: string;
  counters: { recipients: string; failed: string };
  /** the table of a campaign's recipients, which of its rows wait for a claim, and what a claim writes */
  recipients: { table: string; waiting: RawBuilder<unknown>; claim: RawBuilder<unknown> };
  /** a recipient's status once its stale claim is settled */
  settled: string;
}

const registry = (adapter: unknown) => providerRegistry({ telnyx: adapter as ProviderAdapter, twilio: adapter as ProviderAdapter }, () => {
  throw new Error('no sandbox in this test');
});

const cases: ChannelCase[] = [
  {
    name: 'sms',
    channel: (db, adapter, ratePerSecond, realtime = recordingSockets().realtime) =>
      smsChannel({ db, providers: registry(adapter) as never, config: { ...readConfig().sms, ratePerSecond }, audience: channelAudience(db, realtime) }).channel as unknown as CampaignChannel,
    report: { ns: 'sms', event: EVENTS.campaignReport },
    campaignTable: 'sms_campaign',
    api: '/sms/campaign',
    counters: { recipients: 'smsCount', failed: 'errorCount' },
    recipients: { table: 'sms_campaign_recipient', waiting: sql`status = 'pending'`, claim: sql`status = 'sending'` },
    settled: 'error',
  },
  {
    name: 'call',
    channel: (db, adapter, ratePerSecond, realtime = recordingSockets().realtime) =>
      callChannel({ db, providers: registry(adapter) as never, config: { ...readCallConfig(), ratePerSecond }, audience: channelAudience(db, realtime) }) as unknown as CampaignChannel,
    report: { ns: 'main', event: EVENTS.callCampaignReport },
    campaignTable: 'call_campaign',
    api: '/call/bulk',
    counters: { recipients: 'callCount', failed: 'failedCount' },
    recipients: { table: 'call', waiting: sql`send_state = 'campaign'`, claim: sql`send_state = 'claimed'` },
    settled: 'failed',
  },
];

/** A campaign row, accepted and not yet expanded, to these phones. */
async function createCampaign(c: ChannelCase, phones: string[]): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO ${sql.table(c.campaignTable)} (campaign_name, message, provider, status, phones) VALUES ('Engine', 'Hello', 'telnyx', 'pending', ${JSON.stringify(phones)}::jsonb)
    RETURNING id::int AS id`.execute(h.db);
  return rows[0].id;
}

/** The campaign as the console shows it: recipients, those failed, its status. */
async function shown(c: ChannelCase, id: number) {
  const got = (await h.call('GET', `${c.api}/${id}`)).body;
  return { recipients: got[c.counters.recipients], failed: got[c.counters.failed], status: got.status };
}

/** Makes one recipient of the campaign look claimed by a server that stopped eleven minutes ago; its id. */
async function strandClaim(c: ChannelCase, id: number): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    UPDATE ${sql.table(c.recipients.table)} SET ${c.recipients.claim}, claimed_at = now() - interval '11 minutes'
    WHERE id = (SELECT min(id) FROM ${sql.table(c.recipients.table)} WHERE campaign_id = ${id} AND ${c.recipients.waiting}) RETURNING id::int AS id`.execute(h.db);
  return rows[0].id;
}

async function recipient(c: ChannelCase, id: number) {
  return (await sql<{ status: string; error: string | null }>`SELECT status, error FROM ${sql.table(c.recipients.table)} WHERE id = ${id}`.execute(h.db)).rows[0];
}

let area = 400;
/** `n` phones of an area code of their own (each test its own numbers) */
const phones = (n: number) => {
  area++;
  return Array.from({ length: n }, (_, i) => `+1${area}555${String(1000 + i).padStart(4, '0')}`);
};

describe.each(cases)('the campaign engine, for $name', (c) => {
  const running: { stop(): void }[] = [];
  afterEach(() => {
    for (const engine of running.splice(0)) engine.stop();
  });

  /** The channel's declaration over the counting provider, in an engine whose log this test reads. */
  function engineFor(ratePerSecond: number, realtime?: Realtime) {
    const provider = countingProvider();
    const logged: { fields: Record<string, unknown>; msg?: string }[] = [];
    const channel = c.channel(h.db, provider.adapter, ratePerSecond, realtime);
    let counterWrites = 0;
    const writeCounters = channel.campaigns.writeCounters;
    channel.campaigns.writeCounters = (id) => {
      counterWrites++;
      return writeCounters(id);
    };
    const log = { error: (fields: unknown, msg?: string) => void logged.push({ fields: fields as Record<string, unknown>, msg }) };
    const engine = campaignEngine({ db: h.db, jobs: noJobs, log }, channel);
    running.push(engine);
    return { engine, provider, logged, counterWrites: () => counterWrites };
  }

  it(`hands a provider at most ${ENGINE_RULES.inFlight} calls at once, each recipient once`, async () => {
    const { engine, provider } = engineFor(120);
    const list = phones(120);
    const id = await createCampaign(c, list);
    await engine.sendCampaign(id);
    expect(provider.most()).toBe(ENGINE_RULES.inFlight);
    expect(list.map((p) => provider.seen.get(p))).toEqual(list.map(() => 1));
    expect(await shown(c, id)).toMatchObject({ recipients: 120, failed: 0, status: 'sent' });
  });

  it('logs one line for a batch whose provider calls failed, none for refusals; every failure is counted on the campaign', async () => {
    const { engine, logged } = engineFor(60);
    // in one batch of 60: 5 numbers the provider refuses, 10 calls meeting an outage
    const list = phones(60).map((p, i) => (i < 5 ? p.slice(0, -4) + (i % 10) + REFUSED : i < 15 ? p.slice(0, -4) + (i % 10) + OUTAGE : p));
    const id = await createCampaign(c, list);
    await engine.sendCampaign(id);
    expect(logged).toHaveLength(1);
    expect(logged[0].msg).toBe(`${c.name}: provider calls failed`);
    expect(logged[0].fields).toMatchObject({ failed: 10, batch: 60, campaignId: id });
    expect((logged[0].fields.err as Error).message).toBe('provider answered 503');
    expect(await shown(c, id)).toMatchObject({ recipients: 60, failed: 15, status: 'sent' });
  });

  it(`recounts a campaign's counters once for a burst of reports, within ${ENGINE_RULES.counterIntervalMs} ms`, async () => {
    const { engine, counterWrites } = engineFor(50);
    const id = await createCampaign(c, phones(10));
    await engine.sendCampaign(id);
    const before = counterWrites();
    for (let i = 0; i < 100; i++) engine.countersSoon(id);
    expect(counterWrites()).toBe(before);
    await new Promise((r) => setTimeout(r, ENGINE_RULES.counterIntervalMs + 150));
    expect(counterWrites()).toBe(before + 1);
  });

  it('pushes its counters, as they move, to the users who may open its campaigns and to no one else', async () => {
    const outsider = await h.userWith([{ value: 'catalog/brand', type: 'access' }]);
    const sockets = recordingSockets();
    const { engine } = engineFor(50, sockets.realtime);
    const id = await createCampaign(c, phones(7));
    await engine.sendCampaign(id);
    const reports = sockets.pushed.filter((p) => p.event === c.report.event && p.payload.campaignId === id);
    const toAdmin = reports.filter((p) => p.userId === h.admin.userId);
    expect(toAdmin.length).toBeGreaterThanOrEqual(2);
    expect(new Set(toAdmin.map((p) => p.ns))).toEqual(new Set([c.report.ns]));
    // the first when its recipients are written, the last once every one was handed over
    expect(toAdmin[0].payload).toMatchObject({ status: 'sending', [c.counters.recipients]: 7 });
    expect(toAdmin.at(-1)!.payload).toMatchObject({ status: 'sent', [c.counters.recipients]: 7, [c.counters.failed]: 0 });
    expect(reports.some((p) => p.userId === outsider.userId)).toBe(false);
  });

  it("settles its own campaign's stale claims as failed, never sent again, and leaves another campaign's alone", async () => {
    // a stopping server expands both campaigns and sends nothing
    const stopping = campaignEngine({ db: h.db, jobs: { ...noJobs, stopping: true } as Jobs, log: console }, c.channel(h.db, countingProvider().adapter, 50));
    const [mine, other] = [await createCampaign(c, phones(5)), await createCampaign(c, phones(5))];
    running.push(stopping);
    for (const id of [mine, other]) await stopping.sendCampaign(id);
    // each has a recipient claimed by a server that stopped during its provider call, eleven minutes ago
    const [stranded, otherStranded] = [await strandClaim(c, mine), await strandClaim(c, other)];
    const otherBefore = await recipient(c, otherStranded);

    const { engine, provider } = engineFor(50);
    await engine.sendCampaign(mine);
    expect(provider.seen.size).toBe(4);
    expect(await recipient(c, stranded)).toMatchObject({ status: c.settled, error: STATE_UNKNOWN });
    expect(await shown(c, mine)).toMatchObject({ recipients: 5, failed: 1, status: 'sent' });
    expect(await recipient(c, otherStranded)).toEqual(otherBefore);
    expect((await shown(c, other)).status).toBe('sending');
  });
});
