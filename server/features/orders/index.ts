import type { Feature } from '../feature';
import { orderNotifications } from '../notifications/order-notifications';
import { orderRoutes } from './orders.routes';

export const orders: Feature = {
  name: 'orders',
  routes: (ctx) => async (api) => {
    await api.register(orderRoutes(ctx.db, ctx.realtime, ctx.pool, orderNotifications(ctx.accounts.notifications)), { prefix: '/order' });
  },
};
