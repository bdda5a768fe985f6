import { defineEntity } from '../../entity';

/** A block of a store's site (spec, second document, section 3, "Store section / page"): pages are made of them. */
export const storeSection = defineEntity({
  name: 'storeSection',
  label: 'Store sections',
  labelOne: 'Store section',
  service: 'store',
  rest: 'd/s',
  id: 'storeSectionId',
  permission: 'store/section',
  scope: { business: 'storeId' },
  menu: 'Online Store',
  recordRepresentation: 'name',
  sort: { field: 'sortOrder', order: 'ASC' },
  fields: {
    name: { type: 'string', required: true, maxLength: 200, list: true },
    storeId: { type: 'reference', reference: 'store', as: 'storeName', label: 'Store', list: true },
    type: { type: 'enum', choices: ['text', 'products', 'categories', 'brands', 'banner', 'html'], default: 'text', list: true },
    content: { type: 'text', maxLength: 20000 },
    sortOrder: { type: 'integer', default: 0, list: true },
    status: { type: 'boolean', default: true, list: true },
  },
  filters: { name: { op: 'ilike' }, storeId: { op: 'eq', label: 'Store' }, status: { op: 'eq' } },
});
