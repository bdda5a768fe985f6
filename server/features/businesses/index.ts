import type { Feature } from '../feature';
import { businessHooks } from './hooks';
import { businessRoutes } from './businesses.routes';

export const businesses: Feature = { name: 'businesses', hooks: businessHooks, routes: businessRoutes };
