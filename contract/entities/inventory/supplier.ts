import { defineEntity } from '../../entity';
import { PLACE_TABS, placeFields } from './place-fields';

/**
 * Suppliers (spec, second document, section 3, "Supplier"): who purchases are bought from. The
 * supplier's last known cost per product comes from its purchases (`s/p/{id}`, docs/inventory.md).
 */
export const supplier = defineEntity({
  name: 'supplier',
  label: 'Suppliers',
  labelOne: 'Supplier',
  service: 'inventory',
  rest: 's',
  // the inventory's client joins 's/' and '/r/...' (spec, second document, section 7: seeAll GET s//r/{page}/{size})
  aliases: { lookupPage: ['//r/:page/:count'] },
  id: 'supplierId',
  permission: 'inventory/supplier',
  scope: { business: 'businessId' },
  menu: 'Inventory',
  recordRepresentation: 'name',
  lookup: { detail: ['phones', 'emails'] },
  live: true,
  sort: { field: 'name', order: 'ASC' },
  tabs: PLACE_TABS,
  messages: { created: 'Supplier succesfuly created', updated: 'Supplier succesfuly updated' },
  fields: {
    name: { type: 'string', required: true, maxLength: 200, list: true },
    businessId: { type: 'reference', reference: 'business', as: 'businessName', label: 'Business', list: true },
    balance: { type: 'number', default: 0, list: true },
    emails: { type: 'list', of: 'email', label: 'Email list' },
    phones: { type: 'list', of: 'string', label: 'Phone list' },
    staff: {
      type: 'list',
      label: 'Staff list',
      fields: {
        name: { type: 'string', required: true, maxLength: 200 },
        position: { type: 'string', maxLength: 200 },
        email: { type: 'email', maxLength: 200 },
        phone: { type: 'string', maxLength: 30 },
      },
    },
    ...placeFields,
  },
  filters: { name: { op: 'ilike' }, businessId: { op: 'eq', label: 'Business' }, status: { op: 'eq' } },
});
