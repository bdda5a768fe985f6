import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type pg from 'pg';
import { entityList, type EntityName } from '../contract/entities';
import { isEngineStored } from '../contract/entity';
import { installAuthHook, runsAsTenant } from './auth/auth.hook';
import { Principals } from './auth/principals';
import { installSessionActivity } from './auth/session-activity';
import { createTokens, loadSecret, type Tokens } from './auth/tokens';
import type { Db } from './db/database';
import { EntityRepository } from './engine/entity.repository';
import { startFeatures } from './features';
import { entityHooks } from './features/hooks';
import type { HookDeps } from './features/accounts/auth-changes';
import { installErrorHandler } from './http/errors';
import { installInputGuards } from './http/input-guards';
import { installOpenApi } from './http/openapi';
import { installResponseCheck } from './http/response-check';
import { installSecurityHeaders, noStore } from './http/security-headers';
import { createJobs, type Jobs } from './jobs/queue';
import { installHealth } from './http/health';
import { loggerOptions } from './http/log-redaction';
import { createRealtime, type Realtime } from './realtime/realtime';
import type { RedisBus } from './realtime/redis-bus';
import { registerRoutes, type RouteContext } from './routes';
import { readCheckResponses } from './config';
import type { NotificationService } from './features/notifications/notify';
import { setupAccountsAndNotifications } from './features/notifications/setup';
import { setupCampaigns } from './features/campaigns/plugin';

export interface AppOptions {
  db: Db;
  pool: pg.Pool;
  /** Redis for realtime across processes (REDIS_URL); absent: PostgreSQL carries them */
  redis?: RedisBus;
  /** folder of the built SPA; when absent only the API is served */
  spaDir?: string;
  logger?: boolean | { level: string };
  /** check every JSON answer against its route's response schema (default: CHECK_RESPONSES=1) */
  checkResponses?: boolean;
}

export interface App {
  app: FastifyInstance;
  tokens: Tokens;
  principals: Principals;
  repositories: Map<string, EntityRepository>;
  realtime: Realtime;
  /** notify() for every part that raises notifications */
  notifications: NotificationService;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { db } = options;
  const app = Fastify({
    // JSON lines with request ids; secret query values blanked (docs/operations.md)
    logger: loggerOptions(options.logger),
    // X-Forwarded-For is believed only from a proxy on this machine: a client could otherwise
    // name any address and dodge the per-address sign-in limit
    trustProxy: 'loopback',
    bodyLimit: 10 * 1024 * 1024,
    // mounting every route (and compiling its schemas) takes seconds on a busy small machine: not a hang
    pluginTimeout: 120_000,
  });
  // answers above 1 KB go compressed to clients that accept it (files the build compressed are sent as they are)
  await app.register(fastifyCompress, { global: true, threshold: 1024, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  installErrorHandler(app, { spaDir: options.spaDir });
  installInputGuards(app);
  await installSecurityHeaders(app, { spaDir: options.spaDir });
  app.decorateRequest('principal', null as never);

  const tokens = createTokens(await loadSecret(db));
  const principals = new Principals(db);
  await principals.listen(options.pool);
  app.addHook('onClose', () => principals.close());
  // events reach the sockets of every API process sharing the database (docs/operations.md)
  const realtime = createRealtime(app.server, tokens, principals, { pool: options.pool, redis: options.redis, log: app.log });
  app.addHook('preClose', () => realtime.close());

  // the job queue: started with the app, stopped (running jobs finished or left for a retry) on close
  const jobs = await createJobs(options.pool, app.log);
  app.addHook('onClose', () => jobs.stop());
  const hookDeps: HookDeps & { jobs: Jobs } = { principals, realtime, jobs, db };
  const hooks = entityHooks(hookDeps);
  const repositories = new Map<string, EntityRepository>();
  for (const decl of entityList) {
    if (!isEngineStored(decl)) continue; // custom storage (orders) mounts its own routes
    repositories.set(decl.name, new EntityRepository(db, decl, hooks[decl.name as EntityName]));
  }
  const accounts = await setupAccountsAndNotifications({ app, db, realtime, jobs });
  hookDeps.notifications = accounts.notifications;
  // SMS and call providers and the campaign engine: built once here, started when the app is ready
  const campaigns = setupCampaigns({ app, db, jobs, realtime });
  const ctx: RouteContext = { db, pool: options.pool, tokens, principals, realtime, repositories, accounts, jobs, campaigns };
  // every feature's long-lived parts (live chat, drivers' positions...): built once, before any route,
  // closed after the sockets closed
  const parts = startFeatures({ ...ctx, log: app.log }, (close) => app.addHook('onClose', close));
  // before the routes: it collects each route as it is registered
  await installOpenApi(app);
  // for load balancers: no token, outside the service scope
  installHealth(app, db);
  // Every service route lives in this scope, behind the auth hook; the SPA's files stay outside it.
  await app.register(async (api) => {
    installAuthHook(api, tokens, principals);
    // every handler (and all it awaits) runs as the signed-in user's tenant: row-level security then
    // shows it that business's or franchise's rows only (docs/tenancy.md)
    api.addHook('onRoute', runsAsTenant);
    installSessionActivity(api, db, tokens);
    api.addHook('onSend', noStore);
    // in the tests: an answer outside its declared schema is a 500 naming the mismatch, not a field dropped unseen
    if (options.checkResponses ?? readCheckResponses(process.env)) await installResponseCheck(api);
    await registerRoutes(api, ctx, parts);
  });

  if (options.spaDir && fs.existsSync(path.join(options.spaDir, 'index.html'))) {
    // wildcard: files are looked up per request, so a rebuild of the SPA is served without a restart
    // preCompressed: the build wrote .br and .gz beside each file; the one the browser accepts is sent
    await app.register(fastifyStatic, { root: options.spaDir, prefix: '/', wildcard: true, index: ['index.html'], preCompressed: true });
    app.addHook('onSend', async (req, reply) => {
      const file = req.url.split('?')[0];
      // assets are content-hashed: cached for good; the page and the service worker that name
      // them are checked again on every load, so a new build is picked up at once
      if (file.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else if (file === '/' || file === '/index.html' || file === '/sw.js') reply.header('cache-control', 'no-cache');
    });
  }
  return { app, tokens, principals, repositories, realtime, notifications: accounts.notifications };
}
