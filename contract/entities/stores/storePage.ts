import { defineEntity } from '../../entity';

/** A page of a store's site: a title and its sections in order (spec: "pageId, title, sections"). */
export const storePage = defineEntity({
  name: 'storePage',
  label: 'Store pages',
  labelOne: 'Store page',
  service: 'store',
  rest: 'c/pg',
  id: 'pageId',
  permission: 'store/page',
  scope: { business: 'storeId' },
  menu: 'Online Store',
  recordRepresentation: 'title',
  fields: {
    title: { type: 'string', required: true, maxLength: 200, list: true },
    storeId: { type: 'reference', reference: 'store', as: 'storeName', label: 'Store', list: true },
    slug: { type: 'string', maxLength: 200, list: true },
    sections: { type: 'list', of: 'reference', reference: 'storeSection' },
    status: { type: 'boolean', default: true, list: true },
  },
  filters: { title: { op: 'ilike' }, storeId: { op: 'eq', label: 'Store' }, status: { op: 'eq' } },
});
