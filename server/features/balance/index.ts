import type { Feature } from '../feature';
import { balanceRoutes } from './balance.routes';

export const balance: Feature = {
  name: 'balance',
  routes: (ctx) => async (api) => {
    await api.register(balanceRoutes(ctx.db), { prefix: '/api' });
  },
};
