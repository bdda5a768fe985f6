import { defineEntity } from '../../entity';
import { CUSTOMER_ELIGIBILITY, MINIMUM_REQUIREMENTS, PROMO_CODE_LIMITS, PROMO_CODE_TYPES, USAGE_LIMITS } from '../../promotions/offer-rules';

/**
 * Promo codes (spec, second document, section 3, "Promo code"; section 5: name required max 200,
 * code 5-10). An order names one by `promoCodeId`; the server computes its discount on save with
 * contract/promotions/offer-calculator.ts. `limit` and `oneUserLimit` are not in the spec's list of
 * the promo code: they give its `usageLimits` their numbers, as on the discount.
 */
export const promoCode = defineEntity({
  name: 'promoCode',
  label: 'Promo codes',
  labelOne: 'Promo code',
  service: 'discount',
  rest: 'c/p',
  id: 'promoCodeId',
  permission: 'promotion/promo_code',
  scope: { business: 'store' },
  menu: 'Promotions',
  recordRepresentation: 'code',
  live: true,
  tabs: ['General', 'Customers', 'Requirements', 'Notifications'],
  fields: {
    name: { type: 'string', required: true, maxLength: PROMO_CODE_LIMITS.nameMax, list: true },
    code: { type: 'string', required: true, minLength: PROMO_CODE_LIMITS.codeMin, maxLength: PROMO_CODE_LIMITS.codeMax, pattern: 'lettersAndNumbers', unique: true, list: true },
    type: { type: 'enum', required: true, choices: PROMO_CODE_TYPES, default: 'Percentage', list: true },
    percentOff: { type: 'number', min: 0, max: 100, label: 'Percent off', list: true },
    amountOff: { type: 'number', min: 0, label: 'Amount off' },
    status: { type: 'boolean', default: true, list: true },
    store: { type: 'reference', reference: 'store', as: 'storeName', label: 'Store', list: true },
    customerEligibility: { type: 'enum', choices: CUSTOMER_ELIGIBILITY, default: 'Everyone', tab: 'Customers' },
    customerGroup: { type: 'list', of: 'reference', reference: 'customerGroup', label: 'Customer groups', tab: 'Customers' },
    customers: { type: 'list', of: 'reference', reference: 'customer', tab: 'Customers' },
    minimumRequirements: { type: 'enum', choices: MINIMUM_REQUIREMENTS, default: 'None', tab: 'Requirements' },
    minPurchaseAmount: { type: 'number', min: 0, label: 'Minimum purchase amount', tab: 'Requirements' },
    minQuantity: { type: 'integer', min: 1, label: 'Minimum quantity of items', tab: 'Requirements' },
    usageLimits: { type: 'enum', choices: USAGE_LIMITS, default: 'None', tab: 'Requirements' },
    limit: { type: 'integer', min: 1, label: 'Total uses', tab: 'Requirements' },
    oneUserLimit: { type: 'integer', min: 1, default: 1, label: 'Uses per customer', tab: 'Requirements' },
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
