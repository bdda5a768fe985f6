import type { FastifyInstance } from 'fastify';
import { readConfig } from '../../config';
import type { Db } from '../../db/database';
import { createMailer, type Mailer } from '../../providers/mail';
import { createPushSender, loadVapidKeys, type PushSender } from '../../providers/push';
import type { Jobs } from '../../jobs/queue';
import type { Realtime } from '../../realtime/realtime';
import { loadAccountSecret } from '../accounts/account-secret';
import { createNotificationService, type NotificationService } from './notify';

export interface AccountsAndNotifications {
  notifications: NotificationService;
  mailer: Mailer;
  push: PushSender;
  /** the key of the account codes and tokens */
  key: Buffer;
  /** address put in links sent by mail */
  publicUrl: string;
}

/**
 * Mail and push providers (configured from the environment, see docs/accounts.md and
 * docs/notifications.md) and the notify() service; server/routes.ts mounts the routes using them.
 */
export async function setupAccountsAndNotifications(ctx: { app: FastifyInstance; db: Db; realtime: Realtime; jobs?: Jobs }): Promise<AccountsAndNotifications> {
  const { app, db } = ctx;
  const config = readConfig();
  const mailer = createMailer(db, { smtp: config.smtp, from: config.mailFrom, log: app.log, jobs: ctx.jobs });
  app.addHook('onClose', async () => mailer.close());
  const push = createPushSender(await loadVapidKeys(db), config.vapidSubject, app.log, config.push);
  const key = await loadAccountSecret(db);
  const notifications = createNotificationService({ db, realtime: ctx.realtime, mailer, push, publicUrl: config.publicUrl, log: app.log, jobs: ctx.jobs });

  return { notifications, mailer, push, key, publicUrl: config.publicUrl };
}
