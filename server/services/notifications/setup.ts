import type { FastifyInstance } from 'fastify';
import type { Principals } from '../../auth/principals';
import type { Tokens } from '../../auth/tokens';
import { readConfig } from '../../config';
import type { Db } from '../../db/database';
import type { EntityRepository } from '../../engine/entity.repository';
import { createMailer, type Mailer } from '../../providers/mail';
import { createPushSender, loadVapidKeys, type PushSender } from '../../providers/push';
import type { Realtime } from '../../realtime/realtime';
import { loadAccountSecret } from '../accounts/account-secret';
import { accountRoutes } from '../accounts/accounts.routes';
import { outboxRoutes } from '../accounts/outbox.routes';
import { installReportChecks, timeTrackingRoutes } from '../time-tracking/time-tracking.routes';
import { notificationRoutes } from './notifications.routes';
import { createNotificationService, type NotificationService } from './notify';
import { pushSubscriptionRoutes } from './push-subscription.routes';
import { settingsRoutes } from './settings.routes';
import { soundFileRoutes } from './sound-files.routes';

export interface AccountsAndNotifications {
  notifications: NotificationService;
  mailer: Mailer;
  push: PushSender;
  /** mounts the account, notification and time tracking calls in the authenticated scope */
  register(api: FastifyInstance): Promise<void>;
}

/**
 * Mail and push providers (configured from the environment, see docs/accounts.md and
 * docs/notifications.md), the notify() service, and the routes that use them.
 */
export async function setupAccountsAndNotifications(ctx: {
  app: FastifyInstance;
  db: Db;
  tokens: Tokens;
  principals: Principals;
  realtime: Realtime;
  repositories: Map<string, EntityRepository>;
}): Promise<AccountsAndNotifications> {
  const { app, db } = ctx;
  const config = readConfig();
  const mailer = createMailer(db, { smtp: config.smtp, from: config.mailFrom, log: app.log });
  app.addHook('onClose', async () => mailer.close());
  const push = createPushSender(await loadVapidKeys(db), config.vapidSubject, app.log);
  const key = await loadAccountSecret(db);
  const notifications = createNotificationService({ db, realtime: ctx.realtime, mailer, push, publicUrl: config.publicUrl, log: app.log });

  return {
    notifications,
    mailer,
    push,
    async register(api) {
      const { tokens, principals } = ctx;
      installReportChecks(api, db);
      await api.register(accountRoutes({ db, tokens, principals, mailer, key, publicUrl: config.publicUrl }), { prefix: '/api' });
      await api.register(outboxRoutes(db), { prefix: '/api' });
      await api.register(timeTrackingRoutes(db, ctx.repositories.get('timeTracking')!), { prefix: '/api' });
      await api.register(notificationRoutes(notifications), { prefix: '/notification' });
      await api.register(settingsRoutes(db), { prefix: '/notification' });
      await api.register(pushSubscriptionRoutes(db, push), { prefix: '/notification' });
      await api.register(soundFileRoutes(db), { prefix: '/notification' });
    },
  };
}
