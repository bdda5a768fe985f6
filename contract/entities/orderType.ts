import { defineEntity } from '../entity';
import { ORDER_PERMISSION } from '../orders/order-status';

export const orderType = defineEntity({
  name: 'orderType',
  label: 'Order types',
  labelOne: 'Order type',
  service: 'order',
  rest: 'c/type',
  id: 'orderTypeId',
  table: 'order_type',
  permission: 'sale/order_type',
  // the order form and the orders filter panel pick it
  lookupFor: [ORDER_PERMISSION],
  menu: 'Sales',
  filterStorageKey: 'orderTypeFilter',
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: { type: 'string', required: true, maxLength: 100, list: true },
  },
  filters: {
    name: { op: 'ilike' },
  },
});
