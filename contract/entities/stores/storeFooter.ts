import { defineEntity } from '../../entity';

/** A store's site footer (spec: "header and footer keyed by storeId"): filtered by store; the site shows its newest active one. */
export const storeFooter = defineEntity({
  name: 'storeFooter',
  label: 'Store footers',
  labelOne: 'Store footer',
  service: 'store',
  rest: 'c/f',
  id: 'storeFooterId',
  permission: 'store/footer',
  scope: { business: 'storeId' },
  menu: 'Online Store',
  recordRepresentation: 'title',
  fields: {
    storeId: { type: 'reference', reference: 'store', as: 'storeName', label: 'Store', required: true, list: true },
    title: { type: 'string', maxLength: 200, list: true },
    text: { type: 'text', maxLength: 5000 },
    links: { type: 'list', fields: { title: { type: 'string', required: true, maxLength: 200 }, url: { type: 'string', required: true, maxLength: 500 } } },
    status: { type: 'boolean', default: true, list: true },
  },
  filters: { title: { op: 'ilike' }, storeId: { op: 'eq', label: 'Store' } },
});
