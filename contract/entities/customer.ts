import { defineEntity } from '../entity';
import { CUSTOMER_LIMITS } from '../customers';

/**
 * Customers (spec, second document, section 3, "Customer"): the bench's million-row entity, so
 * `large` (indexed sort and filters, counted totals). `password` is write-only, stored hashed as the
 * users' are (server/auth/password.ts). `customerGroups` lists the groups the customer belongs to;
 * the `customerGroupIds` filter finds a group's members (GIN-indexed).
 */
export const customer = defineEntity({
  name: 'customer',
  label: 'Customers',
  labelOne: 'Customer',
  service: 'customer',
  rest: 'cu/c',
  id: 'customerId',
  permission: 'user/customer',
  scope: { business: 'storeId' },
  menu: 'Customers',
  recordRepresentation: 'firstname',
  lookup: { label: ['firstname', 'lastname'], detail: ['telephone', 'email'] },
  sort: { field: 'lastname', order: 'ASC' },
  large: true,
  fields: {
    firstname: { type: 'string', required: true, maxLength: CUSTOMER_LIMITS.nameMax, list: true },
    lastname: { type: 'string', required: true, maxLength: CUSTOMER_LIMITS.nameMax, list: true },
    telephone: { type: 'string', required: true, maxLength: CUSTOMER_LIMITS.telephoneMax, list: true, phone: true },
    email: { type: 'email', maxLength: CUSTOMER_LIMITS.emailMax, list: true },
    password: { type: 'password', minLength: CUSTOMER_LIMITS.passwordMin, maxLength: CUSTOMER_LIMITS.passwordMax, writeOnly: true },
    storeId: { type: 'reference', reference: 'store', as: 'storeName', label: 'Store', list: true },
    customerGroups: { type: 'list', of: 'reference', reference: 'customerGroup', label: 'Customer groups' },
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
    customerGroupIds: { field: 'customerGroups', op: 'overlaps', label: 'Customer groups' },
    status: { op: 'eq' },
  },
});
