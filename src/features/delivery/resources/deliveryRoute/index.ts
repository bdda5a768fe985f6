// deliveryRoute: a list with the route page, the driver's notification and the status on each row;
// create and edit choosing the driver and the stops (order search, drag to reorder, optimise).
import { deliveryRoute } from '../../../../../contract/entities/delivery/deliveryRoute';
import { prefetchEntityList } from '../../../../components/list/list-prefetch';
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  list: () => import('./DeliveryRouteList').then((m) => m.DeliveryRouteList),
  create: () => import('./DeliveryRouteCreate').then((m) => m.DeliveryRouteCreate),
  edit: () => import('./DeliveryRouteEdit').then((m) => m.DeliveryRouteEdit),
  prefetch: {
    // the list opens like the generated one: the remembered page of the Active tab, the declared sort, no filter
    list: () => prefetchEntityList(deliveryRoute),
  },
};
