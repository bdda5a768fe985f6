// The server side of the declarations of contract/entities/businesses.ts (and of the business
// itself, contract/entities/business.ts): their rules beyond the field checks.
import type { EntityName } from '../../../contract/entities';
import type { EntityHooks } from '../../engine/entity-hooks';
import type { HookDeps } from '../accounts/auth-changes';
import { businessHooks as businessRules } from './business.hooks';
import { digitalCardHooks } from './digital-card.hooks';
import { equipmentHooks } from './equipment.hooks';
import { planHooks, planSubscriptionHooks } from './plan.hooks';
import { transactionHooks } from './transaction.hooks';

export function businessHooks(_deps: HookDeps): Partial<Record<EntityName, EntityHooks>> {
  return {
    business: businessRules,
    transaction: transactionHooks,
    plan: planHooks,
    planSubscription: planSubscriptionHooks,
    digitalCard: digitalCardHooks,
    equipment: equipmentHooks,
  };
}
