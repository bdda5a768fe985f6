// Discounts, promo codes and promotions (spec, second document, section 3, "Discount", "Promo code",
// "Promotion"), in an order where a referenced entity comes before the ones referring to it.
import type { EntityDeclaration } from '../entity';

export const promotionEntities = {} satisfies Record<string, EntityDeclaration>;
