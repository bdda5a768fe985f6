// Courier location sharing (contract/delivery/location.ts): the drivers' 'location' reports over the
// socket, the pages watching drivers, the last position of each driver kept and saved.
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../routes';

export function locationRoutes(_ctx: RouteContext) {
  return async function routes(_app: FastifyInstance) {};
}
