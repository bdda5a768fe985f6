// Pages of SMS, bulk SMS campaigns, SMS groups, domains and phones beyond the generated screens.
import { lazy } from 'react';
import { sms } from '../../../contract/entities/sms/sms';
import { smsCampaign } from '../../../contract/entities/sms/smsCampaign';
import { SMS_SCREENS } from '../../../contract/sms/sms';
import type { PageRoute } from '../routes';

const SmsConversationPage = lazy(() => import('./SmsConversationPage').then((m) => ({ default: m.SmsConversationPage })));
const CampaignSendPage = lazy(() => import('./CampaignSendPage').then((m) => ({ default: m.CampaignSendPage })));
const CampaignShowPage = lazy(() => import('./CampaignShowPage').then((m) => ({ default: m.CampaignShowPage })));

export const smsPageRoutes: PageRoute[] = [
  { path: SMS_SCREENS.send, element: SmsConversationPage, permission: sms.permission, title: 'app.sms.conversation.new_title' },
  { path: `${SMS_SCREENS.send}/:id`, element: SmsConversationPage, permission: sms.permission, title: 'app.sms.conversation.title' },
  // the inbound_sms notification's link (contract/notifications/links.ts)
  { path: SMS_SCREENS.notificationSend, element: SmsConversationPage, permission: sms.permission, title: 'app.sms.conversation.new_title' },
  { path: `${SMS_SCREENS.notificationSend}/:id`, element: SmsConversationPage, permission: sms.permission, title: 'app.sms.conversation.title' },
  { path: SMS_SCREENS.campaignSend, element: CampaignSendPage, permission: smsCampaign.permission, title: 'app.sms.campaign.send_title' },
  { path: `${SMS_SCREENS.campaigns}/show/:id`, element: CampaignShowPage, permission: smsCampaign.permission, title: 'app.sms.campaign.report' },
];
