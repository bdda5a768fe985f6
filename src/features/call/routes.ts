// Pages of Calls, call campaigns, call groups and tickets beyond the generated screens.
import { lazy } from 'react';
import { CALL_SCREENS } from '../../../contract/call/call';
import { call } from '../../../contract/entities/call/call';
import { callGroup } from '../../../contract/entities/call/callGroup';
import type { PageRoute } from '../routes';

const CallTicketsPage = lazy(() => import('./CallTicketsPage').then((m) => ({ default: m.CallTicketsPage })));
const CallTicketPage = lazy(() => import('./CallTicketPage').then((m) => ({ default: m.CallTicketPage })));
const CallSendRedirect = lazy(() => import('./CallRedirects').then((m) => ({ default: m.CallSendRedirect })));
const CallShowRedirect = lazy(() => import('./CallRedirects').then((m) => ({ default: m.CallShowRedirect })));
const CallGroupShowRedirect = lazy(() => import('./CallRedirects').then((m) => ({ default: m.CallGroupShowRedirect })));

export const callPageRoutes: PageRoute[] = [
  { path: CALL_SCREENS.tickets, element: CallTicketsPage, permission: call.permission, title: 'app.call.tickets.title', menu: { group: 'Communications', label: 'app.call.tickets.title' } },
  { path: `${CALL_SCREENS.tickets}/:id`, element: CallTicketPage, permission: call.permission, title: 'app.call.tickets.one' },
  { path: CALL_SCREENS.send, element: CallSendRedirect, permission: call.permission },
  { path: `${CALL_SCREENS.send}/:id`, element: CallSendRedirect, permission: call.permission },
  { path: `${CALL_SCREENS.calls}/show/:id`, element: CallShowRedirect, permission: call.permission },
  { path: `${CALL_SCREENS.groups}/show/:id`, element: CallGroupShowRedirect, permission: callGroup.permission },
];
