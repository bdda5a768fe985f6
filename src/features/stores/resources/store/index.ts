// store: the generated tabs of the whole store form with the store's own inputs (payment methods from
// payment_method/l, operation hours as a week, the mail template's colours), and the synchronisation
// with the proxy after every save. The list is the generated (live) one.
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  create: () => import('./StoreCreate').then((m) => m.StoreCreate),
  edit: () => import('./StoreEdit').then((m) => m.StoreEdit),
};
