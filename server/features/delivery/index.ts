import type { Feature } from '../feature';
import { deliveryRoutes } from './delivery.routes';
import { deliveryHooks } from './hooks';
import { locationRoutes } from './location.routes';

export const delivery: Feature = {
  name: 'delivery',
  hooks: deliveryHooks,
  routes: (ctx) => async (api) => {
    await api.register(deliveryRoutes(ctx));
    // the drivers' positions travel on the socket (location.service.ts); this is their reading side
    await api.register(locationRoutes(ctx));
  },
};
