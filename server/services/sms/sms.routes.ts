// Calls of SMS, bulk SMS campaigns, SMS groups, domains and phones beyond the generic pattern (spec, second document, section 7).
// Thin handlers; SQL in a repository beside this file, writes through the entity's repository (hooks, audit).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../routes';

export function smsRoutes(_ctx: RouteContext) {
  return async function routes(_app: FastifyInstance) {};
}
