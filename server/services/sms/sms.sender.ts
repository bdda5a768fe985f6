// The queue's SMS work (docs/sms.md): single SMS due for sending, and campaigns expanded into
// recipients and sent in batches at the provider's rate, each recipient claimed before its send.
import { campaignCounters, type CampaignReportEvent, type CampaignStatus, type RecipientStatus, type SmsProvider, type SmsStatusEvent } from '../../../contract/sms/sms';
import { sms as smsDecl } from '../../../contract/entities/sms/sms';
import { smsCampaign } from '../../../contract/entities/sms/smsCampaign';
import { EVENTS } from '../../../contract/realtime';
import type { SmsProviders } from '../../adapters/sms';
import { ProviderRefused } from '../../adapters/sms/types';
import type { SmsConfig } from '../../config';
import type { Db } from '../../db/database';
import { awaitTurn, groupBy } from '../../jobs/pace';
import type { Jobs } from '../../jobs/queue';
import './sms.jobs';
import type { SmsAudience } from './sms.audience';
import * as repo from './sms.repository';
import { sourcePhones } from './sms.sources';

/** A job works a campaign this long, then hands the rest to a new job (jobs stay short, the queue fair). */
const CAMPAIGN_SLICE_MS = 60_000;
/** A recipient left `sending` this long by a stopped server is settled as an error, never sent again. */
const STALE_SENDING_SECONDS = 600;
/** Provider calls in flight at once within a batch. */
const CALLS_IN_FLIGHT = 50;
/** Counters are written and pushed at most this often per campaign. */
const COUNTER_INTERVAL_MS = 250;

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

export interface SmsSenderDeps {
  db: Db;
  jobs: Jobs;
  providers: SmsProviders;
  config: SmsConfig;
  audience: SmsAudience;
  log: { error: (o: unknown, msg?: string) => void };
}

