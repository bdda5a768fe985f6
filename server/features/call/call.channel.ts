// Calls as a channel of the campaign engine (server/features/campaigns/): call requests and a
// campaign's recipients are both rows of `call`, told apart by `send_state` (`pending` for a
// request, `campaign` for a recipient) and claimed by it.
import { callCampaignCounters } from '../../../contract/call/call';
import { callCampaign } from '../../../contract/entities/call/callCampaign';
import { callGroup } from '../../../contract/entities/call/callGroup';
import type { CallProviders } from '../../adapters/call';
import type { CallConfig } from '../../adapters/call/config';
import { CallRefused } from '../../adapters/call/types';
import type { Db } from '../../db/database';
import type { CampaignChannel } from '../campaigns/channel';
import * as repo from './call.repository';

export function callChannel(deps: { db: Db; providers: CallProviders; config: CallConfig }): CampaignChannel<repo.ClaimedCall, repo.CallCampaignRow> {
  const { db, providers, config } = deps;
  return {
    name: 'call',
    ratePerSecond: config.ratePerSecond,
    campaignTable: callCampaign.table,
    groupTable: callGroup.table,
    requests: {
      claim: (db, limit) => repo.claimCalls(db, null, limit),
      finish: repo.finishCalls,
      settleStale: (db, seconds) => repo.settleStaleClaims(db, seconds, null),
    },
    campaigns: {
      byId: repo.campaignById,
      addRecipients: repo.addCampaignCalls,
      recipients: (c) => ({
        claim: (db, limit) => repo.claimCalls(db, c.id, limit),
        finish: repo.finishCalls,
        settleStale: (db, seconds) => repo.settleStaleClaims(db, seconds, c.id),
      }),
      progress: repo.campaignProgress,
      async writeCounters(campaignId) {
        await repo.saveCounters(db, campaignId, callCampaignCounters(await repo.campaignCountByStatus(db, campaignId)) as unknown as Record<string, number>);
      },
    },
    async send(c) {
      const placed = await providers.forProvider(c.provider).place({ to: c.phone, from: config.from, message: c.message ?? undefined, reference: `k${c.id}`, idempotencyKey: `call-${c.id}` });
      return placed.providerCallId;
    },
    isRefusal: (e) => e instanceof CallRefused,
  };
}
