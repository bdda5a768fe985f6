// The server side of the declarations of contract/entities/promotions.ts, and of franchises and traffic links
// (contract/entities/franchises.ts): their rules beyond the field checks.
import type { EntityName } from '../../../contract/entities';
import type { EntityHooks } from '../../engine/entity-hooks';
import type { HookDeps } from '../accounts/auth-changes';
import { franchiseHooks, linkHooks } from './franchise.hooks';
import { offerHooks } from './offer.hooks';

export function promotionHooks(_deps: HookDeps): Partial<Record<EntityName, EntityHooks>> {
  return {
    discount: offerHooks('parcentOff'),
    promoCode: offerHooks('percentOff'),
    franchise: franchiseHooks,
    link: linkHooks,
  };
}
