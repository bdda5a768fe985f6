import { defineEntity } from '../entity';

export const language = defineEntity({
  name: 'language',
  label: 'Languages',
  labelOne: 'Language',
  service: 'language',
  rest: 's/l/l',
  id: 'languageId',
  permission: 'localisation/language',
  scope: 'platform',
  menu: 'System',
  recordRepresentation: 'name',
  sort: { field: 'sortOrder', order: 'ASC' },
  tabs: ['General', 'Data'],
  fields: {
    name: { type: 'string', required: true, minLength: 2, maxLength: 200, list: true },
    code: { unique: true, type: 'string', required: true, maxLength: 200, list: true },
    locale: { type: 'string', maxLength: 200, list: true },
    status: { type: 'boolean', default: true, list: true },
    sortOrder: { type: 'integer', default: 0, min: 0, list: true, tab: 'Data' },
    icon: { type: 'string', maxLength: 200, tab: 'Data' },
    image: { type: 'string', maxLength: 200, tab: 'Data' },
    directory: { type: 'string', maxLength: 200, tab: 'Data' },
    description: { type: 'text', maxLength: 2000, tab: 'Data' },
  },
  filters: {
    name: { op: 'ilike' },
    code: { op: 'ilike' },
    status: { op: 'eq' },
  },
});
