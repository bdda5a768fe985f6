// The fields of the order create/update body, declared once for the SPA form and the server check.
import type { FieldDef } from '../fields';
import { messages } from '../messages';
import { validateFields, type ValidationItem } from '../validate';
import type { OrderAddress } from './order-types';
import type { OrderTotals } from './product-price';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS, type PaymentMethod } from './payment-methods';

/** Largest amount the order's money columns hold (numeric(14, 2), migration 0002_orders). */
export const ORDER_AMOUNT_MAX = 999_999_999_999.99;
/** Most units of one product on one order line. */
export const ORDER_QUANTITY_MAX = 10_000;

/** The address of an order, listed once: the form's inputs and the server's checks come from here. */
export const ORDER_ADDRESS_FIELDS = {
  address: { type: 'string', required: true, maxLength: 500, label: 'Address' },
  state: { type: 'string', maxLength: 100, label: 'State' },
  apartment: { type: 'string', maxLength: 100, label: 'Apartment' },
  entrance: { type: 'string', maxLength: 100, label: 'Entrance' },
  intercom: { type: 'string', maxLength: 100, label: 'Intercom' },
  latitude: { type: 'number', min: -90, max: 90, label: 'Latitude' },
  longitude: { type: 'number', min: -180, max: 180, label: 'Longitude' },
} as const satisfies Record<keyof OrderAddress, FieldDef>;
export type OrderAddressField = keyof typeof ORDER_ADDRESS_FIELDS;

export const ORDER_INPUT_FIELDS = {
  storeId: { type: 'reference', reference: 'store', required: true, label: 'Store' },
  franchiseId: { type: 'reference', reference: 'franchise', label: 'Franchise' },
  customerId: { type: 'reference', reference: 'customer', label: 'Customer' },
  orderTypeId: { type: 'reference', reference: 'orderType', label: 'Order type' },
  telephone: { type: 'string', maxLength: 30 },
  address: { type: 'object', required: true, fields: ORDER_ADDRESS_FIELDS },
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

/** One line of the create/update body: the server prices it with the price rule. */
export interface OrderLineInput {
  productId: number;
  quantity: number;
  /** chosen option values: optionId -> optionValueId (or a list for checkboxes) */
  options?: Record<string, number | number[]>;
  discount?: { type: string | null };
}

/** Body of create (POST) and update (PUT): one key per field of ORDER_INPUT_FIELDS. Totals are computed by the server. */
export interface OrderInput {
  storeId: number;
  franchiseId?: number | null;
  customerId?: number | null;
  orderTypeId?: number | null;
  telephone?: string | null;
  address: OrderAddress;
  shippingAddress1?: string | null;
  paymentMethod?: PaymentMethod;
  paymentCustomField?: string | null;
  message?: string | null;
  discountPercent?: number;
  shippingCode?: string | null;
  promoCodeId?: number | null;
  dateAdvance?: string | null;
  call?: boolean;
  sms?: boolean;
  products: OrderLineInput[];
}

// The type and the fields name the same keys: a field added on one side only fails the type check.
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
const inputKeysMatch: SameKeys<OrderInput, typeof ORDER_INPUT_FIELDS> & SameKeys<OrderLineInput, typeof ORDER_INPUT_FIELDS.products.fields> = true;
void inputKeysMatch;

/**
 * A create or update body checked against ORDER_INPUT_FIELDS (unknown fields dropped). The checked
 * value has the fields' shape, which OrderInput spells out; an update holds only what it sent.
 */
export function validateOrderInput(body: unknown, mode: 'create'): { value: OrderInput; errors: ValidationItem[] };
export function validateOrderInput(body: unknown, mode: 'update'): { value: Partial<OrderInput>; errors: ValidationItem[] };
export function validateOrderInput(body: unknown, mode: 'create' | 'update'): { value: Partial<OrderInput>; errors: ValidationItem[] } {
  const { value, errors } = validateFields(ORDER_INPUT_FIELDS, body, mode);
  return { value: value as Partial<OrderInput>, errors };
}

/**
 * Totals an order cannot store: prices within their range times quantities within theirs, plus
 * options, tax and delivery, can still pass the columns' precision; such an order is refused.
 */
export function orderTotalsErrors(totals: Partial<OrderTotals>): ValidationItem[] {
  const over = Object.values(totals).some((v) => typeof v === 'number' && !(Math.abs(v) <= ORDER_AMOUNT_MAX));
  return over ? [{ path: 'products', msg: messages.maxValue(ORDER_AMOUNT_MAX) }] : [];
}
