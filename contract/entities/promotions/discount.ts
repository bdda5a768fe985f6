import { defineEntity } from '../../entity';
import type { FieldDef } from '../../fields';
import { APPLIES_TO, CUSTOMER_ELIGIBILITY, DISCOUNT_LIMITS, DISCOUNT_TYPES, GET_TYPES, MINIMUM_REQUIREMENTS, USAGE_LIMITS } from '../../promotions/offer-rules';

type DiscountTab = 'General' | 'Applies to' | 'Customers' | 'Requirements' | 'Buy X get Y' | 'Notifications';

/** The products one side of an offer applies to (spec: appliesTo, products, productGroup). */
const targets = {
  appliesTo: { type: 'enum', choices: APPLIES_TO, default: 'All products', label: 'Applies to' },
  products: { type: 'list', of: 'reference', reference: 'product' },
  productGroup: { type: 'list', of: 'reference', reference: 'productGroup', label: 'Collections' },
} as const satisfies Record<string, FieldDef<DiscountTab>>;

/**
 * Discounts (spec, second document, section 3, "Discount"; section 5: code required max 20, name
 * required max 50, Percentage and Fixed amount values required). Which fields count follows from
 * `type`, `appliesTo`, `customerEligibility`, `minimumRequirements` and `usageLimits`: the rules
 * between fields are contract/promotions/offer-checks.ts, what it gives a cart
 * contract/promotions/offer-calculator.ts.
 */
export const discount = defineEntity({
  name: 'discount',
  label: 'Discounts',
  labelOne: 'Discount',
  service: 'discount',
  rest: 'c/d',
  id: 'discountId',
  permission: 'promotion/discount',
  scope: { business: 'store' },
  menu: 'Promotions',
  recordRepresentation: 'name',
  live: true,
  tabs: ['General', 'Applies to', 'Customers', 'Requirements', 'Buy X get Y', 'Notifications'],
  fields: {
    code: { type: 'string', required: true, maxLength: DISCOUNT_LIMITS.codeMax, pattern: 'lettersAndNumbers', unique: true, list: true },
    name: { type: 'string', required: true, maxLength: DISCOUNT_LIMITS.nameMax, list: true },
    type: { type: 'enum', required: true, choices: DISCOUNT_TYPES, default: 'Percentage', list: true },
    parcentOff: { type: 'number', min: 0, max: 100, label: 'Percent off', list: true },
    amountOff: { type: 'number', min: 0, label: 'Amount off' },
    startDate: { type: 'datetime' },
    endDate: { type: 'datetime', list: true },
    status: { type: 'boolean', default: true, list: true },
    store: { type: 'reference', reference: 'store', as: 'storeName', label: 'Store' },
    imageId: { type: 'string', maxLength: 500, media: 'image', label: 'Image' },
    appliesTo: { ...targets.appliesTo, tab: 'Applies to' },
    products: { ...targets.products, tab: 'Applies to' },
    productGroup: { ...targets.productGroup, tab: 'Applies to' },
    customerEligibility: { type: 'enum', choices: CUSTOMER_ELIGIBILITY, default: 'Everyone', tab: 'Customers' },
    customerGroup: { type: 'list', of: 'reference', reference: 'customerGroup', label: 'Customer groups', tab: 'Customers' },
    customers: { type: 'list', of: 'reference', reference: 'customer', tab: 'Customers' },
    minimumRequirements: { type: 'enum', choices: MINIMUM_REQUIREMENTS, default: 'None', tab: 'Requirements' },
    minPurchaseAmount: { type: 'number', min: 0, label: 'Minimum purchase amount', tab: 'Requirements' },
    minQuantity: { type: 'integer', min: 1, label: 'Minimum quantity of items', tab: 'Requirements' },
    usageLimits: { type: 'enum', choices: USAGE_LIMITS, default: 'None', tab: 'Requirements' },
    limit: { type: 'integer', min: 1, label: 'Total uses', tab: 'Requirements' },
    oneUserLimit: { type: 'integer', min: 1, default: 1, label: 'Uses per customer', tab: 'Requirements' },
    customerBuy: {
      type: 'object',
      tab: 'Buy X get Y',
      label: 'Customer buys',
      default: { appliesTo: 'All products', products: [], productGroup: [] },
      fields: {
        ...targets,
        quantity: { type: 'integer', min: 1, label: 'Quantity of items' },
        minPurchaseAmount: { type: 'number', min: 0, label: 'Minimum purchase amount' },
      },
    },
    customerGet: {
      type: 'object',
      tab: 'Buy X get Y',
      label: 'Customer gets',
      default: { appliesTo: 'All products', type: 'Free', products: [], productGroup: [] },
      fields: {
        ...targets,
        type: { type: 'enum', choices: GET_TYPES, default: 'Free', label: 'At a discounted value' },
        quantity: { type: 'integer', min: 1, label: 'Quantity of items' },
        parcentOff: { type: 'number', min: 0, max: 100, label: 'Percent off' },
        maxBuyersCount: { type: 'integer', min: 1, label: 'Maximum uses per order' },
      },
    },
    sendSms: { type: 'boolean', default: false, tab: 'Notifications', label: 'Send SMS' },
    sendEmail: { type: 'boolean', default: false, tab: 'Notifications' },
    sendNotification: { type: 'boolean', default: false, tab: 'Notifications' },
  },
  filters: {
    name: { op: 'ilike' },
    code: { op: 'ilike' },
    type: { op: 'eq' },
    store: { op: 'eq', label: 'Store' },
    status: { op: 'eq' },
  },
});
