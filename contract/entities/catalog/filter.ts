import { defineEntity } from '../../entity';
import { CATALOG_TEXTS } from '../../catalog';

/**
 * One filter of a group (spec, second document, section 3, "Other catalogue": filterId). Categories
 * hold filters; the filter chooser attaches them to product groups.
 */
export const filter = defineEntity({
  name: 'filter',
  label: 'Filters',
  labelOne: 'Filter',
  service: 'filter',
  rest: 'c/f',
  id: 'filterId',
  permission: 'catalog/filter',
  scope: 'platform',
  menu: 'Catalog',
  editAt: 'create',
  recordRepresentation: 'name',
  sort: { field: 'sortOrder', order: 'ASC' },
  messages: { deleteFailed: CATALOG_TEXTS.filterNotDeleted, bulkDestroyFailed: CATALOG_TEXTS.filterNotDeleted },
  fields: {
    filterGroupId: { type: 'reference', reference: 'filterGroup', as: 'filterGroupName', label: 'Filter group', required: true, list: true },
    name: { type: 'string', required: true, maxLength: 64, list: true },
    source: { type: 'string', maxLength: 200 },
    sortOrder: { type: 'integer', default: 0, min: 0, list: true },
  },
  filters: { name: { op: 'ilike' }, filterGroupId: { op: 'eq', label: 'Filter group' } },
});
