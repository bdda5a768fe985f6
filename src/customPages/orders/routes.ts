import { lazy } from 'react';
import { ORDER_PERMISSION } from '../../../contract/orders/order-status';
import type { PageRoute } from '../routes';

const OrderListPage = lazy(() => import('./OrderListPage').then((m) => ({ default: m.OrderListPage })));
const OrderCreatePage = lazy(() => import('./form/OrderCreatePage').then((m) => ({ default: m.OrderCreatePage })));
const OrderEditPage = lazy(() => import('./form/OrderEditPage').then((m) => ({ default: m.OrderEditPage })));

/** The orders screens: list, create and update (by the order's mongoId). */
export const orderRoutes: PageRoute[] = [
  { path: '/sale/order', element: OrderListPage, permission: ORDER_PERMISSION, menu: { group: 'Sales', label: 'Orders' }, title: 'Orders' },
  { path: '/sale/order/create', element: OrderCreatePage, permission: ORDER_PERMISSION, title: 'Create' },
  { path: '/sale/order/update/:id', element: OrderEditPage, permission: ORDER_PERMISSION, title: 'Update' },
];
