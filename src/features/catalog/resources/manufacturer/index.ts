// manufacturer: the generated screens; creation hides failure items about ids (spec, second document, section 8).
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  create: () => import('./ManufacturerCreate').then((m) => m.ManufacturerCreate),
};
