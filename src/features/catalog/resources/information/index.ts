// information: the generated screens; editing offers a Preview of the page on the store host (blog/{id}).
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  edit: () => import('../../components/EditWithPreview').then((m) => m.EditWithPreview),
};
