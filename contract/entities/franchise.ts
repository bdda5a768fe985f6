import { defineEntity } from '../entity';

export const franchise = defineEntity({
  name: 'franchise',
  label: 'Franchises',
  labelOne: 'Franchise',
  service: 'franchise',
  rest: 'f',
  id: 'franchiseId',
  permission: 'store/franchise',
  menu: 'Business',
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: { type: 'string', required: true, maxLength: 200, list: true },
    email: { type: 'email', maxLength: 200, list: true },
    phone: { type: 'string', maxLength: 30, list: true },
    businessId: { type: 'reference', reference: 'business', as: 'businessName', label: 'Business', list: true },
    status: { type: 'boolean', default: true, list: true },
    address: {
      type: 'object',
      default: {},
      fields: {
        address: { type: 'string', maxLength: 500 },
        latitude: { type: 'number', min: -90, max: 90 },
        longitude: { type: 'number', min: -180, max: 180 },
      },
    },
  },
  filters: {
    name: { op: 'ilike' },
    businessId: { op: 'eq', label: 'Business' },
    status: { op: 'eq' },
  },
});
