// link: the generated list and create form; editing shows the link's visits per day (ls/{id}) below the form.
import type { ResourceViews } from '../resource-views';

export const views: ResourceViews = {
  edit: () => import('../../customPages/promotions/LinkEditWithStats').then((m) => m.LinkEditWithStats),
};
