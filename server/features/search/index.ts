import { SEARCH_SERVICE } from '../../../contract/search';
import type { Feature } from '../feature';
import { searchRoutes } from './search.routes';

export const search: Feature = {
  name: 'search',
  routes: (ctx) => async (api) => {
    await api.register(searchRoutes(ctx.db), { prefix: `/${SEARCH_SERVICE}` });
  },
};
