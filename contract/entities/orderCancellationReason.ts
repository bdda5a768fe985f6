import { defineEntity } from '../entity';
import { ORDER_PERMISSION } from '../orders/order-status';

export const orderCancellationReason = defineEntity({
  name: 'orderCancellationReason',
  label: 'Cancellation reasons',
  labelOne: 'Cancellation reason',
  service: 'order',
  rest: 'c/reason',
  id: 'orderCancellationReasonId',
  permission: 'sale/order_cancellation_reason',
  scope: 'platform',
  // the orders filter panel (and the cancel dialog) pick it; the order form's references are derived
  lookupFor: [ORDER_PERMISSION],
  menu: 'Sales',
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: { type: 'string', required: true, maxLength: 200, list: true },
  },
  filters: {
    name: { op: 'ilike' },
  },
});
