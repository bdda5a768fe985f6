// The server side of the catalog declarations: their rules beyond the field checks.
import type { EntityName } from '../../../contract/entities';
import type { EntityHooks } from '../../engine/entity-hooks';
import type { HookDeps } from '../accounts/auth-changes';
import { categoryHooks } from './category.hooks';
import { nameFromDescriptions } from './names';
import { reviewHooks } from './review.hooks';

export function catalogHooks(deps: HookDeps): Partial<Record<EntityName, EntityHooks>> {
  return {
    category: categoryHooks,
    option: { validate: nameFromDescriptions('name', 'Name') },
    information: { validate: nameFromDescriptions('title', 'Title') },
    review: reviewHooks(deps),
  };
}
