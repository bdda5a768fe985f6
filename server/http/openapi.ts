import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { entityByName } from '../../contract/entities';
import { API_DOCS_PERMISSION, API_DOCS_SCREEN } from '../../contract/permission-catalog';
import { defineRoute } from './route';
import { closedObject, componentName, type JsonSchema } from './schemas';
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

/** What the tags of the routes outside the entity declarations group (an entity's tag says its label). */
const TAG_DESCRIPTIONS: Record<string, string> = {
  accounts: 'Sign-up, invitations, password recovery and the mail outbox',
  api: 'This document',
  audit: 'Who changed what, and when',
  auth: 'Sign-in, sessions, tokens and two-factor codes',
  chat: 'Chat rooms, members, messages and their files',
  dashboard: 'Figures and charts of the dashboard',
  Health: 'Liveness and readiness, for load balancers',
  import: 'Progress of a running import',
  media: 'The media library: folders, files and their sizes',
  notification: 'Notifications, their settings, sounds and web pushes',
  orders: 'Orders, their status, staff and money',
  payment: "Businesses' plans and subscriptions to them",
  search: 'The search box: records of every kind by name, telephone or number',
  sms: 'Text messages: sending, campaigns, numbers, plans and history',
  traffic: 'Traffic links: visits and their statistics',
};

/** A JSON schema in OpenAPI 3.0's words: a type list with null is a type that is `nullable`. */
function openApi30(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openApi30);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, k === 'properties' || k === 'items' || k === 'anyOf' || k === 'oneOf' ? openApi30(v) : v]));
  if (out.properties) out.properties = Object.fromEntries(Object.entries(out.properties as Record<string, unknown>).map(([k, v]) => [k, openApi30(v)]));
  if (Array.isArray(out.type)) {
    const types = out.type.filter((t) => t !== 'null');
    out.type = types.length === 1 ? types[0] : types;
    if (types.length < (schema as { type: string[] }).type.length) out.nullable = true;
  }
  return out;
}

/**
 * A route's answers with each schema named by `component` (server/http/schemas.ts) replaced by a
 * reference to `#/components/schemas/<name>`, the component written once into `schemas`.
 */
function withComponents(schema: unknown, schemas: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((s) => withComponents(s, schemas));
  if (!schema || typeof schema !== 'object') return schema;
  const name = componentName(schema);
  if (name) {
    schemas[name] ??= openApi30(schema);
    return { $ref: `#/components/schemas/${name}` };
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, withComponents(v, schemas)]));
}

/**
 * Collects every route registered after it into an OpenAPI 3 document (@fastify/swagger), each with
 * its method, path, schemas and the token and permission it needs. Register before the routes.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  // every tag an operation names, declared (an entity's with its label), filled as routes are registered
  const tags: { name: string; description?: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const name of (route.schema as { tags?: string[] } | undefined)?.tags ?? []) {
      if (tags.some((t) => t.name === name)) continue;
      const description = TAG_DESCRIPTIONS[name] ?? entityByName(name)?.label;
      tags.push({ name, ...(description ? { description } : {}) });
      tags.sort((a, b) => a.name.localeCompare(b.name));
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Back office API',
        version: '1',
        description: 'Every call of the back office. Bad input answers 422 with one {path, msg} item per failing field.',
      },
      // paths are absolute on the host the document was read from
      servers: [{ url: '/', description: 'this server' }],
      tags,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (args) => {
      const { schema, url, route } = args;
      const { security, note, permission } = accessOf(route.config);
      const document = (args as { openapiObject: { components?: { schemas?: Record<string, unknown> } } }).openapiObject;
      const schemas = ((document.components ??= {}).schemas ??= {});
      const described = {
        ...(schema ?? {}),
        ...(schema?.response ? { response: withComponents(schema.response, schemas) } : {}),
        security,
        description: [schema?.description, note].filter(Boolean).join(' '),
      } as FastifySchema;
      // the permission as data, for clients and for tests that compare it with the route's guard
      if (permission?.length) Object.assign(described, { 'x-permission': permission.map((p) => ({ path: p.path, right: p.right })) });
      // a route declared at its scope's '/' answers with and without the slash: the document names it without
      return { schema: described, url: url.length > 1 ? url.replace(/\/$/, '') : url };
    },
  });
}

/** The document's own parts (its paths, its components): OpenAPI 3.0 defines them, they are sent whole. */
const openApiPart: JsonSchema = { type: 'object', additionalProperties: true, description: 'as OpenAPI 3.0 defines it' };
const named = { name: { type: 'string' }, description: { type: 'string' } };
/** The document's top level, as installOpenApi writes it. */
const documentSchema = closedObject(
  {
    openapi: { type: 'string' },
    info: closedObject({ title: { type: 'string' }, version: { type: 'string' }, description: { type: 'string' } }),
    servers: { type: 'array', items: closedObject({ url: { type: 'string' }, description: { type: 'string' } }) },
    tags: { type: 'array', items: closedObject(named) },
    components: openApiPart,
    paths: openApiPart,
  },
  ['openapi', 'info', 'paths'],
);

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
        response: { 200: documentSchema },
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
