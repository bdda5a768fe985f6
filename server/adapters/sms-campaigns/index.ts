// The campaign services of this server: each of mobiniti and SendPulse is the real one when its
// credentials are configured, otherwise the local default, which accepts and only records.
import type { SmsCampaignService } from '../../../contract/sms/sms';
import type { SmsCampaignServicesConfig } from '../../config';
import { mobinitiAdapter } from './mobiniti';
import { sendPulseAdapter } from './sendpulse';
import type { CampaignServiceAdapter } from './types';

/** The local default: the hand-off is recorded by the caller (sms_bulk_campaign) and accepted. */
export const localCampaignService = (name: SmsCampaignService): CampaignServiceAdapter => ({
  name,
  target: undefined,
  send: async (c) => ({ providerCampaignId: `local-${c.reference}` }),
});

export function campaignService(name: SmsCampaignService, config: SmsCampaignServicesConfig): CampaignServiceAdapter {
  if (name === 'mobiniti' && config.mobiniti) return mobinitiAdapter(config.mobiniti);
  if (name === 'send_pulse' && config.sendPulse) return sendPulseAdapter(config.sendPulse);
  return localCampaignService(name);
}
