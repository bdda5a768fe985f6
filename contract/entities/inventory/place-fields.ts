// The fields suppliers and warehouses share (spec, second document, section 3, "Supplier",
// "Warehouse": status, notes, descriptions per language, address, hours of operation per weekday).
// Hours per weekday are the store's own field (contract/entities/store.ts), reused, not copied.
import type { FieldDef } from '../../fields';
import { store } from '../store';

export const PLACE_TABS = ['General', 'Description', 'Address', 'Hours'] as const;
export type PlaceTab = (typeof PLACE_TABS)[number];

/** Descriptions per language, as the catalogue keeps them (contract/entities/product.ts). */
const descriptions: FieldDef<PlaceTab> = {
  type: 'list',
  tab: 'Description',
  fields: {
    languageId: { type: 'reference', reference: 'language', required: true },
    name: { type: 'string', maxLength: 200 },
    description: { type: 'text', maxLength: 20000 },
    metaTitle: { type: 'string', maxLength: 255 },
    metaDescription: { type: 'text', maxLength: 1000 },
    metaKeyword: { type: 'string', maxLength: 255 },
  },
};

const address: FieldDef<PlaceTab> = {
  type: 'object',
  tab: 'Address',
  fields: {
    address: { type: 'string', maxLength: 500 },
    state: { type: 'string', maxLength: 200 },
    city: { type: 'string', maxLength: 200 },
    area: { type: 'string', maxLength: 200 },
    country: { type: 'string', maxLength: 200 },
    zipCode: { type: 'string', maxLength: 20 },
    latitude: { type: 'number', min: -90, max: 90 },
    longitude: { type: 'number', min: -180, max: 180 },
  },
};

const hoursOfOperation = { ...store.fields.operationHours, tab: 'Hours', label: 'Hours of operation' } as FieldDef<PlaceTab>;

/** The shared fields, in form order after each entity's own. */
export const placeFields = {
  status: { type: 'boolean', default: true, list: true },
  notes: { type: 'text', maxLength: 2000 },
  descriptions,
  address,
  hoursOfOperation,
} satisfies Record<string, FieldDef<PlaceTab>>;
