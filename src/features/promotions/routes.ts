// Pages of Discounts, promo codes and promotions beyond the generated screens: the franchise statistics of /system/franchise.
import { lazy } from 'react';
import { franchise } from '../../../contract/entities/franchise';
import { FRANCHISE_STATS_SCREEN } from '../../../contract/promotions';
import type { PageRoute } from '../routes';

const FranchiseStatsPage = lazy(() => import('./FranchiseStatsPage').then((m) => ({ default: m.FranchiseStatsPage })));

export const promotionPageRoutes: PageRoute[] = [
  {
    path: FRANCHISE_STATS_SCREEN,
    element: FranchiseStatsPage,
    permission: franchise.permission,
    menu: { group: 'System', label: 'app.promotion.stats.franchise_menu' },
    title: 'app.promotion.stats.franchise_menu',
  },
];
