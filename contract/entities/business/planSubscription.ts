import { PAYMENT_BRANDS, PAYMENT_STATUSES } from '../../businesses';
import { defineEntity } from '../../entity';

/**
 * Plan subscriptions (spec, second document, section 3, "Plan subscription": planId, promoCode
 * (code, shown as promo), payment (brand, status, last4)); the screen /plan/subscription.
 */
export const planSubscription = defineEntity({
  name: 'planSubscription',
  label: 'Plan Subscriptions',
  labelOne: 'Plan Subscription',
  service: 'payment',
  rest: 'c/plan_subscription',
  id: 'planSubscriptionId',
  permission: 'plan/subscription',
  scope: { business: 'businessId' },
  menu: 'Business',
  recordRepresentation: 'name',
  sort: { field: 'planSubscriptionId', order: 'DESC' },
  fields: {
    // what lookups and titles show: the plan's name when the subscription was made, unless one is given
    name: { type: 'string', maxLength: 200, list: true },
    planId: { type: 'reference', reference: 'plan', required: true, as: 'planName', label: 'Plan', list: true },
    businessId: { type: 'reference', reference: 'business', as: 'businessName', label: 'Business', list: true },
    promoCode: { type: 'object', fields: { code: { type: 'string', maxLength: 10, label: 'Promo' } } },
    payment: {
      type: 'object',
      fields: {
        brand: { type: 'enum', choices: PAYMENT_BRANDS },
        status: { type: 'enum', choices: PAYMENT_STATUSES, default: 'pending' },
        last4: { type: 'string', minLength: 4, maxLength: 4, pattern: 'digits', label: 'Last 4' },
      },
    },
  },
  filters: { name: { op: 'ilike' }, planId: { op: 'eq' }, businessId: { op: 'eq' } },
});
