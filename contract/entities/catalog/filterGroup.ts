import { defineEntity } from '../../entity';

/** A group of catalogue filters (spec, second document, section 3, "Other catalogue": filterGroupId). */
export const filterGroup = defineEntity({
  name: 'filterGroup',
  label: 'Filter groups',
  labelOne: 'Filter group',
  service: 'filter',
  rest: 'c/fg',
  id: 'filterGroupId',
  permission: 'catalog/filter_group',
  scope: 'platform',
  menu: 'Catalog',
  editAt: 'create',
  recordRepresentation: 'name',
  sort: { field: 'sortOrder', order: 'ASC' },
  fields: {
    name: { type: 'string', required: true, maxLength: 64, list: true },
    sortOrder: { type: 'integer', default: 0, min: 0, list: true },
    status: { type: 'boolean', default: true, list: true },
  },
  filters: { name: { op: 'ilike' }, status: { op: 'eq' } },
});
