// Pages of SMS, bulk SMS campaigns, SMS groups, domains, phones and plans beyond the generated screens.
import { lazy } from 'react';
import { sms } from '../../../contract/entities/sms/sms';
import { smsCampaign } from '../../../contract/entities/sms/smsCampaign';
import { smsPhone } from '../../../contract/entities/sms/smsPhone';
import { smsPlan } from '../../../contract/entities/sms/smsPlan';
import { SMS_SCREENS } from '../../../contract/sms/sms';
import type { PageRoute } from '../routes';

const SmsConversationPage = lazy(() => import('./SmsConversationPage').then((m) => ({ default: m.SmsConversationPage })));
const CampaignSendPage = lazy(() => import('./CampaignSendPage').then((m) => ({ default: m.CampaignSendPage })));
const CampaignShowPage = lazy(() => import('./CampaignShowPage').then((m) => ({ default: m.CampaignShowPage })));
const SmsPlanPage = lazy(() => import('./SmsPlanPage').then((m) => ({ default: m.SmsPlanPage })));
const SmsHistoryPage = lazy(() => import('./SmsHistoryPage').then((m) => ({ default: m.SmsHistoryPage })));
const SmsPhoneBuyPage = lazy(() => import('./SmsPhoneBuyPage').then((m) => ({ default: m.SmsPhoneBuyPage })));

export const smsPageRoutes: PageRoute[] = [
  { path: SMS_SCREENS.send, element: SmsConversationPage, permission: sms.permission, title: 'app.sms.conversation.new_title' },
  { path: `${SMS_SCREENS.send}/:id`, element: SmsConversationPage, permission: sms.permission, title: 'app.sms.conversation.title' },
  // the inbound_sms notification's link (contract/notifications/links.ts)
  { path: SMS_SCREENS.notificationSend, element: SmsConversationPage, permission: sms.permission, title: 'app.sms.conversation.new_title' },
  { path: `${SMS_SCREENS.notificationSend}/:id`, element: SmsConversationPage, permission: sms.permission, title: 'app.sms.conversation.title' },
  { path: SMS_SCREENS.campaignSend, element: CampaignSendPage, permission: smsCampaign.permission, title: 'app.sms.campaign.send_title' },
  // a send that starts from an earlier campaign
  { path: `${SMS_SCREENS.campaignSend}/:id`, element: CampaignSendPage, permission: smsCampaign.permission, title: 'app.sms.campaign.send_title' },
  { path: `${SMS_SCREENS.campaigns}/show/:id`, element: CampaignShowPage, permission: smsCampaign.permission, title: 'app.sms.campaign.report' },
  // the plans as cards: this page takes the place of the smsPlan entity's generated list (same path);
  // its menu entry is the entity's own
  { path: SMS_SCREENS.plan, element: SmsPlanPage, permission: smsPlan.permission, title: 'app.sms.plan.title' },
  { path: SMS_SCREENS.history, element: SmsHistoryPage, permission: sms.permission, title: 'app.sms.history.title', menu: { group: 'Communications', label: 'app.sms.history.title' } },
  // the generated phone list takes no extra action: buying a number is a page of its own
  { path: `${SMS_SCREENS.phones}/buy`, element: SmsPhoneBuyPage, permission: smsPhone.permission, title: 'app.sms.numbers.title', menu: { group: 'Communications', label: 'app.sms.numbers.open' } },
];
