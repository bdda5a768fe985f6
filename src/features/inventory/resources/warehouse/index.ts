// warehouse: the list with the stock per warehouse and the products sub-list (its own filter); create
// and edit with the hours as a week, the edit screen with the warehouse's products as a tab.
import { warehouse } from '../../../../../contract/entities/inventory/warehouse';
import { prefetchEntityList } from '../../../../components/list/list-prefetch';
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  list: () => import('./WarehouseList').then((m) => m.WarehouseList),
  create: () => import('./WarehouseCreate').then((m) => m.WarehouseCreate),
  edit: () => import('./WarehouseEdit').then((m) => m.WarehouseEdit),
  prefetch: {
    list: () => prefetchEntityList(warehouse),
  },
};
