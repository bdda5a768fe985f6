import { defineEntity } from '../../entity';

/**
 * Traffic links (spec, second document, section 3, "Link": linkId, name, isActive, dates; section 7:
 * traffic links `l` and their statistics `ls`). `url` (where the link leads) and `storeId` are not in
 * the spec's list: a link needs a target to count visits for. Visits: contract/promotions/link-stats.ts.
 */
export const link = defineEntity({
  name: 'link',
  label: 'Traffic links',
  labelOne: 'Traffic link',
  service: 'traffic',
  rest: 'l',
  id: 'linkId',
  permission: 'store/link',
  scope: { business: 'storeId' },
  menu: 'Business',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 200, list: true },
    url: { type: 'string', maxLength: 500, list: true, label: 'URL' },
    storeId: { type: 'reference', reference: 'store', as: 'storeName', label: 'Store', list: true },
    isActive: { type: 'boolean', default: true, list: true, label: 'Active' },
    startDate: { type: 'datetime', list: true },
    endDate: { type: 'datetime', list: true },
  },
  filters: {
    name: { op: 'ilike' },
    storeId: { op: 'eq', label: 'Store' },
    isActive: { op: 'eq', label: 'Active' },
  },
});
