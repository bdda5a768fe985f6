// purchase: create and edit with the lines built through the product picker (the line rule), the
// supplier's costs and received quantities; the edit screen leads to the import of lines.
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  create: () => import('./PurchaseCreate').then((m) => m.PurchaseCreate),
  edit: () => import('./PurchaseEdit').then((m) => m.PurchaseEdit),
};
