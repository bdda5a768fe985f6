// smsMessage (the spec's SMS): the list shows delivery statuses as the spec does and links each message to its
// conversation; a new message is written on the conversation screen (src/features/sms).
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  list: () => import('./SmsList').then((m) => m.SmsList),
  create: () => import('../../SmsConversationPage').then((m) => m.SmsConversationPage),
};
