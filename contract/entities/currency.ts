import { defineEntity } from '../entity';

export const currency = defineEntity({
  name: 'currency',
  label: 'Currencies',
  labelOne: 'Currency',
  service: 'currency',
  rest: 'c/cu',
  id: 'currencyId',
  permission: 'localisation/currency',
  scope: 'platform',
  menu: 'System',
  recordRepresentation: 'title',
  sort: { field: 'title', order: 'ASC' },
  fields: {
    title: { type: 'string', required: true, maxLength: 200, list: true },
    code: { type: 'string', required: true, maxLength: 200, list: true },
    symbolLeft: { type: 'string', maxLength: 200, list: true },
    symbolRight: { type: 'string', maxLength: 200, list: true },
    decimalPlace: { type: 'integer', maxLength: 1, min: 0, default: 2 },
    // spec, section 5: value required; "Default value 1.1" (section 3) is where the form starts
    value: { type: 'number', required: true, initial: 1.1, min: 0, list: true },
    status: { type: 'boolean', default: true, list: true },
  },
  filters: {
    title: { op: 'ilike' },
    code: { op: 'ilike' },
    status: { op: 'eq' },
  },
});
