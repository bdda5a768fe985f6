// Pages of Purchases, suppliers and warehouses beyond the generated screens: the import of purchase lines.
import { lazy } from 'react';
import { purchase } from '../../../contract/entities/inventory/purchase';
import { PURCHASE_IMPORT_SCREEN } from '../../../contract/inventory/inventory';
import type { PageRoute } from '../routes';

const PurchaseImportPage = lazy(() => import('./PurchaseImportPage').then((m) => ({ default: m.PurchaseImportPage })));

export const inventoryPageRoutes: PageRoute[] = [
  {
    path: PURCHASE_IMPORT_SCREEN,
    element: PurchaseImportPage,
    permission: purchase.permission,
    menu: { group: 'Inventory', label: 'app.inventory.import.menu' },
    title: 'app.inventory.import.menu',
  },
];
