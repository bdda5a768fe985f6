import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { API_DOCS_PERMISSION, API_DOCS_SCREEN } from '../../contract/permission-catalog';
import { defineRoute } from './route';
import { openObject } from './schemas';
import type { RoutePermission } from './types';

/** The rule the auth hook applies to a route (server/auth/auth.hook.ts), as the document states it. */
function accessOf(config: RouteOptions['config']): { security: { bearer: string[] }[]; note: string; permission?: readonly RoutePermission[] } {
  const c = (config ?? {}) as { public?: boolean; permission?: RoutePermission | readonly RoutePermission[] };
  if (c.public) return { security: [], note: 'Public: no token.' };
  const permission = c.permission === undefined ? [] : Array.isArray(c.permission) ? c.permission : [c.permission as RoutePermission];
  const note = permission.length
    ? `Bearer token of a user holding ${permission.map((p) => `${p.right} on /${p.path}`).join(' or ')}.`
    : 'Bearer token of any signed-in user.';
  return { security: [{ bearer: [] }], note, permission };
}

/**
 * Collects every route registered after it into an OpenAPI 3 document (@fastify/swagger), each with
 * its method, path, schemas and the token and permission it needs. Register before the routes.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Back office API',
        version: '1',
        description: 'Every call of the back office. Bad input answers 422 with one {path, msg} item per failing field.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: ({ schema, url, route }) => {
      const { security, note, permission } = accessOf(route.config);
      const described = { ...(schema ?? {}), security, description: [schema?.description, note].filter(Boolean).join(' ') } as FastifySchema;
      // the permission as data, for clients and for tests that compare it with the route's guard
      if (permission?.length) Object.assign(described, { 'x-permission': permission.map((p) => ({ path: p.path, right: p.right })) });
      return { schema: described, url };
    },
  });
}

/** The document itself, on the api service: `GET /api/docs/json` with an administrator's token. */
export function openApiRoutes() {
  return async function routes(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/docs/json',
        tags: ['api'],
        summary: 'This document (OpenAPI 3)',
        access: { path: API_DOCS_PERMISSION, right: 'access' },
        response: { 200: openObject({}) },
      },
      async () => app.swagger(),
    );
    // A browser opening /api/docs sends no token: it is led to the console's screen of the
    // document, which reads /api/docs/json with the signed-in administrator's token.
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/docs',
        tags: ['api'],
        summary: 'Leads a browser to the API document screen',
        access: 'public',
        response: { 302: { description: `to the console's screen of this document (/#${API_DOCS_SCREEN})` } },
      },
      async (_req, reply) => reply.redirect(`/#${API_DOCS_SCREEN}`),
    );
  };
}
