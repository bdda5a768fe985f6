// The campaign engine's jobs on the queue (server/jobs/queue.ts): two per channel.
import type { Jobs } from '../../jobs/queue';

export const CHANNELS = ['sms', 'call'] as const;
export type ChannelName = (typeof CHANNELS)[number];

declare module '../../jobs/queue' {
  interface JobTypes {
    /** send every single SMS that is due (the rows are the work list; the job only wakes a worker) */
    'sms.outbox': Record<string, never>;
    /** expand and send one SMS campaign, in batches, for a while; then it enqueues itself again */
    'sms.campaign': { campaignId: number };
    /** place every call request that is pending */
    'call.outbox': Record<string, never>;
    /** expand and place one call campaign, in batches, for a while; then it enqueues itself again */
    'call.campaign': { campaignId: number };
  }
}

/** The queue names of a channel: its single sends, and its campaigns. */
export const channelJobs = <C extends ChannelName>(channel: C) => ({ outbox: `${channel}.outbox` as const, campaign: `${channel}.campaign` as const });

/** After a campaign's create committed: its job, for each campaign (the queue's start sweep resumes any it misses). */
export function enqueueCampaigns(jobs: Jobs | undefined, channel: ChannelName, ids: number[]): void {
  if (!jobs) return;
  for (const campaignId of ids) {
    jobs.send(channelJobs(channel).campaign, { campaignId }).catch((e) => console.error(`${channel}: enqueue failed (the next start resumes it)`, e));
  }
}
