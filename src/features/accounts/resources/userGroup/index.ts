// User groups: the generated screens, with the permission picker for `permissions`.
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  create: () => import('./views').then((m) => m.UserGroupCreate),
  edit: () => import('./views').then((m) => m.UserGroupEdit),
};
