import type { Feature } from '../feature';
import { catalogHooks } from './hooks';
import { catalogRoutes } from './catalog.routes';

export const catalog: Feature = { name: 'catalog', hooks: catalogHooks, routes: catalogRoutes };
