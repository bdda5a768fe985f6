// Pages of Stores, store sections and pages, franchises, zip codes and links beyond the generated screens.
import type { PageRoute } from '../routes';

export const storePageRoutes: PageRoute[] = [];
