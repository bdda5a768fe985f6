// The promotions area's calls beyond the generic pattern (spec, second document, section 7,
// "Discounts (c/d) and promo codes (c/p): ... GET /g generates a code"), relative to their service.
import type { Offer } from './offer-calculator';

export const PROMOTION_PATHS = {
  /** GET -> {code}: a fresh code no discount or promo code holds */
  generate: (rest: string) => `${rest}/g`,
  /** GET ?code=&customerId= -> PromoCodeLookup: the order form's "Apply" (404 when no active code matches) */
  findPromoCode: 'c/p/find',
} as const;

/** What the order form needs to compute a promo code with the calculator. */
export interface PromoCodeLookup {
  promoCode: Offer & { promoCodeId: number; code: string; name: string };
  /** uses so far: orders naming the code, by anyone and by the given customer */
  usage: { total: number; byCustomer: number };
  /** the customer's groups (empty without a customer) */
  customerGroupIds: number[];
}
