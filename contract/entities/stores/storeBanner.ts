import { defineEntity } from '../../entity';

/** A banner of a store's site (spec: "banner by bannerId"). */
export const storeBanner = defineEntity({
  name: 'storeBanner',
  label: 'Store banners',
  labelOne: 'Store banner',
  service: 'store',
  rest: 'c/b',
  id: 'bannerId',
  permission: 'store/banner',
  scope: { business: 'storeId' },
  menu: 'Online Store',
  recordRepresentation: 'title',
  fields: {
    title: { type: 'string', required: true, maxLength: 200, list: true },
    storeId: { type: 'reference', reference: 'store', as: 'storeName', label: 'Store', list: true },
    image: { type: 'string', maxLength: 500, media: 'image' },
    link: { type: 'string', maxLength: 500 },
    sortOrder: { type: 'integer', default: 0, list: true },
    status: { type: 'boolean', default: true, list: true },
  },
  filters: { title: { op: 'ilike' }, storeId: { op: 'eq', label: 'Store' }, status: { op: 'eq' } },
});
