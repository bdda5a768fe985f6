// Courier location sharing (contract/delivery/location.ts): the drivers' 'location' reports over the
// socket, the pages watching drivers, the last position of each driver kept and saved. No HTTP
// route: everything travels on the socket (server/features/delivery/location.service.ts).
import type { FastifyInstance } from 'fastify';
import { realtimeSockets } from '../../realtime/realtime';
import type { RouteContext } from '../../routes';
import { LocationService } from './location.service';

export function locationRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    const sockets = realtimeSockets(ctx.realtime);
    if (!sockets) return;
    const service = new LocationService(ctx.db, sockets, { log: app.log });
    service.start();
    // after the sockets closed (preClose): the positions not yet saved are written once more
    app.addHook('onClose', () => service.close());
  };
}
