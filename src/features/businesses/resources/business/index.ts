// business: the generated screens; editing shows the balance read-only with the account and its ledger below (src/features/businesses).
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  edit: () => import('../../BusinessEdit').then((m) => m.BusinessEdit),
};
