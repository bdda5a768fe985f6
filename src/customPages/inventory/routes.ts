// Pages of Purchases, suppliers and warehouses beyond the generated screens.
import type { PageRoute } from '../routes';

export const inventoryPageRoutes: PageRoute[] = [];
