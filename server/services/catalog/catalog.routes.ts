// The catalogue's calls beyond the generic pattern (filter chooser, previews, reviews).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../routes';

export function catalogRoutes(_ctx: RouteContext) {
  return async function routes(_app: FastifyInstance) {};
}
