import { defineEntity } from '../../entity';
import { DEFAULT_NAME_HELP } from '../../catalog';

/**
 * Categories (spec, second document, section 3, "Category"): a tree by `parentId` (never its own
 * ancestor: server/features/catalog/category.hooks.ts), with descriptions and SEO URLs per
 * language (and optionally per store). `name` is the default language's description name, kept in
 * step by the hook, what lookups and the tree show.
 */
export const category = defineEntity({
  name: 'category',
  label: 'Categories',
  labelOne: 'Category',
  service: 'category',
  rest: 'c/c',
  id: 'categoryId',
  permission: 'catalog/category',
  scope: 'platform',
  menu: 'Catalog',
  editAt: 'create',
  recordRepresentation: 'name',
  sort: { field: 'sortOrder', order: 'ASC' },
  tabs: ['General', 'Description', 'SEO', 'Data'],
  fields: {
    name: { type: 'string', maxLength: 255, list: true, help: DEFAULT_NAME_HELP },
    parentId: { type: 'reference', reference: 'category', as: 'parentName', label: 'Parent', list: true },
    sortOrder: { type: 'integer', default: 0, min: 0, list: true },
    status: { type: 'boolean', default: true, list: true },
    top: { type: 'boolean', default: false, help: 'Shown in the top menu bar of the store.' },
    column: { type: 'integer', default: 1, min: 0, max: 100, help: 'Columns of the top menu dropdown.' },
    descriptions: {
      type: 'list',
      required: true,
      tab: 'Description',
      fields: {
        languageId: { type: 'reference', reference: 'language', required: true },
        storeId: { type: 'reference', reference: 'store', label: 'Store' },
        name: { type: 'string', maxLength: 255 },
        description: { type: 'text', maxLength: 20000 },
        metaTitle: { type: 'string', maxLength: 255 },
        metaKeyword: { type: 'string', maxLength: 255 },
        metaDescription: { type: 'text', maxLength: 1000 },
      },
    },
    seoUrls: {
      type: 'list',
      tab: 'SEO',
      label: 'SEO URLs',
      fields: {
        languageId: { type: 'reference', reference: 'language', required: true },
        storeId: { type: 'reference', reference: 'store', label: 'Store' },
        query: { type: 'string', maxLength: 255, help: "The store's route the keyword stands for (empty: this category's own)." },
        keyword: { type: 'string', maxLength: 255, help: 'Words joined by dashes, unique in the store.' },
      },
    },
    source: { type: 'string', maxLength: 200, tab: 'Data', help: "Where the category came from: an import's or a store's name." },
    className: { type: 'string', maxLength: 200, label: 'Class name', tab: 'Data', help: "The class the store's theme gives its menu entry." },
    locale: { type: 'string', maxLength: 200, tab: 'Data', help: 'The locale the category was written for, e.g. en-US.' },
    image: { type: 'string', maxLength: 500, media: 'image', tab: 'Data' },
    icon: { type: 'string', maxLength: 500, media: 'icon', tab: 'Data' },
    filters: { type: 'list', of: 'reference', reference: 'filter', tab: 'Data' },
    stores: { type: 'list', of: 'reference', reference: 'store', tab: 'Data' },
  },
  filters: {
    name: { op: 'ilike' },
    status: { op: 'eq' },
    storeIds: { field: 'stores', op: 'overlaps', label: 'Stores' },
  },
});
