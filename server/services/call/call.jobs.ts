// The call area's jobs on the queue (server/jobs/queue.ts).
declare module '../../jobs/queue' {
  interface JobTypes {
    /** place every call request that is pending (the rows are the work list; the job only wakes a worker) */
    'call.outbox': Record<string, never>;
    /** expand and place one campaign, in batches, for a while; then it enqueues itself again */
    'call.campaign': { campaignId: number };
  }
}
export {};
