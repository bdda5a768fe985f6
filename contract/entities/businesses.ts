// The business side beyond the business itself (spec, second document, section 3, "Plan", "Plan
// subscription", "Transaction", "Digital card", "Equipment"), in an order where a referenced entity
// comes before the ones referring to it. The business (contract/entities/business.ts) comes first in
// the registry, since stores refer to it.
import type { EntityDeclaration } from '../entity';

export const businessEntities = {} satisfies Record<string, EntityDeclaration>;
