import { lazy } from 'react';
import type { PageRoute } from '../routes';

const NotificationListPage = lazy(() => import('./NotificationListPage').then((m) => ({ default: m.NotificationListPage })));
const NotificationSettingsPage = lazy(() => import('./NotificationSettingsPage').then((m) => ({ default: m.NotificationSettingsPage })));

/** The signed-in user's own notification screens: every user may open them. */
export const notificationRoutes: PageRoute[] = [
  { path: '/notifications', element: NotificationListPage, title: 'app.page.notifications' },
  { path: '/system/notification/settings', element: NotificationSettingsPage, title: 'app.page.notification_settings' },
];
