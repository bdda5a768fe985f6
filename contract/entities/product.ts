import { defineEntity } from '../entity';
import { PRODUCT_OPTION_TYPES } from '../orders/product-price';

/**
 * Products (spec, second document, section 3: Product, Product option, Product filter fields).
 * `name` is the default language's description name, kept in step by server/features/products/hooks.ts;
 * orders, lookups and lists show it. `model` comes first: it is the first plain text of the form.
 */
export const product = defineEntity({
  name: 'product',
  label: 'Products',
  labelOne: 'Product',
  service: 'product',
  rest: 'c/p',
  id: 'productId',
  permission: 'catalog/product',
  scope: 'platform',
  menu: 'Catalog',
  editAt: 'create',
  importable: true,
  recordRepresentation: 'name',
  lookup: { detail: ['model', 'price'] },
  sort: { field: 'name', order: 'ASC' },
  tabs: ['General', 'Description', 'Images', 'Links', 'Options'],
  fields: {
    model: { type: 'string', maxLength: 64, list: true },
    name: { type: 'string', maxLength: 200, list: true },
    price: { type: 'number', required: true, min: 0, list: true },
    prevPrice: { type: 'number', min: 0 },
    quantity: { type: 'integer', min: 0, default: 0, list: true },
    status: { type: 'boolean', default: true, list: true },
    descriptions: {
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
    },
    imageMain: { type: 'string', maxLength: 500, media: 'image', tab: 'Images' },
    images: { type: 'list', of: 'string', media: 'image', tab: 'Images' },
    categories: { type: 'list', of: 'reference', reference: 'category', tab: 'Links' },
    brands: { type: 'list', of: 'reference', reference: 'brand', tab: 'Links' },
    productGroups: { type: 'list', of: 'reference', reference: 'productGroup', tab: 'Links' },
    stores: { type: 'list', of: 'reference', reference: 'store', tab: 'Links' },
    franchises: { type: 'list', of: 'reference', reference: 'franchise', tab: 'Links' },
    productOptions: {
      type: 'list',
      tab: 'Options',
      fields: {
        required: { type: 'boolean', default: false },
        option: {
          type: 'object',
          required: true,
          fields: {
            optionId: { type: 'reference', reference: 'option', required: true, label: 'Option' },
            name: { type: 'string', maxLength: 200 },
            source: { type: 'string', maxLength: 200 },
            type: { type: 'enum', required: true, choices: PRODUCT_OPTION_TYPES },
          },
        },
        values: {
          type: 'list',
          fields: {
            optionValueId: { type: 'integer', required: true, min: 1, label: 'Value Id' },
            name: { type: 'string', maxLength: 200 },
            price: { type: 'number', min: 0, default: 0 },
            pricePrefix: { type: 'enum', choices: ['+', '-'] },
            subtract: { type: 'boolean', default: false },
            sortOrder: { type: 'integer', default: 0 },
            pointsPrefix: { type: 'enum', choices: ['+', '-'] },
          },
        },
      },
    },
  },
  filters: {
    name: { op: 'ilike' },
    model: { op: 'ilike' },
    minPrice: { field: 'price', op: 'gte' },
    maxPrice: { field: 'price', op: 'lte' },
    minQuantity: { field: 'quantity', op: 'gte' },
    maxQuantity: { field: 'quantity', op: 'lte' },
    status: { op: 'eq' },
    categoryIds: { field: 'categories', op: 'overlaps' },
    brandIds: { field: 'brands', op: 'overlaps' },
    productGroupIds: { field: 'productGroups', op: 'overlaps' },
    storeIds: { field: 'stores', op: 'overlaps' },
    franchiseIds: { field: 'franchises', op: 'overlaps' },
    productIds: { field: 'productId', op: 'in' },
  },
});
