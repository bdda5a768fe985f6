import type { Feature } from '../feature';
import { customerHooks } from './hooks';
import { customerRoutes } from './customers.routes';

export const customers: Feature = { name: 'customers', hooks: customerHooks, routes: customerRoutes };
