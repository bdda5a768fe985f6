import { defineEntity } from '../../entity';
import { DEFAULT_NAME_HELP } from '../../catalog';
import { CUSTOMER_LIMITS } from '../../customers';

/**
 * Customer groups (spec, second document, section 3, "Customer group"). `name` is the default
 * language's description name, kept in step by server/features/customers/hooks.ts. `filters` holds
 * catalogue filters (the filter chooser attaches them; `GET cu/g/c/f` lists those to pick from).
 * The spec's `customers` are the members: customers whose `customerGroups` hold the group, shown on
 * the form's Customers tab (a list on the group would not scale to a million customers).
 */
export const customerGroup = defineEntity({
  name: 'customerGroup',
  label: 'Customer groups',
  labelOne: 'Customer group',
  service: 'customer',
  rest: 'cu/g/c',
  id: 'customerGroupId',
  permission: 'user/customer_group',
  scope: { business: 'businessId' },
  menu: 'Customers',
  recordRepresentation: 'name',
  sort: { field: 'sortOrder', order: 'ASC' },
  tabs: ['General', 'Description', 'Filters'],
  fields: {
    name: { type: 'string', maxLength: CUSTOMER_LIMITS.groupNameMax, list: true, help: DEFAULT_NAME_HELP },
    businessId: { type: 'reference', reference: 'business', as: 'businessName', label: 'Business', list: true },
    approval: { type: 'boolean', default: false, list: true, help: 'New customers of this group wait for approval before they can sign in.' },
    sortOrder: { type: 'integer', default: 0, min: 0, list: true },
    descriptions: {
      type: 'list',
      required: true,
      tab: 'Description',
      fields: {
        languageId: { type: 'reference', reference: 'language', required: true },
        name: { type: 'string', maxLength: CUSTOMER_LIMITS.groupNameMax },
        description: { type: 'text', maxLength: CUSTOMER_LIMITS.groupDescriptionMax },
      },
    },
    filters: { type: 'list', of: 'reference', reference: 'filter', tab: 'Filters', label: 'Filters' },
  },
  filters: { name: { op: 'ilike' }, approval: { op: 'eq' }, businessId: { op: 'eq', label: 'Business' } },
});