export function smsSender(deps: SmsSenderDeps) {
  const { db, jobs, providers, config, audience } = deps;
  const batchSize = Math.max(1, Math.floor(config.ratePerSecond));

  /** Waits for the turn of `count` sends on the provider's timeline, shared by every server (server/jobs/pace.ts). */
  const turn = (provider: string, count: number) => awaitTurn(db, `sms:${provider}`, count, config.ratePerSecond);

  const smsStatus = (e: SmsStatusEvent) => audience.emit('sms', smsDecl.permission, EVENTS.smsStatus, e, { decl: smsDecl, id: e.smsId }).catch(() => {});

  async function sendDueSms(): Promise<void> {
    for (;;) {
      // a stopping server hands what is left to the queue: another process, or the next start, goes on
      if (jobs.stopping) return jobs.send('sms.outbox', {});
      const batch = await repo.claimDueSms(db, batchSize);
      if (!batch.length) break;
      let failure: unknown;
      for (const [provider, group] of groupBy(batch, (m) => m.provider)) {
        await turn(provider, group.length);
        await inParallel(group, CALLS_IN_FLIGHT, async (m) => {
          try {
            const sent = await providers.forProvider(m.provider as SmsProvider).send({
              to: m.to,
              from: m.from,
              text: m.message,
              mediaUrls: m.files ?? [],
              reference: `s${m.id}`,
              idempotencyKey: `sms-${m.id}`,
            });
            await repo.finishSms(db, m.id, { status: 'sent', providerMessageId: sent.providerMessageId });
            void smsStatus({ smsId: m.id, to: m.to, status: 'sent' });
          } catch (e) {
            if (!(e instanceof ProviderRefused)) failure = e;
            await repo.finishSms(db, m.id, { status: 'delivery_failed', error: e instanceof Error ? e.message : String(e) });
            void smsStatus({ smsId: m.id, to: m.to, status: 'delivery_failed' });
          }
        });
      }
      if (failure) deps.log.error(failure, 'sms: provider call failed');
    }
    const next = await repo.nextScheduledSms(db);
    if (next) await jobs.send('sms.outbox', {}, { startAfter: next, singletonKey: `at-${next.getTime()}`, singletonSeconds: 1 });
  }

  // ---- campaigns

  const counterTimers = new Map<number, NodeJS.Timeout>();
  async function writeCounters(campaignId: number): Promise<void> {
    const counters = campaignCounters(await repo.countByStatus(db, campaignId), config.pricePerMessage);
    const row = await repo.saveCounters(db, campaignId, counters as unknown as Record<string, number>);
    if (!row) return;
    const event: CampaignReportEvent = { campaignId, status: row.status as CampaignStatus, ...counters };
    await audience.emit('sms', smsCampaign.permission, EVENTS.campaignReport, event, { decl: smsCampaign, id: campaignId });
  }
  /** Counters are recounted and pushed shortly, once for many reports. */
  function countersSoon(campaignId: number): void {
    if (counterTimers.has(campaignId)) return;
    counterTimers.set(
      campaignId,
      setTimeout(() => {
        counterTimers.delete(campaignId);
        writeCounters(campaignId).catch((e) => deps.log.error(e, 'sms: campaign counters'));
      }, COUNTER_INTERVAL_MS),
    );
  }

  /** One recipient row per phone of the campaign's sources; blocked and unsubscribed ones skipped at once. */
  async function expand(c: repo.CampaignRow): Promise<void> {
    const add = async (phones: string[]) => {
      const unique = [...new Set(phones)];
      const blocked = await repo.blockedAmong(db, unique);
      const statuses = unique.map((p): RecipientStatus => (blocked.get(p) === 'blocked' ? 'Deactivated' : blocked.get(p) === 'unsubscribed' ? 'Unsubscribed' : 'pending'));
      await repo.addRecipients(db, c.id, unique, statuses);
    };
    for await (const batch of sourcePhones(db, c)) await add(batch);
  }

  async function sendCampaign(campaignId: number): Promise<void> {
    const c = await repo.campaignById(db, campaignId);
    if (!c || c.deleted || c.status === 'sent' || c.status === 'Suspended') return;
    if (c.sendDate && c.sendDate.getTime() > Date.now()) {
      await jobs.send('sms.campaign', { campaignId }, { startAfter: c.sendDate, singletonKey: `campaign-${campaignId}`, singletonSeconds: 1 });
      return;
    }
    if (c.status === 'pending') {
      await expand(c);
      await repo.setCampaignStatus(db, campaignId, 'sending');
      await writeCounters(campaignId);
    }
    await repo.settleStaleSending(db, campaignId, STALE_SENDING_SECONDS);
    const deadline = Date.now() + CAMPAIGN_SLICE_MS;
    for (;;) {
      // a stopping server hands the rest to the queue: another process, or the next start, goes on
      if (jobs.stopping) return jobs.send('sms.campaign', { campaignId });
      if (Date.now() > deadline) {
        await jobs.send('sms.campaign', { campaignId });
        return;
      }
      const batch = await repo.claimRecipients(db, campaignId, batchSize);
      if (!batch.length) break;
      await turn(c.provider, batch.length);
      const results = await inParallel(batch, CALLS_IN_FLIGHT, async (r) => {
        try {
          const sent = await providers.forProvider(c.provider as SmsProvider).send({
            to: r.phone,
            from: config.from,
            text: c.message,
            reference: `c${r.id}`,
            idempotencyKey: `campaign-recipient-${r.id}`,
          });
          return { id: r.id, status: 'sent' as RecipientStatus, providerMessageId: sent.providerMessageId, error: null };
        } catch (e) {
          return { id: r.id, status: 'error' as RecipientStatus, providerMessageId: null, error: (e instanceof Error ? e.message : String(e)).slice(0, 300) };
        }
      });
      await repo.finishRecipients(db, results);
      countersSoon(campaignId);
    }
    await repo.settleStaleSending(db, campaignId, STALE_SENDING_SECONDS);
    const left = await repo.countByStatus(db, campaignId);
    if (!left.pending && !left.sending) await repo.setCampaignStatus(db, campaignId, 'sent');
    // recipients another server is sending (or stopped sending): looked at again once they may be stale
    else if (!left.pending) await jobs.send('sms.campaign', { campaignId }, { startAfter: new Date(Date.now() + STALE_SENDING_SECONDS * 1000) });
    await writeCounters(campaignId);
  }

  return {
    sendDueSms,
    sendCampaign,
    countersSoon,
    smsStatus,
    /** Registers the workers and re-enqueues what a stopped server left (campaigns, due SMS). */
    async start(): Promise<void> {
      await jobs.work('sms.outbox', () => sendDueSms());
      await jobs.work('sms.campaign', (data) => sendCampaign(data.campaignId));
      for (const c of await repo.unfinishedCampaigns(db)) {
        await jobs.send('sms.campaign', { campaignId: c.id }, c.sendDate && c.sendDate.getTime() > Date.now() ? { startAfter: c.sendDate } : {});
      }
      await jobs.send('sms.outbox', {});
    },
    stop(): void {
      for (const t of counterTimers.values()) clearTimeout(t);
      counterTimers.clear();
    },
  };
}
export type SmsSender = ReturnType<typeof smsSender>;
