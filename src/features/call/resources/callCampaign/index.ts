// callCampaign: the history list (/call/history) follows its campaigns' report events.
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  list: () => import('./CallCampaignList').then((m) => m.CallCampaignList),
};
