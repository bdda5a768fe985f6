// The media library: folders, uploads at their sizes, moves, bulk calls, serving files.
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../routes';

export function mediaRoutes(_ctx: RouteContext) {
  return async function routes(_app: FastifyInstance) {};
}
