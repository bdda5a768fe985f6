// customer: the edit screen is the customer's detail, the form followed by its paged tabs (orders,
// reviews, wishlists, cart, statistics); create and edit check the telephone (phone check); the list is the generated one.
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  create: () => import('./CustomerEdit').then((m) => m.CustomerCreate),
  edit: () => import('./CustomerEdit').then((m) => m.CustomerEdit),
};
