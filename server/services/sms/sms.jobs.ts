// The SMS area's jobs on the queue (server/jobs/queue.ts).
declare module '../../jobs/queue' {
  interface JobTypes {
    /** send every single SMS that is due (the rows are the work list; the job only wakes a worker) */
    'sms.outbox': Record<string, never>;
    /** expand and send one campaign, in batches, for a while; then it enqueues itself again */
    'sms.campaign': { campaignId: number };
  }
}
export {};
