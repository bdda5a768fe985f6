// supplier: create and edit with the hours of operation as a week (the store form's input).
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  create: () => import('./SupplierCreate').then((m) => m.SupplierCreate),
  edit: () => import('./SupplierEdit').then((m) => m.SupplierEdit),
};
