// Pages of Delivery routes and courier locations beyond the generated screens.
import { lazy } from 'react';
import { DELIVERY_PAGE_BASE } from '../../../contract/delivery/routes';
import { deliveryRoute } from '../../../contract/entities/delivery/deliveryRoute';
import type { PageRoute } from '../routes';
import { courierPageRoutes } from './courier-routes';

const DeliveryRoutePage = lazy(() => import('./DeliveryRoutePage').then((m) => ({ default: m.DeliveryRoutePage })));

export const deliveryPageRoutes: PageRoute[] = [
  // the route page (the order_delivery notification links here), with the route list's permission
  { path: `${DELIVERY_PAGE_BASE}/:id`, element: DeliveryRoutePage, permission: deliveryRoute.permission, title: 'app.delivery.page.map' },
  ...courierPageRoutes,
];
