// Health checks for a load balancer or an orchestrator (docs/operations.md): no token, and nothing
// in the answers beyond up / ready, so they can face the network.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { migrations } from '../db/migrations';
import { defineRoute, fieldValidatorCompiler } from './route';

export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/** How long the readiness probe waits for the database before it says not ready. */
const READY_TIMEOUT_MS = 2_000;

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    work.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });

/** Whether the database answers and holds every migration this build knows. */
export async function databaseReady(db: Db): Promise<boolean> {
  try {
    const { rows } = await withTimeout(sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db), READY_TIMEOUT_MS);
    const applied = new Set(rows.map((r) => r.name));
    return Object.keys(migrations).every((name) => applied.has(name));
  } catch {
    return false;
  }
}

const status = { type: 'object', properties: { status: { type: 'string' } }, required: ['status'] };

/**
 * `/healthz`: the process is up and serving. `/readyz`: it can do its work (the database reachable,
 * migrations applied); 503 while it cannot, and again once the server is shutting down.
 */
export function installHealth(app: FastifyInstance, db: Db): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // outside the API scope (no token, no tenant), with its validator: the declared fields (none) are checked
  app.register(async (scope) => {
    scope.setValidatorCompiler(fieldValidatorCompiler);
    defineRoute(
      scope,
      { method: 'GET', url: HEALTH_PATHS.live, tags: ['Health'], summary: 'The process is up', access: 'public', response: { 200: status } },
      async () => ({ status: 'ok' }),
    );
    defineRoute(
      scope,
      { method: 'GET', url: HEALTH_PATHS.ready, tags: ['Health'], summary: 'The database is reachable and migrated', access: 'public', response: { 200: status, 503: status } },
      async (_req, reply) => {
        const ready = !closing && (await databaseReady(db));
        return reply.code(ready ? 200 : 503).header('cache-control', 'no-store').send({ status: ready ? 'ready' : 'unavailable' });
      },
    );
  });
}
