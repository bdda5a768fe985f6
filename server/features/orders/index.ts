import { category } from '../../../contract/entities/catalog/category';
import { defineFeature } from '../feature';
import { orderNotifications } from '../notifications/order-notifications';
import { orderRoutes } from './orders.routes';
import { OrdersService } from './orders.service';

export const orders = defineFeature({
  name: 'orders',
  // the orders' own storage (not the engine's), their events and their notices
  parts: (ctx) => ({ service: new OrdersService(ctx.db, ctx.realtime, ctx.pool, orderNotifications(ctx.accounts.notifications)) }),
  routes: (ctx, { service }) => async (api) => {
    await api.register(orderRoutes(service, ctx.repositories.get(category.name)!), { prefix: '/order' });
  },
});
