// order: custom screens (src/customPages/orders) at the registry's paths (contract/entities/order.ts).
import { order } from '../../../contract/entities/order';
import { prefetchEntityList } from '../../components/list/list-prefetch';
import { orderListMemory } from '../../customPages/orders/order-list-memory';
import type { ResourceViews } from '../resource-views';

export const views: ResourceViews = {
  list: () => import('../../customPages/orders/OrderListPage').then((m) => m.OrderListPage),
  create: () => import('../../customPages/orders/form/OrderCreatePage').then((m) => m.OrderCreatePage),
  edit: () => import('../../customPages/orders/form/OrderEditPage').then((m) => m.OrderEditPage),
  prefetch: {
    // the list engine's first read at the remembered position, as the list opens it
    list: () => prefetchEntityList(order, orderListMemory()),
  },
};
