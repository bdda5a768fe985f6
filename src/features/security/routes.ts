import { lazy } from 'react';
import { ACCOUNT_ROUTES } from '../../../contract/accounts/api';
import type { PageRoute } from '../routes';

const SecurityPage = lazy(() => import('./SecurityPage').then((m) => ({ default: m.SecurityPage })));

/** Settings, Security: the signed-in user's own page, every user may open it (the server answers for that user only). */
export const securityRoutes: PageRoute[] = [{ path: ACCOUNT_ROUTES.security, element: SecurityPage, title: 'app.security.settings.security' }];
