// The queue's call work (docs/calls.md): call requests placed as they come, and campaigns expanded
// into one call row per phone and placed in batches at the provider's rate, each row claimed before
// its provider call, so no phone of a campaign is called twice.
import { callCampaignCounters, type CallProvider } from '../../../contract/call/call';
import { toE164 } from '../../../contract/sms/phone';
import type { CallProviders } from '../../adapters/call';
import type { CallConfig } from '../../adapters/call/config';
import type { Db } from '../../db/database';
import { awaitTurn, groupBy } from '../../jobs/pace';
import type { Jobs } from '../../jobs/queue';
import './call.jobs';
import * as repo from './call.repository';

/** A job works a campaign this long, then hands the rest to a new job. */
const CAMPAIGN_SLICE_MS = 60_000;
/** A call left claimed this long by a stopped server is settled as failed, never placed again. */
const STALE_CLAIM_SECONDS = 600;

export interface CallSenderDeps {
  db: Db;
  jobs: Jobs;
  providers: CallProviders;
  config: CallConfig;
  log: { error: (o: unknown, msg?: string) => void };
}

export function callSender(deps: CallSenderDeps) {
  const { db, jobs, providers, config } = deps;
  const batchSize = Math.max(1, Math.floor(config.ratePerSecond));

  /** Places one claimed batch, each provider's calls at their turn on its timeline shared by every server (server/jobs/pace.ts). */
  async function placeBatch(batch: repo.ClaimedCall[]): Promise<void> {
    for (const [provider, group] of groupBy(batch, (c) => c.provider)) {
      await awaitTurn(db, `call:${provider}`, group.length, config.ratePerSecond);
      const results = await Promise.all(
        group.map(async (c) => {
          try {
            const placed = await providers.forProvider(c.provider as CallProvider).place({
              to: c.phone,
              from: config.from,
              message: c.message ?? undefined,
              reference: `k${c.id}`,
              idempotencyKey: `call-${c.id}`,
            });
            return { id: c.id, ok: true, providerCallId: placed.providerCallId, error: null };
          } catch (e) {
            deps.log.error(e, 'call: provider call failed');
            return { id: c.id, ok: false, providerCallId: null, error: (e instanceof Error ? e.message : String(e)).slice(0, 300) };
          }
        }),
      );
      await repo.finishCalls(db, results);
    }
  }

  async function placeRequests(): Promise<void> {
    for (;;) {
      // a stopping server hands what is left to the queue: another process, or the next start, goes on
      if (jobs.stopping) return jobs.send('call.outbox', {});
      const batch = await repo.claimCalls(db, null, batchSize);
      if (!batch.length) return;
      await placeBatch(batch);
    }
  }

  async function writeCounters(campaignId: number): Promise<void> {
    await repo.saveCounters(db, campaignId, callCampaignCounters(await repo.campaignCountByStatus(db, campaignId)) as unknown as Record<string, number>);
  }

  async function expand(c: repo.CallCampaignRow): Promise<void> {
    const add = async (phones: (string | undefined)[]) => {
      const unique = [...new Set(phones.filter((p): p is string => !!p))];
      await repo.addCampaignCalls(db, c, unique, await repo.blockedAmong(db, unique));
    };
    const direct = (c.phones ?? []).map((p) => toE164(p));
    for (let i = 0; i < direct.length; i += 5000) await add(direct.slice(i, i + 5000));
    const groups = new Set(c.customerGroups ?? []);
    if (c.callGroupId) {
      const group = await repo.callGroupSources(db, c.callGroupId);
      await add(group.phones.map((p) => toE164(p)));
      for (const g of group.customerGroups) groups.add(g);
    }
    if (groups.size) {
      let after = 0;
      for (;;) {
        const page = await repo.customerPhones(db, [...groups], after, 5000);
        if (!page.length) break;
        after = page[page.length - 1].id;
        await add(page.map((r) => toE164(r.telephone)));
      }
    }
  }

  async function placeCampaign(campaignId: number): Promise<void> {
    const c = await repo.campaignById(db, campaignId);
    if (!c || c.deleted || c.status === 'sent') return;
    if (c.sendDate && c.sendDate.getTime() > Date.now()) {
      await jobs.send('call.campaign', { campaignId }, { startAfter: c.sendDate, singletonKey: `call-campaign-${campaignId}`, singletonSeconds: 1 });
      return;
    }
    if (c.status === 'pending') {
      // expanding twice adds nothing: each phone is one row per campaign
      await expand(c);
      await repo.setCampaignStatus(db, campaignId, 'sending');
      await writeCounters(campaignId);
    }
    await repo.settleStaleClaims(db, STALE_CLAIM_SECONDS);
    const deadline = Date.now() + CAMPAIGN_SLICE_MS;
    for (;;) {
      if (jobs.stopping) return jobs.send('call.campaign', { campaignId });
      if (Date.now() > deadline) {
        await jobs.send('call.campaign', { campaignId });
        return;
      }
      const batch = await repo.claimCalls(db, campaignId, batchSize);
      if (!batch.length) break;
      await placeBatch(batch);
      await writeCounters(campaignId);
    }
    const left = await repo.campaignPendingClaims(db, campaignId);
    if (!left.pending && !left.claimed) await repo.setCampaignStatus(db, campaignId, 'sent');
    else if (!left.pending) await jobs.send('call.campaign', { campaignId }, { startAfter: new Date(Date.now() + STALE_CLAIM_SECONDS * 1000) });
    await writeCounters(campaignId);
  }

  return {
    placeRequests,
    placeCampaign,
    writeCounters,
    /** Registers the workers and re-enqueues what a stopped server left. */
    async start(): Promise<void> {
      await jobs.work('call.outbox', () => placeRequests());
      await jobs.work('call.campaign', (data) => placeCampaign(data.campaignId));
      for (const c of await repo.unfinishedCampaigns(db)) {
        await jobs.send('call.campaign', { campaignId: c.id }, c.sendDate && c.sendDate.getTime() > Date.now() ? { startAfter: c.sendDate } : {});
      }
      if (await repo.hasPendingRequests(db)) await jobs.send('call.outbox', {});
    },
  };
}
export type CallSender = ReturnType<typeof callSender>;
