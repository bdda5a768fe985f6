// Pages of Delivery routes and courier locations beyond the generated screens.
import type { PageRoute } from '../routes';
import { courierPageRoutes } from './courier-routes';

export const deliveryPageRoutes: PageRoute[] = [...courierPageRoutes];
