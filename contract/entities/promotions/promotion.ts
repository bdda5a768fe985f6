import { defineEntity } from '../../entity';

/** Promotions (spec, second document, section 3, "Promotion"): a page of a store promoting a product. */
export const promotion = defineEntity({
  name: 'promotion',
  label: 'Promotions',
  labelOne: 'Promotion',
  service: 'promotion',
  rest: 'p',
  id: 'promotionId',
  permission: 'promotion/promotion',
  scope: { business: 'business' },
  menu: 'Promotions',
  recordRepresentation: 'name',
  live: true,
  fields: {
    name: { type: 'string', required: true, maxLength: 200, list: true },
    url: { type: 'string', maxLength: 500, list: true },
    storeId: { type: 'reference', reference: 'store', as: 'storeName', label: 'Store', list: true },
    productId: { type: 'reference', reference: 'product', as: 'productName', label: 'Product', list: true },
    business: { type: 'reference', reference: 'business', as: 'businessName', label: 'Business', list: true },
    status: { type: 'boolean', default: true, list: true },
  },
  filters: {
    name: { op: 'ilike' },
    storeId: { op: 'eq', label: 'Store' },
    productId: { op: 'eq', label: 'Product' },
    business: { op: 'eq', label: 'Business' },
    status: { op: 'eq' },
  },
});
