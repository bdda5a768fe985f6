import type { Feature } from '../feature';
import { inventoryHooks } from './hooks';
import { inventoryRoutes } from './inventory.routes';

export const inventory: Feature = { name: 'inventory', hooks: inventoryHooks, routes: inventoryRoutes };
