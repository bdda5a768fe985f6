// Every route the server mounts is behind the guard: without a token it answers 401 unless it is
// declared public, and a route that declares a permission answers 403 to a user without it.
import { describe, expect, it, vi } from 'vitest';
import { isDeclaredRoute } from '../../../server/http/route';
import { useHarness } from '../harness';
import { concreteUrl as concrete, isPublic, methodsOf, permissionOf, recordedRoutes as seen } from '../route-recorder';

// Record every route as the app registers it.
vi.mock('fastify', async (importOriginal) => (await import('../route-recorder')).recordingFastify(await importOriginal()));

const h = useHarness();

describe('every mounted route', () => {
  it('were recorded', () => {
    expect(seen.length).toBeGreaterThan(20);
  });

  it('are each declared once: through defineRoute (server/http/route.ts) or by an entity declaration', () => {
    const undeclared = seen.filter((route) => !isDeclaredRoute(route)).flatMap((route) => methodsOf(route).map((m) => `${m} ${route.url}`));
    expect(undeclared).toEqual([]);
  });

  it('answers 401 without a token unless declared public', async () => {
    const open: string[] = [];
    for (const route of seen) {
      if (isPublic(route)) continue;
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
      const need = permissionOf(route);
      if (!need) continue;
      for (const method of methodsOf(route)) {
        const res = await h.call(method as 'GET', concrete(route.url), { token: nobody.token, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
        if (res.status !== 403) open.push(`${method} ${route.url} (${need.path}) -> ${res.status}`);
      }
    }
    expect(open).toEqual([]);
  });
});
