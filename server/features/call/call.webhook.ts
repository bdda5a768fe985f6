// What a verified provider webhook carries: call outcomes, applied to the calls and their campaigns' counters.
import type { CallEvent } from '../../adapters/call/types';
import type { Db } from '../../db/database';
import * as repo from './call.repository';

export function callWebhookHandler(db: Db, countersSoon: (campaignId: number) => void) {
  return async function handle(events: CallEvent[]): Promise<void> {
    const reports = events.map((e) => {
      const ref = e.reference ?? '';
      const id = /^k\d{1,15}$/.test(ref) ? Number(ref.slice(1)) : undefined;
      return { id, providerCallId: e.providerCallId, status: e.status, duration: e.duration, error: e.error };
    });
    for (const campaignId of await repo.reportCalls(db, reports.filter((r) => r.id || r.providerCallId))) countersSoon(campaignId);
  };
}
