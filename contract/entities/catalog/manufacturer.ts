import { defineEntity } from '../../entity';

/** Manufacturers (spec, second document, section 3, "Brand / manufacturer / franchise"). */
export const manufacturer = defineEntity({
  name: 'manufacturer',
  label: 'Manufacturers',
  labelOne: 'Manufacturer',
  service: 'manufacturer',
  rest: 'c/m',
  id: 'manufacturerId',
  permission: 'catalog/manufacturer',
  scope: 'platform',
  menu: 'Catalog',
  listDateAdded: true,
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: { type: 'string', required: true, minLength: 2, maxLength: 64, list: true },
    email: { type: 'email', maxLength: 96, list: true },
    phone: { type: 'string', maxLength: 32, list: true, phone: true },
    businesType: { type: 'string', maxLength: 64, label: 'Business type' },
    licenseType: { type: 'string', maxLength: 64 },
    image: { type: 'string', maxLength: 500, media: 'image' },
    sortOrder: { type: 'integer', default: 0, min: 0 },
    status: { type: 'boolean', default: true, list: true },
  },
  filters: { name: { op: 'ilike' }, email: { op: 'ilike' }, status: { op: 'eq' } },
});
