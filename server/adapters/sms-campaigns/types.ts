// The one interface mobiniti and SendPulse campaigns are handed over through (docs/sms.md,
// "mobiniti and send_pulse").
import type { SmsCampaignService } from '../../../contract/sms/sms';

export interface CampaignHandoff {
  name: string;
  message: string;
  /** E.164, once each, blocked and unsubscribed numbers already left out */
  phones: string[];
  /** ours: `b{bulkCampaignId}` */
  reference: string;
}

export interface CampaignServiceAdapter {
  readonly name: SmsCampaignService;
  /** the service's address; undefined for the local default, which only records */
  readonly target?: string;
  /** Hands the campaign over; throws ProviderRefused (server/adapters/sms/types.ts) when the service says no. */
  send(campaign: CampaignHandoff): Promise<{ providerCampaignId: string }>;
}
