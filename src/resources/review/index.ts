// review: the list takes new reviews live; the forms show who replied without letting it be typed.
import { review } from '../../../contract/entities/catalog/review';
import { prefetchEntityList } from '../../components/list/list-prefetch';
import type { ResourceViews } from '../resource-views';

export const views: ResourceViews = {
  list: () => import('./ReviewList').then((m) => m.ReviewList),
  create: () => import('./ReviewForms').then((m) => m.ReviewCreate),
  edit: () => import('./ReviewForms').then((m) => m.ReviewEdit),
  prefetch: { list: () => prefetchEntityList(review) },
};
