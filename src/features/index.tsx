// The product's own pages. App.tsx renders publicRoutes without the shell (<CustomRoutes noLayout>)
// and privateRoutes inside it (<CustomRoutes>), each loaded lazily. Append new pages here.
import { lazy } from 'react';
import { AUDIT_PERMISSION } from './audit/audit-entry';
import { API_DOCS_PERMISSION, API_DOCS_SCREEN } from '../../contract/permission-catalog';
import type { PageRoute } from './routes';
import { authRoutes, inviteRoutes } from './auth/routes';
import { businessPageRoutes } from './businesses/routes';
import { catalogRoutes } from './catalog/routes';
import { customerPageRoutes } from './customers/routes';
import { deliveryPageRoutes } from './delivery/routes';
import { inventoryPageRoutes } from './inventory/routes';
import { mediaRoutes } from './media/routes';
import { notificationRoutes } from './notifications/routes';
import { promotionPageRoutes } from './promotions/routes';
import { smsPageRoutes } from './sms/routes';
import { callPageRoutes } from './call/routes';
import { chatPageRoutes } from './chat/routes';
import { storePageRoutes } from './stores/routes';
import { orderPageRoutes } from './orders/routes';
import { securityRoutes } from './security/routes';
import { aliasRoutes } from './navigation/routes';
import { uiKitRoutes } from './ui-kit/routes';

export type { PageNeed, PageRoute } from './routes';

const DashboardPage = lazy(() => import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const NotFoundPage = lazy(() => import('./errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const ServerErrorPage = lazy(() => import('./errors/ServerErrorPage').then((m) => ({ default: m.ServerErrorPage })));
const AuditLogPage = lazy(() => import('./audit/AuditLogPage').then((m) => ({ default: m.AuditLogPage })));
const ApiDocsPage = lazy(() => import('./api-docs/ApiDocsPage').then((m) => ({ default: m.ApiDocsPage })));

/** Pages anyone may open, rendered without the shell. */
export const publicRoutes: PageRoute[] = [
  { path: '/404', element: NotFoundPage },
  { path: '/500', element: ServerErrorPage },
  ...authRoutes,
];

/** Pages for signed-in users, rendered inside the shell. */
export const privateRoutes: PageRoute[] = [
  { path: '/dashboard', element: DashboardPage, title: 'app.page.dashboard' },
  { path: '/catalog', element: DashboardPage, title: 'app.page.catalog' },
  {
    path: '/system/audit',
    element: AuditLogPage,
    permission: AUDIT_PERMISSION,
    menu: { group: 'System', label: 'app.page.audit_log' },
    title: 'app.page.audit_log',
  },
  {
    path: API_DOCS_SCREEN,
    element: ApiDocsPage,
    permission: API_DOCS_PERMISSION,
    menu: { group: 'System', label: 'app.page.api_docs' },
    title: 'app.page.api_docs',
  },
  ...notificationRoutes,
  ...securityRoutes,
  ...inviteRoutes,
  ...catalogRoutes,
  ...mediaRoutes,
  ...customerPageRoutes,
  ...promotionPageRoutes,
  ...businessPageRoutes,
  ...storePageRoutes,
  ...inventoryPageRoutes,
  ...deliveryPageRoutes,
  ...smsPageRoutes,
  ...callPageRoutes,
  ...chatPageRoutes,
  ...orderPageRoutes,
  ...uiKitRoutes,
  ...aliasRoutes,
];
