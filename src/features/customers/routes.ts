// Pages of Customers and customer groups beyond the generated screens: the import of customers into a group.
import { lazy } from 'react';
import { CUSTOMER_GROUP_IMPORT_SCREEN } from '../../../contract/customers';
import { customer } from '../../../contract/entities/customer';
import type { PageRoute } from '../routes';

const CustomerGroupImportPage = lazy(() => import('./CustomerGroupImportPage').then((m) => ({ default: m.CustomerGroupImportPage })));

export const customerPageRoutes: PageRoute[] = [
  {
    path: CUSTOMER_GROUP_IMPORT_SCREEN,
    element: CustomerGroupImportPage,
    permission: customer.permission,
    menu: { group: 'Customers', label: 'app.customer.import.menu' },
    title: 'app.customer.import.menu',
  },
];
