// A feature of the back office in one folder (server/features/<name>/): its declarations' rules
// beyond their field checks, its repositories, routes, services and workers. Its `index.ts` exports
// one `Feature`; server/features/index.ts lists them, the one composition root of hooks and routes.
import type { FastifyInstance } from 'fastify';
import type { EntityName } from '../../contract/entities';
import type { EntityHooks } from '../engine/entity-hooks';
import type { RouteContext } from '../routes';
import type { HookDeps } from './accounts/auth-changes';

export type FeatureHooks = Partial<Record<EntityName, EntityHooks>>;

export interface Feature {
  name: string;
  /** the rules of its entities' declarations, run by the engine inside each write */
  hooks?: (deps: HookDeps) => FeatureHooks;
  /**
   * Mounts its custom routes (each through defineRoute) in the API scope. Long-lived parts
   * (providers, senders, queue workers) are built by the app, never here: routes only read them
   * from the context.
   */
  routes?: (ctx: RouteContext) => (api: FastifyInstance) => Promise<void>;
}
