// The fields of the order create/update body, declared once for the SPA form and the server check.
import type { FieldDef } from '../fields';
import { messages } from '../messages';
import type { ValidationItem } from '../validate';
import type { OrderTotals } from './product-price';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS } from './payment-methods';

/** Largest amount the order's money columns hold (numeric(14, 2), migration 0002_orders). */
export const ORDER_AMOUNT_MAX = 999_999_999_999.99;
/** Most units of one product on one order line. */
export const ORDER_QUANTITY_MAX = 10_000;

export const ORDER_INPUT_FIELDS = {
  storeId: { type: 'reference', reference: 'store', required: true, label: 'Store' },
  franchiseId: { type: 'reference', reference: 'franchise', label: 'Franchise' },
  customerId: { type: 'reference', reference: 'customer', label: 'Customer' },
  orderTypeId: { type: 'reference', reference: 'orderType', label: 'Order type' },
  telephone: { type: 'string', maxLength: 30 },
  address: {
    type: 'object',
    required: true,
    fields: {
      address: { type: 'string', required: true, maxLength: 500 },
      state: { type: 'string', maxLength: 100 },
      apartment: { type: 'string', maxLength: 100 },
      entrance: { type: 'string', maxLength: 100 },
      intercom: { type: 'string', maxLength: 100 },
      latitude: { type: 'number', min: -90, max: 90 },
      longitude: { type: 'number', min: -180, max: 180 },
    },
  },
  shippingAddress1: { type: 'string', maxLength: 500 },
  paymentMethod: { type: 'enum', choices: PAYMENT_METHODS, default: DEFAULT_PAYMENT_METHOD, label: 'Payment method' },
  paymentCustomField: { type: 'string', maxLength: 500 },
  message: { type: 'text', maxLength: 2000, label: 'Notes' },
  discountPercent: { type: 'number', min: 0, max: 100, default: 0 },
  shippingCode: { type: 'string', maxLength: 100 },
  promoCodeId: { type: 'integer', min: 1 },
  dateAdvance: { type: 'datetime' },
  call: { type: 'boolean', default: false },
  sms: { type: 'boolean', default: false },
  products: {
    type: 'list',
    required: true,
    label: 'Products',
    fields: {
      productId: { type: 'reference', reference: 'product', required: true, label: 'Product' },
      quantity: { type: 'integer', required: true, min: 1, max: ORDER_QUANTITY_MAX },
      /** optionId -> optionValueId or a list of them; checked by the server against the product */
      options: { type: 'object', default: {} },
      discount: { type: 'object', fields: { type: { type: 'string', maxLength: 50 } } },
    },
  },
} as const satisfies Record<string, FieldDef>;

/**
 * Totals an order cannot store: prices within their range times quantities within theirs, plus
 * options, tax and delivery, can still pass the columns' precision; such an order is refused.
 */
export function orderTotalsErrors(totals: Partial<OrderTotals>): ValidationItem[] {
  const over = Object.values(totals).some((v) => typeof v === 'number' && !(Math.abs(v) <= ORDER_AMOUNT_MAX));
  return over ? [{ path: 'products', msg: messages.maxValue(ORDER_AMOUNT_MAX) }] : [];
}
