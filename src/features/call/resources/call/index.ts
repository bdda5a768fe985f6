// call: the generated list with the statistics above it and a block / unblock toggle on each row.
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  list: () => import('./CallList').then((m) => m.CallList),
};
