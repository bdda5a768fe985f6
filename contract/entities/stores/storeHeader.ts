import { defineEntity } from '../../entity';

/** A store's site header (spec: "header and footer keyed by storeId"): filtered by store; the site shows its newest active one. */
export const storeHeader = defineEntity({
  name: 'storeHeader',
  label: 'Store headers',
  labelOne: 'Store header',
  service: 'store',
  rest: 'c/h',
  id: 'storeHeaderId',
  permission: 'store/header',
  scope: { business: 'storeId' },
  menu: 'Online Store',
  recordRepresentation: 'title',
  fields: {
    storeId: { type: 'reference', reference: 'store', as: 'storeName', label: 'Store', required: true, list: true },
    title: { type: 'string', maxLength: 200, list: true },
    logo: { type: 'string', maxLength: 500, media: 'icon' },
    links: { type: 'list', fields: { title: { type: 'string', required: true, maxLength: 200 }, url: { type: 'string', required: true, maxLength: 500 } } },
    status: { type: 'boolean', default: true, list: true },
  },
  filters: { title: { op: 'ilike' }, storeId: { op: 'eq', label: 'Store' } },
});
