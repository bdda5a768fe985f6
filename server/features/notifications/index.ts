import type { Feature } from '../feature';
import { notificationRoutes } from './notifications.routes';
import { pushSubscriptionRoutes } from './push-subscription.routes';
import { settingsRoutes } from './settings.routes';
import { soundFileRoutes } from './sound-files.routes';

/** The bell, its settings, web push subscriptions and sound files, under `/notification`. */
export const notifications: Feature = {
  name: 'notifications',
  routes: (ctx) => async (api) => {
    const { db, accounts } = ctx;
    await api.register(notificationRoutes(accounts.notifications), { prefix: '/notification' });
    await api.register(settingsRoutes(db), { prefix: '/notification' });
    await api.register(pushSubscriptionRoutes(db, accounts.push), { prefix: '/notification' });
    await api.register(soundFileRoutes(db), { prefix: '/notification' });
  },
};
