// Catalogue pages beyond the generated screens: the filter chooser, the customers' messages.
import { lazy } from 'react';
import { CATALOG_MESSAGES_SCREEN, FILTER_CHOOSER_PATH } from '../../../contract/catalog';
import { filter } from '../../../contract/entities/catalog/filter';
import { review } from '../../../contract/entities/catalog/review';
import type { PageRoute } from '../routes';

const FilterChooserPage = lazy(() => import('./FilterChooserPage').then((m) => ({ default: m.FilterChooserPage })));
const CatalogMessagesPage = lazy(() => import('./CatalogMessagesPage').then((m) => ({ default: m.CatalogMessagesPage })));

export const catalogRoutes: PageRoute[] = [
  {
    path: FILTER_CHOOSER_PATH,
    element: FilterChooserPage,
    permission: filter.permission,
    menu: { group: 'Catalog', label: 'app.catalog.chooser.menu' },
    title: 'app.catalog.chooser.menu',
  },
  {
    path: CATALOG_MESSAGES_SCREEN,
    element: CatalogMessagesPage,
    permission: review.permission,
    menu: { group: 'Catalog', label: 'app.catalog.messages.title' },
    title: 'app.catalog.messages.title',
  },
];
