// Delivery routes (spec, second document, section 3, "Delivery route"), in an order where a
// referenced entity comes before the ones referring to it.
import type { EntityDeclaration } from '../entity';
import { deliveryRoute } from './delivery/deliveryRoute';

export const deliveryEntities = {
  deliveryRoute,
} satisfies Record<string, EntityDeclaration>;
