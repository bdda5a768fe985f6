// Every route the server mounts is behind the guard: without a token it answers 401 unless it is
// declared public, and a route that declares a permission answers 403 to a user without it.
import type { RouteOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { useHarness } from './harness';

const seen = vi.hoisted(() => [] as RouteOptions[]);

// Record every route as the app registers it.
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const wrapped = ((options: unknown) => {
    const app = (mod.default as unknown as (o: unknown) => import('fastify').FastifyInstance)(options);
    app.addHook('onRoute', (route) => {
      seen.push(route);
    });
    return app;
  }) as unknown as typeof mod.default;
  return { ...mod, default: wrapped };
});

const h = useHarness();

/** A concrete URL for a route pattern: every parameter set to 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');

describe('every mounted route', () => {
  it('were recorded', () => {
    expect(seen.length).toBeGreaterThan(20);
  });

  it('answers 401 without a token unless declared public', async () => {
    const open: string[] = [];
    for (const route of seen) {
      if (route.config && (route.config as { public?: boolean }).public) continue;
      for (const method of methodsOf(route)) {
        const res = await h.app.inject({ method: method as 'GET', url: concrete(route.url), payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
        if (res.statusCode !== 401) open.push(`${method} ${route.url} -> ${res.statusCode}`);
      }
    }
    expect(open).toEqual([]);
  });

  it('answers 403 to a signed-in user without the permission it declares', async () => {
    const nobody = await h.userWith([]);
    const open: string[] = [];
    for (const route of seen) {
      const need = (route.config as { permission?: { path: string } } | undefined)?.permission;
      if (!need) continue;
      for (const method of methodsOf(route)) {
        const res = await h.call(method as 'GET', concrete(route.url), { token: nobody.token, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
        if (res.status !== 403) open.push(`${method} ${route.url} (${need.path}) -> ${res.status}`);
      }
    }
    expect(open).toEqual([]);
  });
});
