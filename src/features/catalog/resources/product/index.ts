// product: a list with the product filter panel, thumbnails, Duplicate and Preview; create and edit
// with the name kept in step with the default language and the live price with options.
import { product } from '../../../../../contract/entities/product';
import { prefetchEntityList } from '../../../../components/list/list-prefetch';
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  list: () => import('./ProductList').then((m) => m.ProductList),
  create: () => import('./ProductCreate').then((m) => m.ProductCreate),
  edit: () => import('./ProductEdit').then((m) => m.ProductEdit),
  prefetch: {
    // the list opens like the generated one: the remembered page of the Active tab, the declared sort, no filter
    list: () => prefetchEntityList(product),
  },
};
