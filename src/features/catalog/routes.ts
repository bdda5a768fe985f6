// Catalogue pages beyond the generated screens: the filter chooser.
import { lazy } from 'react';
import { FILTER_CHOOSER_PATH } from '../../../contract/catalog';
import { filter } from '../../../contract/entities/catalog/filter';
import type { PageRoute } from '../routes';

const FilterChooserPage = lazy(() => import('./FilterChooserPage').then((m) => ({ default: m.FilterChooserPage })));

export const catalogRoutes: PageRoute[] = [
  {
    path: FILTER_CHOOSER_PATH,
    element: FilterChooserPage,
    permission: filter.permission,
    menu: { group: 'Catalog', label: 'app.catalog.chooser.menu' },
    title: 'app.catalog.chooser.menu',
  },
];
