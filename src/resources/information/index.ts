// information: the generated screens; editing offers a Preview of the page on the store host (blog/{id}).
import type { ResourceViews } from '../resource-views';

export const views: ResourceViews = {
  edit: () => import('../../customPages/catalog/components/EditWithPreview').then((m) => m.EditWithPreview),
};
