// review: the forms show who replied without letting it be typed (the generic list takes new reviews live).
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  create: () => import('./ReviewForms').then((m) => m.ReviewCreate),
  edit: () => import('./ReviewForms').then((m) => m.ReviewEdit),
};
