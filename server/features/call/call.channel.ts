// Calls as a channel of the campaign engine (server/features/campaigns/): call requests and a
// campaign's recipients are both rows of `call`, told apart by `send_state` (`pending` for a
// request, `campaign` for a recipient) and claimed by it. Counters are pushed as CALL-CAMPAIGN-REPORT.
import { callCampaignCounters, type CallCampaignReportEvent, type CallCampaignStatus } from '../../../contract/call/call';
import { callCampaign } from '../../../contract/entities/call/callCampaign';
import { callGroup } from '../../../contract/entities/call/callGroup';
import type { CallProviders } from '../../adapters/call';
import type { CallConfig } from '../../adapters/call/config';
import { EVENTS } from '../../../contract/realtime';
import { CallRefused } from '../../adapters/call/types';
import type { Db } from '../../db/database';
import type { ChannelAudience } from '../campaigns/audience';
import type { CampaignChannel } from '../campaigns/channel';
import * as repo from './call.repository';

export function callChannel(deps: { db: Db; providers: CallProviders; config: CallConfig; audience: ChannelAudience }): CampaignChannel<repo.ClaimedCall, repo.CallCampaignRow> {
  const { db, providers, config, audience } = deps;
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
        const counters = callCampaignCounters(await repo.campaignCountByStatus(db, campaignId));
        const row = await repo.saveCounters(db, campaignId, counters as unknown as Record<string, number>);
        if (!row) return;
        const event: CallCampaignReportEvent = { campaignId, status: row.status as CallCampaignStatus, ...counters };
        await audience.emit('main', callCampaign.permission, EVENTS.callCampaignReport, event, { decl: callCampaign, id: campaignId });
      },
    },
    async send(c) {
      const placed = await providers.forProvider(c.provider).place({ to: c.phone, from: config.from, message: c.message ?? undefined, reference: `k${c.id}`, idempotencyKey: `call-${c.id}` });
      return placed.providerCallId;
    },
    isRefusal: (e) => e instanceof CallRefused,
  };
}
