// promoCode: the generated list (live); the forms show only the fields the chosen type and options need, and generate codes.
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  create: () => import('../../components/OfferForms').then((m) => m.PromoCodeCreate),
  edit: () => import('../../components/OfferForms').then((m) => m.PromoCodeEdit),
};
