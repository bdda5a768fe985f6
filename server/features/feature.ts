// A feature of the back office in one folder (server/features/<name>/): its declarations' rules
// beyond their field checks, its repositories, routes, services and workers. Its `index.ts` exports
// one `Feature`; server/features/index.ts lists them, the one composition root of hooks and routes.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { EntityName } from '../../contract/entities';
import type { EntityHooks } from '../engine/entity-hooks';
import type { RouteContext } from '../routes';
import type { HookDeps } from './accounts/auth-changes';

export type FeatureHooks = Partial<Record<EntityName, EntityHooks>>;

/** What a feature's long-lived parts are built from: the app's shared parts and its log. */
export type PartsContext = RouteContext & { log: FastifyBaseLogger };

/** How a feature's long-lived parts stop when the app closes (after the sockets closed), if they must. */
export type Closable = { close?(): Promise<void> | void };

export interface Feature<P extends object = object> {
  name: string;
  /** the rules of its entities' declarations, run by the engine inside each write */
  hooks?: (deps: HookDeps) => FeatureHooks;
  /**
   * Builds and starts its long-lived parts (live socket handlers, timers, services holding state)
   * once per app, before any route is mounted (server/features/index.ts, startFeatures).
   */
  parts?: (ctx: PartsContext) => P & Closable;
  /**
   * Mounts its custom routes (each through defineRoute) in the API scope. Long-lived parts are
   * never built here: routes read them from their feature's `parts` and from the context.
   */
  routes?: (ctx: RouteContext, parts: P) => (api: FastifyInstance) => Promise<void>;
}

/** A feature, its parts' type inferred from its `parts` (routes then read them typed). */
export const defineFeature = <P extends object = object>(feature: Feature<P>): Feature<P> => feature;
