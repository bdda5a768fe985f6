import { defineEntity } from '../../entity';
import { CATALOG_TEXTS, DEFAULT_NAME_HELP } from '../../catalog';

/**
 * Information pages (spec, second document, section 3, "Other catalogue": informationId): a title,
 * description and meta fields per language; previewed under blog/{id} on the store host. `title`
 * follows the default language's description title (server/features/catalog/names.ts).
 */
export const information = defineEntity({
  name: 'information',
  label: 'Information pages',
  labelOne: 'Information page',
  service: 'information',
  rest: 'c/i',
  id: 'informationId',
  permission: 'catalog/information',
  scope: 'platform',
  menu: 'Catalog',
  editAt: 'create',
  recordRepresentation: 'title',
  sort: { field: 'sortOrder', order: 'ASC' },
  tabs: ['General', 'Description'],
  messages: { deleteFailed: CATALOG_TEXTS.informationNotDeleted, bulkDestroyFailed: CATALOG_TEXTS.informationNotDeleted },
  fields: {
    title: { type: 'string', maxLength: 255, list: true, help: DEFAULT_NAME_HELP },
    bottom: { type: 'boolean', default: false, help: 'Listed in the footer of the store.' },
    sortOrder: { type: 'integer', default: 0, min: 0, list: true },
    status: { type: 'boolean', default: true, list: true },
    stores: { type: 'list', of: 'reference', reference: 'store' },
    descriptions: {
      type: 'list',
      required: true,
      tab: 'Description',
      fields: {
        languageId: { type: 'reference', reference: 'language', required: true },
        title: { type: 'string', maxLength: 255 },
        description: { type: 'text', maxLength: 50000 },
        metaTitle: { type: 'string', maxLength: 255 },
        metaDescription: { type: 'text', maxLength: 1000 },
        metaKeyword: { type: 'string', maxLength: 255 },
      },
    },
  },
  filters: { title: { op: 'ilike' }, status: { op: 'eq' } },
});
