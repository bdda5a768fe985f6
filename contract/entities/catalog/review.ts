import { defineEntity } from '../../entity';
import { REVIEW_LIMITS } from '../../catalog';

/**
 * Product reviews (spec, second document, section 3, "Review"; section 5: reviewer and text
 * required, max 200). `adminName` is set by the server from the signed-in user on every update
 * (server/features/catalog/review.hooks.ts); a new review raises the `review` notification and
 * reaches open review lists live.
 */
export const review = defineEntity({
  name: 'review',
  label: 'Reviews',
  labelOne: 'Review',
  service: 'review',
  rest: 'c/rw',
  id: 'reviewId',
  permission: 'catalog/review',
  scope: { business: 'storeId' },
  menu: 'Catalog',
  listDateAdded: true,
  recordRepresentation: 'author',
  live: true,
  fields: {
    productId: { type: 'reference', reference: 'product', as: 'productName', label: 'Product', required: true, list: true },
    storeId: { type: 'reference', reference: 'store', as: 'storeName', label: 'Store', list: true },
    customerId: { type: 'reference', reference: 'customer', label: 'Customer' },
    author: { type: 'string', required: true, maxLength: REVIEW_LIMITS.authorMax, label: 'Reviewer', list: true },
    rating: { type: 'integer', required: true, min: REVIEW_LIMITS.ratingMin, max: REVIEW_LIMITS.ratingMax, default: 5, list: true },
    text: { type: 'text', required: true, maxLength: REVIEW_LIMITS.textMax },
    reply: { type: 'text', maxLength: 2000 },
    adminName: { type: 'string', maxLength: 200, label: 'Replied by', list: true },
    status: { type: 'boolean', default: false, list: true },
  },
  filters: {
    author: { op: 'ilike', label: 'Reviewer' },
    productId: { op: 'eq', label: 'Product' },
    storeId: { op: 'eq', label: 'Store' },
    rating: { op: 'eq' },
    status: { op: 'eq' },
  },
});
