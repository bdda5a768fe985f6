// Pages of Customers and customer groups beyond the generated screens: the import of customers into a group.
import { lazy } from 'react';
import { CUSTOMER_GROUP_IMPORT_SCREEN } from '../../../contract/customers';
import { customer } from '../../../contract/entities/customer';
import { customerGroup } from '../../../contract/entities/customers/customerGroup';
import type { PageRoute } from '../routes';

const CustomerGroupImportPage = lazy(() => import('./CustomerGroupImportPage').then((m) => ({ default: m.CustomerGroupImportPage })));

export const customerPageRoutes: PageRoute[] = [
  {
    path: CUSTOMER_GROUP_IMPORT_SCREEN,
    element: CustomerGroupImportPage,
    permission: customer.permission,
    // it creates customers, into a group chosen from the list of groups
    needs: [
      { resource: customer.name, action: 'create' },
      { resource: customerGroup.name, action: 'list' },
    ],
    menu: { group: 'Customers', label: 'app.customer.import.menu' },
    title: 'app.customer.import.menu',
  },
];
