// smsMessage (the spec's SMS): the list shows delivery statuses as the spec does and links each message to its
// conversation; a new message is written on the conversation screen (src/customPages/sms).
import type { ResourceViews } from '../resource-views';

export const views: ResourceViews = {
  list: () => import('./SmsList').then((m) => m.SmsList),
  create: () => import('../../customPages/sms/SmsConversationPage').then((m) => m.SmsConversationPage),
};
