import { lazy } from 'react';
import { ACCOUNT_ROUTES } from '../../../contract/accounts';
import type { PageRoute } from '../routes';

const AuthPage = lazy(() => import('./AuthPage').then((m) => ({ default: m.AuthPage })));
const ActivatePage = lazy(() => import('./ActivatePage').then((m) => ({ default: m.ActivatePage })));

/** The public account pages: /register and /forgot_password share one page. */
export const authRoutes: PageRoute[] = [
  { path: ACCOUNT_ROUTES.register, element: AuthPage },
  { path: ACCOUNT_ROUTES.forgotPassword, element: AuthPage },
  { path: ACCOUNT_ROUTES.activate, element: ActivatePage },
];

const InviteUserPage = lazy(() => import('./InviteUserPage').then((m) => ({ default: m.InviteUserPage })));

/** The signed-in invitation page: administrators (access on system/user; the server needs create) invite by email. */
export const inviteRoutes: PageRoute[] = [
  {
    path: '/system/user/invite',
    element: InviteUserPage,
    permission: 'system/user',
    menu: { group: 'Users', label: 'app.page.invite_user' },
    title: 'app.page.invite_user',
  },
];
