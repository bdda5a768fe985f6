import { defineEntity } from '../entity';
import { ORDER_PERMISSION } from '../orders/order-status';

export const business = defineEntity({
  name: 'business',
  label: 'Businesses',
  labelOne: 'Business',
  service: 'store',
  rest: 'c/business',
  id: 'businessId',
  table: 'business',
  permission: 'business/business',
  // the order form and the orders filter panel pick it
  lookupFor: [ORDER_PERMISSION],
  menu: 'Business',
  filterStorageKey: 'businessFilter',
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  redirectAfterSave: '/business/business',
  referencedBy: [
    { entity: 'store', field: 'businessId', label: 'stores' },
    { entity: 'franchise', field: 'businessId', label: 'franchises' },
  ],
  fields: {
    name: { type: 'string', required: true, maxLength: 200, list: true },
    code: { type: 'string', maxLength: 50, list: true },
    address: { type: 'string', maxLength: 500 },
    mails: { type: 'list', of: 'email' },
    balance: { type: 'number', default: 0, list: true },
    status: { type: 'boolean', default: true, list: true },
  },
  filters: {
    name: { op: 'ilike' },
    code: { op: 'ilike' },
    status: { op: 'eq' },
  },
});
