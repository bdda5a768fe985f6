// business: the generated screens; editing shows the balance read-only with the account and its ledger below (src/customPages/businesses).
import type { ResourceViews } from '../resource-views';

export const views: ResourceViews = {
  edit: () => import('../../customPages/businesses/BusinessEdit').then((m) => m.BusinessEdit),
};
