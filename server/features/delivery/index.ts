import { realtimeSockets } from '../../realtime/realtime';
import { defineFeature } from '../feature';
import { deliveryRoutes } from './delivery.routes';
import { deliveryHooks } from './hooks';
import { LocationService } from './location.service';

export const delivery = defineFeature({
  name: 'delivery',
  hooks: deliveryHooks,
  // the drivers' positions travel on the socket (location.service.ts): no HTTP route; the positions
  // not yet saved are written once more when the app closes
  parts: (ctx) => {
    const sockets = realtimeSockets(ctx.realtime);
    if (!sockets) return {};
    const location = new LocationService(ctx.db, sockets, { log: ctx.log });
    location.start();
    return { close: () => location.close() };
  },
  routes: (ctx) => async (api) => {
    await api.register(deliveryRoutes(ctx));
  },
});
