// Pages of Calls, call campaigns, call groups and tickets beyond the generated screens.
import { lazy } from 'react';
import { CALL_SCREENS } from '../../../contract/call/call';
import { call } from '../../../contract/entities/call/call';
import type { PageRoute } from '../routes';

const CallTicketsPage = lazy(() => import('./CallTicketsPage').then((m) => ({ default: m.CallTicketsPage })));
const CallTicketPage = lazy(() => import('./CallTicketPage').then((m) => ({ default: m.CallTicketPage })));
const CallSendPage = lazy(() => import('./CallSendPage').then((m) => ({ default: m.CallSendPage })));

export const callPageRoutes: PageRoute[] = [
  { path: CALL_SCREENS.tickets, element: CallTicketsPage, permission: call.permission, title: 'app.call.tickets.title', menu: { group: 'Communications', label: 'app.call.tickets.title' } },
  { path: `${CALL_SCREENS.tickets}/:id`, element: CallTicketPage, permission: call.permission, title: 'app.call.tickets.one' },
  // show/{id} of calls and call groups are the generated show screens (`show: true` in their declarations)
  // a call request is a call's create
  { path: CALL_SCREENS.send, element: CallSendPage, permission: call.permission, needs: [{ resource: call.name, action: 'create' }], title: 'app.call.send.title' },
  { path: `${CALL_SCREENS.send}/:id`, element: CallSendPage, permission: call.permission, needs: [{ resource: call.name, action: 'create' }], title: 'app.call.send.title' },
];
