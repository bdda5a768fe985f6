// Pages of Customers and customer groups beyond the generated screens.
import type { PageRoute } from '../routes';

export const customerPageRoutes: PageRoute[] = [];
