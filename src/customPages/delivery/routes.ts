// Pages of Delivery routes and courier locations beyond the generated screens.
import type { PageRoute } from '../routes';

export const deliveryPageRoutes: PageRoute[] = [];
