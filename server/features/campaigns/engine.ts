// The campaign engine of every channel (docs/sms.md, docs/calls.md; decisions in docs/decisions.md,
// "One campaign engine"): single sends as they come due, and campaigns expanded into one row per
// phone and sent in batches at the provider's rate, each row claimed before its provider call, so
// nobody is sent to twice. A channel (channel.ts) says where its rows are and how one is sent.
import type { Db } from '../../db/database';
import { awaitTurn, groupBy } from '../../jobs/pace';
import type { Jobs } from '../../jobs/queue';
import { blockedAmong } from './block-list.repository';
import { setCampaignStatus, unfinishedCampaigns } from './campaigns.repository';
import type { CampaignChannel, CampaignRow, Claimed, Outcome, WorkList } from './channel';
import { channelJobs } from './jobs';
import { recipientPhones } from './recipients';

/** The engine's rules, the same for every channel. */
export const ENGINE_RULES = {
  /** A job works a campaign this long, then hands the rest to a new job (jobs stay short, the queue fair). */
  sliceMs: 60_000,
  /** A row left claimed this long by a stopped server is settled as failed, never sent again. */
  staleClaimSeconds: 600,
  /** Provider calls in flight at once within a batch. */
  inFlight: 50,
  /** Counters are recounted and stored at most this often per campaign while it runs. */
  counterIntervalMs: 250,
} as const;

export interface EngineDeps {
  db: Db;
  jobs: Jobs;
  log: { error: (o: unknown, msg?: string) => void };
}

async function inParallel<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  });
  await Promise.all(lanes);
  return out;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 300);

export function campaignEngine<C extends Claimed, K extends CampaignRow>(deps: EngineDeps, channel: CampaignChannel<C, K>) {
  const { db, jobs, log } = deps;
  const queue = channelJobs(channel.name);
  const batchSize = Math.max(1, Math.floor(channel.ratePerSecond));

  /**
   * Sends one claimed batch: each provider's share at its turn on that provider's timeline, shared by
   * every server (server/jobs/pace.ts), at most `inFlight` calls at once; the outcomes written per
   * provider share. Failures other than refusals are logged once for the batch.
   */
  async function sendBatch(batch: C[], list: WorkList<C>, campaign?: K): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    const failures: unknown[] = [];
    for (const [provider, group] of groupBy(batch, (c) => c.provider)) {
      await awaitTurn(db, `${channel.name}:${provider}`, group.length, channel.ratePerSecond);
      const results = await inParallel(group, ENGINE_RULES.inFlight, async (item): Promise<Outcome> => {
        try {
          return { id: item.id, ok: true, providerId: await channel.send(item, campaign), error: null };
        } catch (e) {
          if (!channel.isRefusal(e)) failures.push(e);
          return { id: item.id, ok: false, providerId: null, error: message(e) };
        }
      });
      await list.finish(db, results);
      outcomes.push(...results);
    }
    if (failures.length) log.error({ err: failures[0], failed: failures.length, batch: batch.length, campaignId: campaign?.id }, `${channel.name}: provider calls failed`);
    return outcomes;
  }

  async function sendRequests(): Promise<void> {
    await channel.requests.settleStale(db, ENGINE_RULES.staleClaimSeconds);
    for (;;) {
      // a stopping server hands what is left to the queue: another process, or the next start, goes on
      if (jobs.stopping) return jobs.send(queue.outbox, {});
      const batch = await channel.requests.claim(db, batchSize);
      if (!batch.length) break;
      const outcomes = await sendBatch(batch, channel.requests);
      channel.afterRequests?.(batch, outcomes);
    }
    const next = await channel.requests.nextDue?.(db);
    if (next) await jobs.send(queue.outbox, {}, { startAfter: next, singletonKey: `at-${next.getTime()}`, singletonSeconds: 1 });
  }

  // ---- counters

  const counterTimers = new Map<number, NodeJS.Timeout>();
  /** Counters are recounted shortly, once for many batches and reports. */
  function countersSoon(campaignId: number): void {
    if (counterTimers.has(campaignId)) return;
    counterTimers.set(
      campaignId,
      setTimeout(() => {
        counterTimers.delete(campaignId);
        channel.campaigns.writeCounters(campaignId).catch((e) => log.error(e, `${channel.name}: campaign counters`));
      }, ENGINE_RULES.counterIntervalMs),
    );
  }

  // ---- campaigns

  /** One row per phone of the campaign's sources; blocked ones skipped at once. Expanding twice adds nothing. */
  async function expand(c: K): Promise<void> {
    for await (const batch of recipientPhones(db, c.sources, channel.groupTable)) {
      const unique = [...new Set(batch)];
      await channel.campaigns.addRecipients(db, c, unique, await blockedAmong(db, channel.name, unique));
    }
  }

  async function sendCampaign(campaignId: number): Promise<void> {
    const c = await channel.campaigns.byId(db, campaignId);
    if (!c || c.deleted || c.status === 'sent' || c.status === 'Suspended') return;
    if (c.sendDate && c.sendDate.getTime() > Date.now()) {
      await jobs.send(queue.campaign, { campaignId }, { startAfter: c.sendDate, singletonKey: `campaign-${campaignId}`, singletonSeconds: 1 });
      return;
    }
    if (c.status === 'pending') {
      await expand(c);
      await setCampaignStatus(db, channel.campaignTable, campaignId, 'sending');
      await channel.campaigns.writeCounters(campaignId);
    }
    const recipients = channel.campaigns.recipients(c);
    await recipients.settleStale(db, ENGINE_RULES.staleClaimSeconds);
    const deadline = Date.now() + ENGINE_RULES.sliceMs;
    for (;;) {
      // a stopping server hands the rest to the queue: another process, or the next start, goes on
      if (jobs.stopping || Date.now() > deadline) return jobs.send(queue.campaign, { campaignId });
      const batch = await recipients.claim(db, batchSize);
      if (!batch.length) break;
      await sendBatch(batch, recipients, c);
      countersSoon(campaignId);
    }
    await recipients.settleStale(db, ENGINE_RULES.staleClaimSeconds);
    const left = await channel.campaigns.progress(db, campaignId);
    if (!left.waiting && !left.claimed) await setCampaignStatus(db, channel.campaignTable, campaignId, 'sent');
    // recipients another server is sending (or stopped sending): looked at again once they may be stale
    else if (!left.waiting) await jobs.send(queue.campaign, { campaignId }, { startAfter: new Date(Date.now() + ENGINE_RULES.staleClaimSeconds * 1000) });
    await channel.campaigns.writeCounters(campaignId);
  }

  return {
    sendRequests,
    sendCampaign,
    countersSoon,
    /** Registers the workers and re-enqueues what a stopped server left (campaigns, single sends). */
    async start(): Promise<void> {
      await jobs.work(queue.outbox, () => sendRequests());
      await jobs.work(queue.campaign, (data) => sendCampaign(data.campaignId));
      for (const c of await unfinishedCampaigns(db, channel.campaignTable)) {
        await jobs.send(queue.campaign, { campaignId: c.id }, c.sendDate && c.sendDate.getTime() > Date.now() ? { startAfter: c.sendDate } : {});
      }
      await jobs.send(queue.outbox, {});
    },
    stop(): void {
      for (const t of counterTimers.values()) clearTimeout(t);
      counterTimers.clear();
    },
  };
}
export type CampaignEngine = ReturnType<typeof campaignEngine>;
