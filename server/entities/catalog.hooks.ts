// The server side of the catalog declarations: their rules beyond the field checks.
import type { EntityName } from '../../contract/entities';
import type { EntityHooks } from '../engine/entity-hooks';
import type { HookDeps } from './auth-changes';
import { categoryHooks } from './catalog/category.hooks';
import { nameFromDescriptions } from './catalog/names';
import { reviewHooks } from './catalog/review.hooks';

export function catalogHooks(deps: HookDeps): Partial<Record<EntityName, EntityHooks>> {
  return {
    category: categoryHooks,
    option: { validate: nameFromDescriptions('name', 'Name') },
    information: { validate: nameFromDescriptions('title', 'Title') },
    review: reviewHooks(deps),
  };
}
