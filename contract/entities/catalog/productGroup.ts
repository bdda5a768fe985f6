import { defineEntity } from '../../entity';
import { CATALOG_TEXTS } from '../../catalog';

/**
 * Product groups (spec, second document, section 3, "Product group"): a named segment of the
 * catalogue by categories, brands and a business; `filters.filterIds` holds the catalogue filters
 * attached by the filter chooser. Failures show the spec's five texts (section 8).
 */
export const productGroup = defineEntity({
  name: 'productGroup',
  label: 'Product groups',
  labelOne: 'Product group',
  service: 'product',
  rest: 'c/p/g',
  id: 'productGroupId',
  permission: 'catalog/product_group',
  scope: 'platform',
  menu: 'Catalog',
  editAt: 'create',
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  messages: {
    archiveFailed: CATALOG_TEXTS.archivingError,
    recoverFailed: CATALOG_TEXTS.recoveringError,
    bulkArchiveFailed: CATALOG_TEXTS.bulkArchiveError,
    bulkRecoverFailed: CATALOG_TEXTS.bulkRecoverError,
    bulkDestroyFailed: CATALOG_TEXTS.bulkDestroyError,
  },
  fields: {
    name: { type: 'string', required: true, maxLength: 128, list: true },
    filters: {
      type: 'object',
      default: { categories: [], brands: [], business: null, filterIds: [] },
      fields: {
        categories: { type: 'list', of: 'reference', reference: 'category' },
        brands: { type: 'list', of: 'reference', reference: 'brand' },
        business: { type: 'reference', reference: 'business' },
        filterIds: { type: 'list', of: 'reference', reference: 'filter', label: 'Catalogue filters' },
      },
    },
    status: { type: 'boolean', default: true, list: true },
  },
  filters: { name: { op: 'ilike' }, status: { op: 'eq' } },
});
