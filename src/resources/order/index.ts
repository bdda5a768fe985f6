// order: custom screens (src/customPages/orders) at the registry's paths (contract/entities/order.ts).
import { ORDER_PATHS, ORDER_SERVICE } from '../../../contract/orders/order-paths';
import { positionFilter, readPosition } from '../../customPages/orders/order-list-storage';
import { prefetch } from '../../dataProvider/http';
import type { ResourceViews } from '../resource-views';

export const views: ResourceViews = {
  list: () => import('../../customPages/orders/OrderListPage').then((m) => m.OrderListPage),
  create: () => import('../../customPages/orders/form/OrderCreatePage').then((m) => m.OrderCreatePage),
  edit: () => import('../../customPages/orders/form/OrderEditPage').then((m) => m.OrderEditPage),
  prefetch: {
    // the remembered page, size and tabs, as the list opens them (useOrderList)
    list: () => {
      const position = readPosition(localStorage);
      prefetch(ORDER_SERVICE, ORDER_PATHS.list(position.page, position.size), { ...positionFilter(position) });
    },
  },
};
