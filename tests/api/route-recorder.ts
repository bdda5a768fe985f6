// Records every route the app mounts, as Fastify registers it, for the tests that walk all routes
// (routes.test.ts, fuzz.test.ts). A test file wires it in before the harness builds the app:
//
//   vi.mock('fastify', async (original) => (await import('../route-recorder')).recordingFastify(await original()));
//
// (vi.mock is hoisted above the imports, and its factory may only reach this module through an import.)
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Every route registered so far in this test file's process. */
export const recordedRoutes: RouteOptions[] = [];

type FastifyModule = typeof import('fastify');

/** The fastify module with its factory wrapped so each new instance reports its routes. */
export function recordingFastify(mod: FastifyModule): Record<string, unknown> {
  const create = mod.default as unknown as (options: unknown) => FastifyInstance;
  const wrapped = ((options: unknown) => {
    const app = create(options);
    app.addHook('onRoute', (route) => {
      recordedRoutes.push(route);
    });
    return app;
  }) as unknown as FastifyModule['default'];
  return { ...mod, default: wrapped, fastify: wrapped };
}

/** A concrete URL for a route pattern: every parameter set to `value` (1 unless given). */
export const concreteUrl = (url: string, value = '1') => url.replace(/:[A-Za-z_]+/g, value).replace(/\*$/, 'x');

/** The methods of a route, HEAD left out (Fastify adds it beside every GET). */
export const methodsOf = (route: RouteOptions): string[] =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');

export const isPublic = (route: RouteOptions) => Boolean((route.config as { public?: boolean } | undefined)?.public);

export const permissionOf = (route: RouteOptions) => (route.config as { permission?: { path: string } } | undefined)?.permission;
