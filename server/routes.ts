// Every API route, registered in this one place, inside the authenticated scope built by app.ts.
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { authRoutes } from './auth/auth.routes';
import { sessionRoutes } from './auth/sessions.routes';
import { twoFactorKeys } from './auth/two-factor';
import { twoFactorRoutes } from './auth/two-factor.routes';
import type { Principals } from './auth/principals';
import type { Tokens } from './auth/tokens';
import type { Db } from './db/database';
import type { Jobs } from './jobs/queue';
import type { Campaigns } from './services/campaigns/plugin';
import type { EntityRepository } from './engine/entity.repository';
import { entityRoutes } from './engine/entity.routes';
import { importProgressRoutes } from './engine/import-progress.routes';
import { openApiRoutes } from './http/openapi';
import { fieldValidatorCompiler, requireDeclaredRoutes } from './http/route';
import type { Realtime } from './realtime/realtime';
import { accountRoutes } from './services/accounts/accounts.routes';
import { outboxRoutes } from './services/accounts/outbox.routes';
import { auditRoutes } from './services/audit/audit.routes';
import { balanceRoutes } from './services/balance/balance.routes';
import { notificationRoutes } from './services/notifications/notifications.routes';
import { orderNotifications } from './services/notifications/order-notifications';
import { pushSubscriptionRoutes } from './services/notifications/push-subscription.routes';
import type { AccountsAndNotifications } from './services/notifications/setup';
import { settingsRoutes } from './services/notifications/settings.routes';
import { soundFileRoutes } from './services/notifications/sound-files.routes';
import { orderRoutes } from './services/orders/orders.routes';
import { timeTrackingRoutes } from './services/time-tracking/time-tracking.routes';
import { catalogRoutes } from './services/catalog/catalog.routes';
import { mediaRoutes } from './services/media/media.routes';
import { productRoutes } from './services/products/products.routes';
import { businessRoutes } from './services/businesses/businesses.routes';
import { customerRoutes } from './services/customers/customers.routes';
import { promotionRoutes } from './services/promotions/promotions.routes';
import { storeRoutes } from './services/stores/stores.routes';
import { deliveryRoutes } from './services/delivery/delivery.routes';
import { inventoryRoutes } from './services/inventory/inventory.routes';
import { locationRoutes } from './services/delivery/location.routes';
import { smsRoutes } from './services/sms/sms.routes';
import { callRoutes } from './services/call/call.routes';
import { chatRoutes } from './services/chat/chat.routes';
import { dashboardRoutes } from './services/dashboard/dashboard.routes';

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
  /** the SMS and call channels' providers and campaign engine (server/services/campaigns/plugin.ts) */
  campaigns: Campaigns;
}

/** Mounts every route of the API in `api` (the scope behind the auth hook). */
export async function registerRoutes(api: FastifyInstance, ctx: RouteContext): Promise<void> {
  const { db, tokens, principals, accounts } = ctx;
  // Input is checked against the fields each route declares (server/http/route.ts), so a client gets
  // the spec's texts in the 422 [{path, msg}] shape, never ajv's; an entity's routes are checked by
  // the engine against the entity's declaration.
  api.setValidatorCompiler(fieldValidatorCompiler);
  // every route is declared once: through defineRoute, or by an entity declaration (the engine's routes)
  requireDeclaredRoutes(api);

  // routes of an entity beyond the generic pattern go before it, so a fixed segment wins over `:id`
  await api.register(productRoutes(ctx));
  await api.register(catalogRoutes(ctx));
  await api.register(mediaRoutes(ctx));
  await api.register(customerRoutes(ctx));
  await api.register(promotionRoutes(ctx));
  await api.register(businessRoutes(ctx));
  await api.register(storeRoutes(ctx));
  await api.register(inventoryRoutes(ctx));
  await api.register(deliveryRoutes(ctx));
  await api.register(locationRoutes(ctx));
  await api.register(smsRoutes(ctx));
  await api.register(callRoutes(ctx));
  await api.register(chatRoutes(ctx));
  await api.register(dashboardRoutes(db));
  for (const repo of ctx.repositories.values()) {
    await api.register(entityRoutes(repo.decl, repo), { prefix: `/${repo.decl.service}/${repo.decl.rest}` });
  }
  const twoFactor = twoFactorKeys(accounts.key);
  await api.register(authRoutes(db, tokens, principals, { keys: twoFactor, realtime: ctx.realtime }), { prefix: '/api' });
  await api.register(twoFactorRoutes({ db, tokens, keys: twoFactor, users: ctx.repositories.get('user')! }), { prefix: '/api' });
  await api.register(sessionRoutes(db, tokens, ctx.realtime, principals), { prefix: '/api' });
  await api.register(openApiRoutes(), { prefix: '/api' });
  await api.register(auditRoutes(db), { prefix: '/api' });
  await api.register(importProgressRoutes(db), { prefix: '/api' });
  await api.register(balanceRoutes(db), { prefix: '/api' });

  await api.register(accountRoutes({ db, users: ctx.repositories.get('user')!, tokens, mailer: accounts.mailer, key: accounts.key, publicUrl: accounts.publicUrl }), { prefix: '/api' });
  await api.register(outboxRoutes(db), { prefix: '/api' });
  await api.register(timeTrackingRoutes(db, ctx.repositories.get('timeTracking')!), { prefix: '/api' });
  await api.register(notificationRoutes(accounts.notifications), { prefix: '/notification' });
  await api.register(settingsRoutes(db), { prefix: '/notification' });
  await api.register(pushSubscriptionRoutes(db, accounts.push), { prefix: '/notification' });
  await api.register(soundFileRoutes(db), { prefix: '/notification' });

  await api.register(orderRoutes(db, ctx.realtime, ctx.pool, orderNotifications(accounts.notifications)), { prefix: '/order' });
}
