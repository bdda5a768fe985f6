// Pages of Orders beyond the list and its form: the statistics panel and the locations map, both
// behind sale/order/statistics (spec, first document, section 6), each with a Sales menu entry.
import { lazy } from 'react';
import { ORDER_LOCATIONS_SCREEN, ORDER_STATISTICS_SCREEN } from '../../../contract/orders/order-locations';
import { ORDER_STATISTICS_PERMISSION } from '../../../contract/orders/order-status';
import type { PageRoute } from '../routes';

const OrderStatisticsPage = lazy(() => import('./statistics/OrderStatisticsPage').then((m) => ({ default: m.OrderStatisticsPage })));
const OrderLocationsPage = lazy(() => import('./statistics/OrderLocationsPage').then((m) => ({ default: m.OrderLocationsPage })));

export const orderPageRoutes: PageRoute[] = [
  {
    path: ORDER_STATISTICS_SCREEN,
    element: OrderStatisticsPage,
    permission: ORDER_STATISTICS_PERMISSION,
    menu: { group: 'Sales', label: 'app.order_stats.menu.statistics' },
    title: 'app.order_stats.menu.statistics',
  },
  {
    path: ORDER_LOCATIONS_SCREEN,
    element: OrderLocationsPage,
    permission: ORDER_STATISTICS_PERMISSION,
    menu: { group: 'Sales', label: 'app.order_stats.menu.locations' },
    title: 'app.order_stats.menu.locations',
  },
];
