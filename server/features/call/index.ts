import type { Feature } from '../feature';
import { callHooks } from './hooks';
import { callRoutes } from './call.routes';

export const call: Feature = { name: 'call', hooks: callHooks, routes: callRoutes };
