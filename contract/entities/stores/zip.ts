import { defineEntity } from '../../entity';

/** Zip codes (spec, second document, section 3, "Zip": id, postalCode); pickers read `z/r/{page}/{count}`. */
export const zip = defineEntity({
  name: 'zip',
  label: 'Zip codes',
  labelOne: 'Zip code',
  service: 'store',
  rest: 'z',
  id: 'id',
  permission: 'store/zip',
  scope: 'platform',
  menu: 'Online Store',
  recordRepresentation: 'postalCode',
  sort: { field: 'postalCode', order: 'ASC' },
  fields: {
    postalCode: { type: 'string', required: true, maxLength: 10, unique: true, list: true },
  },
  filters: { postalCode: { op: 'ilike' } },
});
