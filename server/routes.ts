// Every API route, registered in this one place, inside the authenticated scope built by app.ts:
// sign-in and the engine's own, then each feature's (server/features/index.ts).
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { authRoutes } from './auth/auth.routes';
import { preferenceRoutes } from './auth/preferences.routes';
import { sessionRoutes } from './auth/sessions.routes';
import { twoFactorKeys } from './auth/two-factor';
import { twoFactorRoutes } from './auth/two-factor.routes';
import type { Principals } from './auth/principals';
import type { Tokens } from './auth/tokens';
import type { Db } from './db/database';
import type { Jobs } from './jobs/queue';
import type { Campaigns } from './features/campaigns/plugin';
import type { EntityRepository } from './engine/entity.repository';
import { entityRoutes } from './engine/entity.routes';
import { importProgressRoutes } from './engine/import-progress.routes';
import { features, type FeatureParts } from './features';
import { openApiRoutes } from './http/openapi';
import { fieldValidatorCompiler, requireDeclaredRoutes } from './http/route';
import type { Realtime } from './realtime/realtime';
import type { AccountsAndNotifications } from './features/notifications/setup';

export interface RouteContext {
  db: Db;
  pool: pg.Pool;
  tokens: Tokens;
  principals: Principals;
  realtime: Realtime;
  /** the engine's repositories, one per engine-stored declaration */
  repositories: Map<string, EntityRepository>;
  accounts: AccountsAndNotifications;
  /** the durable job queue (server/jobs/queue.ts): background work that must survive a restart */
  jobs: Jobs;
  /** the SMS and call channels' providers and campaign engine (server/features/campaigns/plugin.ts) */
  campaigns: Campaigns;
}

/** Mounts every route of the API in `api` (the scope behind the auth hook). */
export async function registerRoutes(api: FastifyInstance, ctx: RouteContext, parts: FeatureParts): Promise<void> {
  const { db, tokens, principals, accounts } = ctx;
  // Input is checked against the fields each route declares (server/http/route.ts), so a client gets
  // the spec's texts in the 422 [{path, msg}] shape, never ajv's; an entity's routes are checked by
  // the engine against the entity's declaration.
  api.setValidatorCompiler(fieldValidatorCompiler);
  // every route is declared once: through defineRoute, or by an entity declaration (the engine's routes)
  requireDeclaredRoutes(api);

  // each feature's custom routes (server/features/index.ts), then every entity's generic ones
  for (const feature of features) {
    if (feature.routes) await api.register(feature.routes(ctx, parts.get(feature.name) ?? {}));
  }
  for (const repo of ctx.repositories.values()) {
    await api.register(entityRoutes(repo.decl, repo), { prefix: `/${repo.decl.service}/${repo.decl.rest}` });
  }
  const twoFactor = twoFactorKeys(accounts.key);
  await api.register(authRoutes(db, tokens, principals, { keys: twoFactor, realtime: ctx.realtime }), { prefix: '/api' });
  await api.register(twoFactorRoutes({ db, tokens, keys: twoFactor, users: ctx.repositories.get('user')! }), { prefix: '/api' });
  await api.register(sessionRoutes(db, tokens, ctx.realtime, principals), { prefix: '/api' });
  await api.register(preferenceRoutes(db), { prefix: '/api' });
  await api.register(openApiRoutes(), { prefix: '/api' });
  await api.register(importProgressRoutes(db), { prefix: '/api' });
}
