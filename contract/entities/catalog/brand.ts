import { defineEntity } from '../../entity';

/** Brands (spec, second document, section 3, "Brand / manufacturer / franchise"); previewed under brands/{id} on the store host. */
export const brand = defineEntity({
  name: 'brand',
  label: 'Brands',
  labelOne: 'Brand',
  service: 'brand',
  rest: 'c/b',
  id: 'brandId',
  permission: 'catalog/brand',
  scope: 'platform',
  menu: 'Catalog',
  listDateAdded: true,
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: { type: 'string', required: true, minLength: 2, maxLength: 64, list: true },
    email: { type: 'email', maxLength: 96, list: true },
    phone: { type: 'string', maxLength: 32, list: true, phone: true },
    businesType: { type: 'string', maxLength: 64, label: 'Business type', list: true },
    licenseType: { type: 'string', maxLength: 64 },
    image: { type: 'string', maxLength: 500, media: 'image' },
    status: { type: 'boolean', default: true, list: true },
  },
  filters: { name: { op: 'ilike' }, businesType: { op: 'ilike', label: 'Business type' }, status: { op: 'eq' } },
});
