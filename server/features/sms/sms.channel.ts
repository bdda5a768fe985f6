// SMS as a channel of the campaign engine (server/features/campaigns/): single SMS are rows of `sms`,
// a campaign's recipients rows of `sms_campaign_recipient`; counters are pushed as CAMPAIGN-REPORT.
import { smsCampaign } from '../../../contract/entities/sms/smsCampaign';
import { smsGroup } from '../../../contract/entities/sms/smsGroup';
import { sms as smsDecl } from '../../../contract/entities/sms/sms';
import { EVENTS } from '../../../contract/realtime';
import { campaignCounters, type CampaignReportEvent, type CampaignStatus, type SmsStatusEvent } from '../../../contract/sms/sms';
import type { SmsProviders } from '../../adapters/sms';
import { ProviderRefused } from '../../adapters/sms/types';
import type { SmsConfig } from '../../config';
import type { Db } from '../../db/database';
import type { CampaignChannel } from '../campaigns/channel';
import type { ChannelAudience } from '../campaigns/audience';
import * as repo from './sms.repository';

type SmsClaimed = Pick<repo.ClaimedSms, 'id' | 'phone' | 'provider'> & Partial<repo.ClaimedSms>;

export function smsChannel(deps: { db: Db; providers: SmsProviders; config: SmsConfig; audience: ChannelAudience }) {
  const { db, providers, config, audience } = deps;

  const smsStatus = (e: SmsStatusEvent) => audience.emit('sms', smsDecl.permission, EVENTS.smsStatus, e, { decl: smsDecl, id: e.smsId }).catch(() => {});

  const channel: CampaignChannel<SmsClaimed, repo.SmsCampaignRow> = {
    name: 'sms',
    ratePerSecond: config.ratePerSecond,
    campaignTable: smsCampaign.table,
    groupTable: smsGroup.table,
    requests: {
      claim: repo.claimDueSms,
      finish: repo.finishSms,
      settleStale: repo.settleStaleSms,
      nextDue: repo.nextScheduledSms,
    },
    campaigns: {
      byId: repo.campaignById,
      addRecipients: (db, c, phones, blocked) => repo.addRecipients(db, c.id, phones, blocked),
      recipients: (c) => ({
        claim: async (db, limit) => (await repo.claimRecipients(db, c.id, limit)).map((r) => ({ ...r, provider: c.provider })),
        finish: repo.finishRecipients,
        settleStale: (db, seconds) => repo.settleStaleSending(db, c.id, seconds),
      }),
      progress: repo.campaignProgress,
      async writeCounters(campaignId) {
        const counters = campaignCounters(await repo.countByStatus(db, campaignId), config.pricePerMessage);
        const row = await repo.saveCounters(db, campaignId, counters as unknown as Record<string, number>);
        if (!row) return;
        const event: CampaignReportEvent = { campaignId, status: row.status as CampaignStatus, ...counters };
        await audience.emit('sms', smsCampaign.permission, EVENTS.campaignReport, event, { decl: smsCampaign, id: campaignId });
      },
    },
    async send(m, campaign) {
      const sent = await providers.forProvider(m.provider).send(
        campaign
          ? { to: m.phone, from: config.from, text: campaign.message, mediaUrls: campaign.files ?? [], reference: `c${m.id}`, idempotencyKey: `campaign-recipient-${m.id}` }
          : { to: m.phone, from: m.from ?? config.from, text: m.message ?? '', mediaUrls: m.files ?? [], reference: `s${m.id}`, idempotencyKey: `sms-${m.id}` },
      );
      return sent.providerMessageId;
    },
    isRefusal: (e) => e instanceof ProviderRefused,
    afterRequests(items, outcomes) {
      const ok = new Map(outcomes.map((o) => [o.id, o.ok]));
      for (const m of items) void smsStatus({ smsId: m.id, to: m.phone, status: ok.get(m.id) ? 'sent' : 'delivery_failed' });
    },
  };
  return { channel, smsStatus };
}
