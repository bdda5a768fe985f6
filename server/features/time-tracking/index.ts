import type { Feature } from '../feature';
import { timeTrackingHooks } from './hooks';
import { timeTrackingRoutes } from './time-tracking.routes';

export const timeTracking: Feature = {
  name: 'time-tracking',
  hooks: () => ({ timeTracking: timeTrackingHooks }),
  routes: (ctx) => async (api) => {
    await api.register(timeTrackingRoutes(ctx.db, ctx.repositories.get('timeTracking')!), { prefix: '/api' });
  },
};
