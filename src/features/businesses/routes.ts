// Pages of Businesses, plans, subscriptions, transactions, digital cards and equipment beyond the generated screens.
import type { PageRoute } from '../routes';

export const businessPageRoutes: PageRoute[] = [];
