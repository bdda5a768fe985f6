import { defineEntity } from '../entity';

export const customer = defineEntity({
  name: 'customer',
  label: 'Customers',
  labelOne: 'Customer',
  service: 'customer',
  rest: 'cu/c',
  id: 'customerId',
  permission: 'user/customer',
  menu: 'Customers',
  recordRepresentation: 'firstname',
  sort: { field: 'lastname', order: 'ASC' },
  large: true,
  fields: {
    firstname: { type: 'string', required: true, maxLength: 200, list: true },
    lastname: { type: 'string', required: true, maxLength: 200, list: true },
    telephone: { type: 'string', required: true, maxLength: 30, list: true },
    email: { type: 'email', maxLength: 200, list: true },
    storeId: { type: 'reference', reference: 'store', as: 'storeName', label: 'Store', list: true },
    status: { type: 'boolean', default: true, list: true },
    verified: { type: 'boolean', default: false },
    newsletter: { type: 'boolean', default: false },
  },
  filters: {
    firstname: { op: 'ilike' },
    lastname: { op: 'ilike' },
    telephone: { op: 'ilike' },
    email: { op: 'ilike' },
    storeId: { op: 'eq', label: 'Store' },
    status: { op: 'eq' },
  },
});
