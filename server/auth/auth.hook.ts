import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { runAsTenant } from '../db/tenant-context';
import { messages } from '../../contract/messages';
import { can } from '../../contract/permissions';
import { ApiError } from '../http/errors';
import type { RoutePermission } from '../http/types';
import { principalFor, type Principals } from './principals';
import type { Tokens } from './tokens';

export const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
};

/**
 * The guard on every route: a valid token of an enabled user, and the right the route declares.
 * 401 without a valid token, 403 without the right.
 */
export function installAuthHook(app: FastifyInstance, tokens: Tokens, principals: Principals): void {
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public) return;
    const token = bearer(request);
    const principal = await principalFor(principals, token ? await tokens.verify(token, 'access') : undefined);
    if (!principal) throw new ApiError(401, 'Unauthorized');
    request.principal = principal;
    const need = config.permission;
    const anyOf = need === undefined ? [] : Array.isArray(need) ? need : [need as RoutePermission];
    if (anyOf.length && !anyOf.some((n) => can(principal.permissions, n.right, n.path))) throw new ApiError(403, 'Forbidden');
    if (config.platformOnly && principal.tenant) throw new ApiError(403, messages.platformData);
  });
}

/**
 * Wraps a route's handler so it runs as the tenant of the user it serves (docs/tenancy.md); public
 * routes (webhooks, sign-in) and staff of the platform run as the platform.
 */
export function runsAsTenant(route: RouteOptions): void {
  const handler = route.handler;
  route.handler = function (this: unknown, request, reply) {
    return runAsTenant(request.principal?.tenant, () => handler.call(this as FastifyInstance, request, reply));
  };
}
