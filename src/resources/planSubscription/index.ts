// planSubscription: /plan/subscription lists each subscription with its promo and payment (brand, status, last4); the forms are generated.
import type { ResourceViews } from '../resource-views';

export const views: ResourceViews = {
  list: () => import('../../customPages/businesses/PlanSubscriptionList').then((m) => m.PlanSubscriptionList),
};
