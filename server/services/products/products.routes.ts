// Products beyond the generic pattern: duplicate, search, min/max, export.
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../routes';

export function productRoutes(_ctx: RouteContext) {
  return async function routes(_app: FastifyInstance) {};
}
