import { defineEntity } from '../entity';
import { DASHBOARD_SECTIONS } from '../dashboard/dashboard';
import { ORDER_PERMISSION } from '../orders/order-status';

export const business = defineEntity({
  name: 'business',
  label: 'Businesses',
  labelOne: 'Business',
  service: 'store',
  rest: 'c/business',
  id: 'businessId',
  permission: 'business/business',
  scope: { business: 'id' },
  // the orders filter panel (and the cancel dialog) pick it, and the business selector of the
  // dashboard sections it narrows; the order form's references are derived
  lookupFor: [ORDER_PERMISSION, ...new Set(DASHBOARD_SECTIONS.filter((s) => s.byBusiness).map((s) => s.permission))],
  menu: 'Business',
  recordRepresentation: 'name',
  live: true,
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: { type: 'string', required: true, maxLength: 200, list: true },
    code: { type: 'string', maxLength: 50, list: true },
    address: { type: 'string', maxLength: 500 },
    mails: { type: 'list', of: 'email' },
    // the sum of the business's active transactions (server/features/businesses/business.hooks.ts):
    // a starting balance becomes an opening transaction, any other change is a transaction
    balance: { type: 'number', default: 0, list: true, help: 'Changes only through transactions.' },
    callsCount: { type: 'integer', min: 0, default: 0, list: true },
    status: { type: 'boolean', default: true, list: true },
  },
  filters: {
    // the dashboard's business selector sends its search without non-word characters (spec)
    name: { op: 'words' },
    code: { op: 'ilike' },
    status: { op: 'eq' },
  },
});
