// user: the generated form, with the user's worked hours (the specification's `workedHours`) as a tab.
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  edit: () => import('./UserEdit').then((m) => m.UserEdit),
};
