import type { Feature } from '../feature';
import { storeHooks } from './hooks';
import { storeRoutes } from './stores.routes';

export const stores: Feature = { name: 'stores', hooks: storeHooks, routes: storeRoutes };
