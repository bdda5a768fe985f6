// order: custom screens (src/features/orders) at the registry's paths (contract/entities/order.ts).
import { order } from '../../../../../contract/entities/order';
import { prefetchEntityList } from '../../../../components/list/list-prefetch';
import { orderListMemory } from '../../order-list-memory';
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  list: () => import('../../OrderListPage').then((m) => m.OrderListPage),
  create: () => import('../../form/OrderCreatePage').then((m) => m.OrderCreatePage),
  edit: () => import('../../form/OrderEditPage').then((m) => m.OrderEditPage),
  prefetch: {
    // the list engine's first read at the remembered position, as the list opens it
    list: () => prefetchEntityList(order, orderListMemory()),
  },
};
