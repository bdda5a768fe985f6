// How enum values read on the generated screens (list cells, select inputs, filters), by entity and
// field: resources.<entity>.choices.<field>.<value>. A value without a label shows as it is stored.
import { call } from '../../contract/entities/call/call';
import { callCampaign } from '../../contract/entities/call/callCampaign';
import { sms } from '../../contract/entities/sms/sms';
import { smsCampaign } from '../../contract/entities/sms/smsCampaign';
import { callTexts } from './en-call';
import { smsTexts } from './en-sms';

/** The SMS and call providers by their own names, in every language. */
export const PROVIDER_NAMES = { telnyx: 'Telnyx', twilio: 'Twilio' };

export const choiceLabels: Record<string, Record<string, Record<string, string>>> = {
  [call.name]: {
    status: callTexts.status,
    direction: { outbound: 'Outbound', inbound: 'Inbound' },
    provider: PROVIDER_NAMES,
  },
  // the spec's delivery statuses (delivered, Pending, Error), as the SMS list shows them
  [sms.name]: { status: smsTexts.status, provider: PROVIDER_NAMES },
  [smsCampaign.name]: { provider: PROVIDER_NAMES },
  [callCampaign.name]: { provider: PROVIDER_NAMES },
};
