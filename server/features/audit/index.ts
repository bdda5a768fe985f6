import type { Feature } from '../feature';
import { auditRoutes } from './audit.routes';

export const audit: Feature = {
  name: 'audit',
  routes: (ctx) => async (api) => {
    await api.register(auditRoutes(ctx.db), { prefix: '/api' });
  },
};
