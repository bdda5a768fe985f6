import { defineEntity } from '../entity';

/**
 * Franchises (spec, second document, section 3, "Brand / manufacturer / franchise": name, email,
 * phone, business type `businesType` as the spec spells it, license type, status, date added;
 * `descriptions[0].name`). `name` stays the default language's description name
 * (server/features/promotions/franchise.hooks.ts). Statistics: f/s/{id} and f/o/{id}
 * (contract/promotions/franchise-stats.ts), shown on /system/franchise.
 */
export const franchise = defineEntity({
  name: 'franchise',
  label: 'Franchises',
  labelOne: 'Franchise',
  service: 'franchise',
  rest: 'f',
  id: 'franchiseId',
  permission: 'store/franchise',
  scope: { business: 'businessId', franchise: 'id' },
  menu: 'Business',
  listDateAdded: true,
  recordRepresentation: 'name',
  lookup: { detail: ['phone', 'email'] },
  sort: { field: 'name', order: 'ASC' },
  tabs: ['General', 'Description', 'Address'],
  fields: {
    name: { type: 'string', required: true, maxLength: 200, list: true, help: "The default language's name: the Description tab's name replaces it on save." },
    email: { type: 'email', maxLength: 200, list: true },
    phone: { type: 'string', maxLength: 30, list: true, phone: true },
    businessId: { type: 'reference', reference: 'business', as: 'businessName', label: 'Business', list: true },
    businesType: { type: 'string', maxLength: 200, label: 'Business type', list: true },
    licenseType: { type: 'string', maxLength: 200, label: 'License type' },
    status: { type: 'boolean', default: true, list: true },
    descriptions: {
      type: 'list',
      tab: 'Description',
      default: [],
      fields: {
        languageId: { type: 'reference', reference: 'language', required: true, label: 'Language' },
        name: { type: 'string', maxLength: 200 },
        description: { type: 'text', maxLength: 5000 },
      },
    },
    address: {
      type: 'object',
      tab: 'Address',
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
    businesType: { op: 'ilike', label: 'Business type' },
    status: { op: 'eq' },
  },
});
