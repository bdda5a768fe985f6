import { defineEntity } from '../entity';
import { ORDER_PERMISSION } from '../orders/order-status';

export const orderCancellationReason = defineEntity({
  name: 'orderCancellationReason',
  label: 'Cancellation reasons',
  labelOne: 'Cancellation reason',
  service: 'order',
  rest: 'c/reason',
  id: 'orderCancellationReasonId',
  table: 'order_cancellation_reason',
  permission: 'sale/order_cancellation_reason',
  // the order form and the orders filter panel pick it
  lookupFor: [ORDER_PERMISSION],
  menu: 'Sales',
  filterStorageKey: 'orderCancellationReasonFilter',
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: { type: 'string', required: true, maxLength: 200, list: true },
  },
  filters: {
    name: { op: 'ilike' },
  },
});
