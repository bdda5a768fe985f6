import { defineEntity } from '../../entity';
import { RETURN_REASONS, RETURN_STATUSES } from '../../catalog';

/** Product returns (the route list's /sales/returns; the screen at /sale/return). */
export const productReturn = defineEntity({
  name: 'productReturn',
  label: 'Returns',
  labelOne: 'Return',
  service: 'order',
  rest: 'c/r',
  id: 'returnId',
  permission: 'sale/return',
  scope: { business: 'customerId' },
  menu: 'Sales',
  recordRepresentation: 'customer',
  tabs: ['General', 'Product'],
  fields: {
    orderId: { type: 'integer', required: true, min: 1, list: true },
    dateOrdered: { type: 'datetime', list: true },
    customerId: { type: 'reference', reference: 'customer', label: 'Customer account' },
    customer: { type: 'string', required: true, maxLength: 64, label: 'Customer', list: true },
    email: { type: 'email', required: true, maxLength: 96 },
    telephone: { type: 'string', maxLength: 32 },
    productId: { type: 'reference', reference: 'product', as: 'productName', label: 'Product', required: true, list: true, tab: 'Product' },
    model: { type: 'string', maxLength: 64, tab: 'Product' },
    quantity: { type: 'integer', required: true, min: 1, default: 1, list: true, tab: 'Product' },
    reason: { type: 'enum', required: true, choices: RETURN_REASONS, list: true, tab: 'Product' },
    opened: { type: 'boolean', default: false, label: 'Product is opened', tab: 'Product' },
    status: { type: 'enum', required: true, choices: RETURN_STATUSES, default: RETURN_STATUSES[0], list: true },
    comment: { type: 'text', maxLength: 2000, tab: 'Product' },
  },
  filters: {
    orderId: { op: 'eq' },
    customer: { op: 'ilike' },
    productId: { op: 'eq', label: 'Product' },
    status: { op: 'eq' },
  },
});
