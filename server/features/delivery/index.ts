import type { Feature } from '../feature';
import { deliveryRoutes } from './delivery.routes';
import { deliveryHooks } from './hooks';
import { locationRoutes } from './location.routes';

export const delivery: Feature = {
  name: 'delivery',
  hooks: deliveryHooks,
  routes: (ctx) => async (api) => {
    await api.register(deliveryRoutes(ctx));
    // no HTTP route: the socket handlers of the drivers' positions (location.service.ts)
    await api.register(locationRoutes(ctx));
  },
};
