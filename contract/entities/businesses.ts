// The business side beyond the business itself (spec, second document, section 3, "Plan", "Plan
// subscription", "Transaction", "Digital card", "Equipment"), in an order where a referenced entity
// comes before the ones referring to it. The business (contract/entities/business.ts) comes first in
// the registry, since stores refer to it.
import type { EntityDeclaration } from '../entity';
import { digitalCard } from './business/digitalCard';
import { equipment, equipmentCondition, equipmentType } from './business/equipment';
import { plan } from './business/plan';
import { planSubscription } from './business/planSubscription';
import { transaction } from './business/transaction';

export const businessEntities = {
  plan,
  planSubscription,
  transaction,
  digitalCard,
  equipmentType,
  equipmentCondition,
  equipment,
} satisfies Record<string, EntityDeclaration>;
