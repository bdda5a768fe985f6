// How enum values read on the generated screens (list cells, select inputs, filters), by entity and
// field: resources.<entity>.choices.<field>.<value>. A value without a label shows as it is stored.
import { call } from '../../contract/entities/call/call';
import { sms } from '../../contract/entities/sms/sms';
import { callTexts } from './en-call';
import { smsTexts } from './en-sms';

export const choiceLabels: Record<string, Record<string, Record<string, string>>> = {
  [call.name]: {
    status: callTexts.status,
    direction: { outbound: 'Outbound', inbound: 'Inbound' },
  },
  // the spec's delivery statuses (delivered, Pending, Error), as the SMS list shows them
  [sms.name]: { status: smsTexts.status },
};
