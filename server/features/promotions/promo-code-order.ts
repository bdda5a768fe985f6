// The promo code on an order save: the server computes what the code gives with the same function
// as the order form (contract/promotions/offer-calculator.ts) and refuses a code that does not apply.
import { messages } from '../../../contract/messages';
import { computeOffer, OFFER_REFUSALS } from '../../../contract/promotions';
import type { ValidationItem } from '../../../contract/validate';
import type { Trx } from '../../engine/entity.repository';
import { customerGroupIds, productGroupsOf, promoCodeOffer, promoCodeUsage } from './promotions.repository';

export interface PromoCodeOrder {
  promoCodeId: number;
  /** the order being updated (its own use is not counted); absent on create */
  orderId?: number;
  storeId: number | null;
  customerId: number | null;
  /** priced lines: quantity and the unit price */
  lines: { productId: number; quantity: number; price: number }[];
  shippingPrice: number;
}

/** The order's discountPercent the code gives, or the 422 item naming `promoCodeId`. */
export async function promoCodeDiscount(trx: Trx, order: PromoCodeOrder, now = new Date()): Promise<{ discountPercent: number } | ValidationItem> {
  const offer = await promoCodeOffer(trx, order.promoCodeId, true);
  if (!offer || offer.deleted) return { path: 'promoCodeId', msg: messages.missingRecord };
  const groups = await productGroupsOf(trx, [...new Set(order.lines.map((l) => l.productId))]);
  const result = computeOffer(offer, {
    lines: order.lines.map((l) => ({ ...l, groupIds: groups.get(l.productId) ?? [] })),
    storeId: order.storeId,
    customerId: order.customerId,
    customerGroupIds: await customerGroupIds(trx, order.customerId),
    usage: await promoCodeUsage(trx, order.promoCodeId, order.customerId, order.orderId),
    shippingPrice: order.shippingPrice,
    now,
  });
  return result.applies ? { discountPercent: result.percentOfSubtotal } : { path: 'promoCodeId', msg: OFFER_REFUSALS[result.reason] };
}
