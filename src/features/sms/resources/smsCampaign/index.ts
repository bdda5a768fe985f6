// smsCampaign: the list follows report events; a new campaign is written on /sms/campaign/send
// (validate, then send), which the create path opens too.
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  list: () => import('./CampaignList').then((m) => m.CampaignList),
  create: () => import('../../CampaignSendPage').then((m) => m.CampaignSendPage),
};
