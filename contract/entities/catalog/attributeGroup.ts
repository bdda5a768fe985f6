import { defineEntity } from '../../entity';
import { CATALOG_TEXTS } from '../../catalog';

/** Attribute groups (spec, second document, section 3, "Other catalogue": attributeGroupId). */
export const attributeGroup = defineEntity({
  name: 'attributeGroup',
  label: 'Attribute groups',
  labelOne: 'Attribute group',
  service: 'attribute',
  rest: 'c/ag',
  id: 'attributeGroupId',
  permission: 'catalog/attribute_group',
  scope: 'platform',
  menu: 'Catalog',
  editAt: 'create',
  recordRepresentation: 'name',
  sort: { field: 'sortOrder', order: 'ASC' },
  messages: { deleteFailed: CATALOG_TEXTS.attributeGroupNotDeleted, bulkDestroyFailed: CATALOG_TEXTS.attributeGroupNotDeleted },
  fields: {
    name: { type: 'string', required: true, maxLength: 64, list: true },
    sortOrder: { type: 'integer', default: 0, min: 0, list: true },
  },
  filters: { name: { op: 'ilike' } },
});
