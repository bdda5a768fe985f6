// The courier's own pages: sharing the live location from a phone.
import { lazy } from 'react';
import { COURIER_PAGE_PATH } from '../../../contract/delivery/location';
import { DELIVERY_PERMISSION } from '../../../contract/permissions';
import type { PageRoute } from '../routes';

const CourierPage = lazy(() => import('./CourierPage').then((m) => ({ default: m.CourierPage })));

export const courierPageRoutes: PageRoute[] = [
  {
    path: COURIER_PAGE_PATH,
    element: CourierPage,
    permission: DELIVERY_PERMISSION,
    menu: { group: 'Delivery', label: 'app.courier.menu' },
    title: 'app.courier.menu',
  },
];
