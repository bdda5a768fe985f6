import type { Feature } from '../feature';
import { listPreferenceRoutes } from './list-preferences.routes';

/** Each user's own saved views and columns of every list, under `/api/u/me/lists`. */
export const listPreferences: Feature = {
  name: 'list-preferences',
  routes: (ctx) => async (api) => {
    await api.register(listPreferenceRoutes(ctx.db), { prefix: '/api' });
  },
};
