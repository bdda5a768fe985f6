// The UI kit's demo screens (/system/ui_kit/{page}), for holders of the UI kit's permission (administrators).
import { lazy } from 'react';
import { UI_KIT_PERMISSION, UI_KIT_SCREEN } from '../../../contract/permission-catalog';
import type { PageRoute } from '../routes';
import { UI_KIT_PAGES, uiKitPath } from './ui-kit-pages';

const UiKitPage = lazy(() => import('./UiKitPage').then((m) => ({ default: m.UiKitPage })));
const UiKitHome = lazy(() => import('./UiKitPage').then((m) => ({ default: m.UiKitHome })));

export const uiKitRoutes: PageRoute[] = [
  // the menu's entry opens the first screen; every screen sits under it (breadcrumbs, the entry selected)
  { path: UI_KIT_SCREEN, element: UiKitHome, permission: UI_KIT_PERMISSION, title: 'app.ui_kit.menu', menu: { group: 'System', label: 'app.ui_kit.menu' } },
  ...UI_KIT_PAGES.map((page): PageRoute => ({ path: uiKitPath(page), element: UiKitPage, permission: UI_KIT_PERMISSION, title: `app.ui_kit.pages.${page}` })),
];
