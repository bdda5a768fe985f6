// customerGroup: the edit screen adds the group's members as a paged tab and a button to import customers into it.
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  edit: () => import('./CustomerGroupEdit').then((m) => m.CustomerGroupEdit),
};
