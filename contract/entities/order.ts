import { defineEntity } from '../entity';
import { ORDER_FILTER_FIELDS, ORDER_LIST_COLUMNS, ORDER_SORT_FIELDS } from '../orders/order-filter';
import { ORDER_INPUT_FIELDS } from '../orders/order-input';
import { ORDER_PATHS, ORDER_SERVICE } from '../orders/order-paths';
import { ORDER_PERMISSION } from '../orders/order-status';

// Orders keep their own storage (counters, history, staff, priced lines: server/features/orders)
// and their own screens (src/features/orders, mounted through src/features/orders/resources/order). The registry
// gives the rest: screen paths, permission, menu entry, audit name, and the lookups its form picks.
export const order = defineEntity({
  name: 'order',
  label: 'Orders',
  labelOne: 'Order',
  service: ORDER_SERVICE,
  rest: ORDER_PATHS.sales,
  id: 'orderId',
  table: 'orders',
  permission: ORDER_PERMISSION,
  scope: { business: 'storeId', franchise: 'franchiseId' },
  menu: 'Sales',
  storage: 'custom',
  recordRepresentation: 'orderId',
  sort: { field: 'dateAdded', order: 'DESC' },
  // the create and update body; its references make the form's pickers readable to order editors
  fields: ORDER_INPUT_FIELDS,
  // the list's filter is its own: contract/orders/order-filter.ts
  filters: {},
  ownList: { filters: Object.keys(ORDER_FILTER_FIELDS), sorts: ORDER_SORT_FIELDS, columns: ORDER_LIST_COLUMNS },
});
