import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type pg from 'pg';
import { entityList, type EntityName } from '../contract/entities';
import { installAuthHook } from './auth/auth.hook';
import { authRoutes } from './auth/auth.routes';
import { AUTH_CHANGED_CHANNEL, Principals } from './auth/principals';
import { createTokens, loadSecret, type Tokens } from './auth/tokens';
import type { Db } from './db/database';
import { EntityRepository, type WriteHooks } from './engine/entity.repository';
import { entityHooks } from './entities';
import { entityRoutes } from './engine/entity.routes';
import { installErrorHandler } from './http/errors';
import { installInputGuards } from './http/input-guards';
import { installSecurityHeaders, noStore } from './http/security-headers';
import { createRealtime, type Realtime } from './realtime/realtime';
import { accountRoutes } from './services/account/account.routes';
import { auditRoutes } from './services/audit/audit.routes';
import type { NotificationService } from './services/notifications/notify';
import { setupAccountsAndNotifications } from './services/notifications/setup';
import { orderRoutes } from './services/orders/orders.routes';
import { orderNotifications } from './services/notifications/order-notifications';
import { EVENTS } from '../contract/realtime';

export interface AppOptions {
  db: Db;
  pool: pg.Pool;
  /** folder of the built SPA; when absent only the API is served */
  spaDir?: string;
  logger?: boolean | { level: string };
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

/** Entities whose writes change who may do what. */
const AUTH_ENTITIES = new Set(['user', 'userGroup']);

export async function buildApp(options: AppOptions): Promise<App> {
  const { db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // X-Forwarded-For is believed only from a proxy on this machine: a client could otherwise
    // name any address and dodge the per-address sign-in limit
    trustProxy: 'loopback',
    bodyLimit: 10 * 1024 * 1024,
  });
  installErrorHandler(app, { spaDir: options.spaDir });
  installInputGuards(app);
  await installSecurityHeaders(app, { spaDir: options.spaDir });
  app.decorateRequest('principal', null as never);

  const tokens = createTokens(await loadSecret(db));
  const principals = new Principals(db);
  await principals.listen(options.pool);
  app.addHook('onClose', () => principals.close());
  const realtime = createRealtime(app.server, tokens, principals);
  app.addHook('preClose', () => realtime.close());

  const hooks: WriteHooks = {
    inTransaction: async (trx, decl) => {
      if (AUTH_ENTITIES.has(decl.name)) await sql`SELECT pg_notify(${AUTH_CHANGED_CHANNEL}, ${decl.name})`.execute(trx);
    },
    afterCommit: (decl, ids) => {
      if (!AUTH_ENTITIES.has(decl.name)) return;
      principals.clear();
      // A user who can no longer sign in is sent away from every open page at once.
      if (decl.name === 'user') void signOutDisabled(ids);
    },
  };

  async function signOutDisabled(ids: number[]) {
    for (const id of ids) {
      if (await principals.get(id).catch(() => undefined)) continue;
      realtime.toUser('main', id, EVENTS.disableUser, { userId: id });
      realtime.disconnectUser(id);
    }
  }

  const repositories = new Map<string, EntityRepository>();
  const accounts = await setupAccountsAndNotifications({ app, db, tokens, principals, realtime, repositories });
  // Every service route lives in this scope, behind the auth hook; the SPA's files stay outside it.
  await app.register(async (api) => {
    installAuthHook(api, tokens, principals);
    api.addHook('onSend', noStore);
    for (const decl of entityList) {
      const repo = new EntityRepository(db, decl, hooks, entityHooks[decl.name as EntityName]);
      repositories.set(decl.name, repo);
      await api.register(entityRoutes(decl, repo), { prefix: `/${decl.service}/${decl.rest}` });
    }
    await api.register(authRoutes(db, tokens, principals), { prefix: '/api' });
    await api.register(auditRoutes(db), { prefix: '/api' });
    await api.register(accountRoutes(db), { prefix: '/api' });
    await accounts.register(api);
    await api.register(orderRoutes(db, realtime, options.pool, orderNotifications(accounts.notifications)), { prefix: '/order' });
  });

  if (options.spaDir && fs.existsSync(path.join(options.spaDir, 'index.html'))) {
    // wildcard: files are looked up per request, so a rebuild of the SPA is served without a restart
    await app.register(fastifyStatic, { root: options.spaDir, prefix: '/', wildcard: true, index: ['index.html'] });
    // assets are content-hashed: cache them for good
    app.addHook('onSend', async (req, reply) => {
      if (req.url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
  }
  return { app, tokens, principals, repositories, realtime, notifications: accounts.notifications };
}
