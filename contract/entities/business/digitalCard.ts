import { SOCIAL_NETWORKS } from '../../businesses';
import { defineEntity } from '../../entity';

/**
 * Digital business cards (spec, second document, section 3, "Digital card"). The address's
 * location is a pair: both coordinates or neither (server/features/businesses/digital-card.hooks.ts).
 */
export const digitalCard = defineEntity({
  name: 'digitalCard',
  label: 'Digital Cards',
  labelOne: 'Digital Card',
  service: 'store',
  rest: 'c/digital_card',
  id: 'digitalCardId',
  permission: 'business/digital_card',
  scope: { business: 'customerId' },
  menu: 'Business',
  recordRepresentation: 'lastname',
  sort: { field: 'lastname', order: 'ASC' },
  tabs: ['General', 'Socials', 'Banners', 'Address'],
  fields: {
    firstname: { type: 'string', required: true, maxLength: 200, list: true },
    lastname: { type: 'string', required: true, maxLength: 200, list: true },
    companyName: { type: 'string', maxLength: 200, list: true },
    occupation: { type: 'string', maxLength: 200, list: true },
    websiteUrl: { type: 'string', maxLength: 500, label: 'Website URL' },
    license: { type: 'string', maxLength: 200 },
    customerId: { type: 'reference', reference: 'customer', label: 'Customer' },
    serviceId: { type: 'integer', min: 1, label: 'Service Id' },
    comment: { type: 'text', maxLength: 2000 },
    status: { type: 'boolean', default: true, list: true },
    socials: {
      type: 'list',
      tab: 'Socials',
      fields: {
        type: { type: 'enum', required: true, choices: SOCIAL_NETWORKS },
        url: { type: 'string', required: true, maxLength: 500, label: 'URL' },
      },
    },
    banners: { type: 'list', of: 'string', media: 'image', tab: 'Banners' },
    address: {
      type: 'object',
      tab: 'Address',
      fields: {
        address: { type: 'string', maxLength: 200 },
        city: { type: 'string', maxLength: 100 },
        state: { type: 'string', maxLength: 100 },
        country: { type: 'string', maxLength: 100 },
        zipCode: { type: 'string', maxLength: 20 },
        location: {
          type: 'object',
          fields: {
            lat: { type: 'number', min: -90, max: 90, label: 'Latitude' },
            lng: { type: 'number', min: -180, max: 180, label: 'Longitude' },
          },
        },
      },
    },
  },
  filters: { firstname: { op: 'ilike' }, lastname: { op: 'ilike' }, companyName: { op: 'ilike' }, status: { op: 'eq' } },
});
