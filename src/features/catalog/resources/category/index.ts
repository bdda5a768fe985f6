// category: the list is a tree (children indented under parents); the forms are the generated ones.
import { category } from '../../../../../contract/entities/catalog/category';
import { listCall } from '../../../../dataProvider/entity-paths';
import { prefetch } from '../../../../dataProvider/http';
import type { ResourceViews } from '../../../../resources/resource-views';
import { treeParams } from './tree-params';

export const views: ResourceViews = {
  list: () => import('./CategoryTreeList').then((m) => m.CategoryTreeList),
  prefetch: {
    list: () => {
      const call = listCall(category, treeParams('active'));
      prefetch(call.service, call.path, call.query);
    },
  },
};
