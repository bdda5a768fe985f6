import { defineEntity } from '../entity';
import { PRODUCT_OPTION_TYPES } from '../orders/product-price';

export const product = defineEntity({
  name: 'product',
  label: 'Products',
  labelOne: 'Product',
  service: 'product',
  rest: 'c/p',
  id: 'productId',
  permission: 'catalog/product',
  menu: 'Catalog',
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  tabs: ['General', 'Options'],
  fields: {
    name: { type: 'string', required: true, maxLength: 200, list: true },
    model: { type: 'string', maxLength: 64, list: true },
    price: { type: 'number', required: true, min: 0, default: 0, list: true },
    prevPrice: { type: 'number', min: 0 },
    imageMain: { type: 'string', maxLength: 500 },
    status: { type: 'boolean', default: true, list: true },
    productOptions: {
      type: 'list',
      tab: 'Options',
      fields: {
        required: { type: 'boolean', default: false },
        option: {
          type: 'object',
          required: true,
          fields: {
            optionId: { type: 'integer', required: true, min: 1 },
            name: { type: 'string', maxLength: 200 },
            source: { type: 'string', maxLength: 200 },
            type: { type: 'enum', required: true, choices: PRODUCT_OPTION_TYPES },
          },
        },
        values: {
          type: 'list',
          fields: {
            optionValueId: { type: 'integer', required: true, min: 1 },
            name: { type: 'string', maxLength: 200 },
            price: { type: 'number', min: 0, default: 0 },
            pricePrefix: { type: 'string', maxLength: 1 },
            subtract: { type: 'boolean', default: false },
            sortOrder: { type: 'integer', default: 0 },
            pointsPrefix: { type: 'string', maxLength: 1 },
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
    status: { op: 'eq' },
  },
});
