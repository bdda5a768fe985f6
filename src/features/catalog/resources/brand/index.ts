// brand: the generated screens; editing offers a Preview of the brand's page on the store host (brands/{id}).
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  edit: () => import('../../components/EditWithPreview').then((m) => m.EditWithPreview),
};
