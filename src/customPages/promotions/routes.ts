// Pages of Discounts, promo codes and promotions beyond the generated screens.
import type { PageRoute } from '../routes';

export const promotionPageRoutes: PageRoute[] = [];
