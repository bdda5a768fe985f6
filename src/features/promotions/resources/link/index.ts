// link: the generated list and create form; editing shows the link's visits per day (ls/{id}) below the form.
import type { ResourceViews } from '../../../../resources/resource-views';

export const views: ResourceViews = {
  edit: () => import('../../LinkEditWithStats').then((m) => m.LinkEditWithStats),
};
