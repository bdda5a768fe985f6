// planSubscription: /plan/subscription lists each subscription with its promo and payment (brand, status, last4); the forms are generated.
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  list: () => import('../../PlanSubscriptionList').then((m) => m.PlanSubscriptionList),
};
