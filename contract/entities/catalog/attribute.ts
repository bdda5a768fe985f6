import { defineEntity } from '../../entity';
import { CATALOG_TEXTS } from '../../catalog';

/** Attributes, each in a group (spec, second document, section 3, "Other catalogue": attributeId). */
export const attribute = defineEntity({
  name: 'attribute',
  label: 'Attributes',
  labelOne: 'Attribute',
  service: 'attribute',
  rest: 'c/a',
  id: 'attributeId',
  permission: 'catalog/attribute',
  scope: 'platform',
  menu: 'Catalog',
  editAt: 'create',
  recordRepresentation: 'name',
  sort: { field: 'sortOrder', order: 'ASC' },
  messages: { deleteFailed: CATALOG_TEXTS.attributeNotDeleted, bulkDestroyFailed: CATALOG_TEXTS.attributeNotDeleted },
  fields: {
    attributeGroupId: { type: 'reference', reference: 'attributeGroup', as: 'attributeGroupName', label: 'Attribute group', required: true, list: true },
    name: { type: 'string', required: true, maxLength: 64, list: true },
    sortOrder: { type: 'integer', default: 0, min: 0, list: true },
  },
  filters: { name: { op: 'ilike' }, attributeGroupId: { op: 'eq', label: 'Attribute group' } },
});
