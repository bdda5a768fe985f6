// Discounts, promo codes and promotions (spec, second document, section 3, "Discount", "Promo code",
// "Promotion"), in an order where a referenced entity comes before the ones referring to it.
import type { EntityDeclaration } from '../entity';
import { discount } from './promotions/discount';
import { promoCode } from './promotions/promoCode';
import { promotion } from './promotions/promotion';

export const promotionEntities = {
  discount,
  promoCode,
  promotion,
} satisfies Record<string, EntityDeclaration>;
