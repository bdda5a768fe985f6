import { defineEntity } from '../../entity';
import { PRODUCT_OPTION_TYPES } from '../../orders/product-price';
import { CATALOG_TEXTS, DEFAULT_NAME_HELP } from '../../catalog';

/**
 * Product options (spec, second document, section 3, "Product option"): a type, the default option
 * template's source, sort order, descriptions per language, filters and stores, and values with an
 * image and a sort order. `name` follows the default language's
 * description name (server/features/catalog/names.ts).
 */
export const option = defineEntity({
  name: 'option',
  label: 'Options',
  labelOne: 'Option',
  service: 'option',
  rest: 'c/o',
  id: 'optionId',
  permission: 'catalog/option',
  scope: 'platform',
  menu: 'Catalog',
  editAt: 'create',
  recordRepresentation: 'name',
  sort: { field: 'sortOrder', order: 'ASC' },
  tabs: ['General', 'Description', 'Values'],
  messages: { deleteFailed: CATALOG_TEXTS.optionNotDeleted, bulkDestroyFailed: CATALOG_TEXTS.optionNotDeleted },
  fields: {
    name: { type: 'string', maxLength: 128, list: true, help: DEFAULT_NAME_HELP },
    type: { type: 'enum', required: true, choices: PRODUCT_OPTION_TYPES, default: 'select', list: true },
    source: { type: 'string', maxLength: 200 },
    sortOrder: { type: 'integer', default: 0, min: 0, list: true },
    // with source, sortOrder and descriptions: the spec's default option template
    filters: { type: 'list', of: 'reference', reference: 'filter' },
    stores: { type: 'list', of: 'reference', reference: 'store' },
    descriptions: {
      type: 'list',
      required: true,
      tab: 'Description',
      fields: {
        languageId: { type: 'reference', reference: 'language', required: true },
        name: { type: 'string', maxLength: 128 },
        description: { type: 'text', maxLength: 2000 },
      },
    },
    optionValues: {
      type: 'list',
      tab: 'Values',
      label: 'Option values',
      fields: {
        name: { type: 'string', required: true, maxLength: 128 },
        image: { type: 'string', maxLength: 500, media: 'image' },
        sortOrder: { type: 'integer', default: 0, min: 0 },
      },
    },
  },
  filters: { name: { op: 'ilike' }, type: { op: 'eq' } },
});
