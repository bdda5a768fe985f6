import type { Feature } from '../feature';
import { promotionHooks } from './hooks';
import { promotionRoutes } from './promotions.routes';

export const promotions: Feature = { name: 'promotions', hooks: promotionHooks, routes: promotionRoutes };
