// Payment methods of the spec (first document, section 4).
export const PAYMENT_METHODS = [
  'cash',
  'zelle',
  'venmo',
  'cashapp',
  'paypal',
  'payOnDelivery',
  'credit_card',
  'creditCard',
  'squareCreditCard',
  'apple_pay',
  'onlinePayment',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'payOnDelivery';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  zelle: 'Zelle',
  venmo: 'Venmo',
  cashapp: 'Cash App',
  paypal: 'PayPal',
  payOnDelivery: 'Pay on delivery',
  credit_card: 'Credit card',
  creditCard: 'Credit card (card payment provider)',
  squareCreditCard: 'Square credit card',
  apple_pay: 'Apple Pay',
  onlinePayment: 'Online payment',
};

/** A payment method as people read it; a value outside the list as it is. */
export const paymentMethodLabel = (value: string): string => (isPaymentMethod(value) ? PAYMENT_METHOD_LABELS[value] : value);

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
