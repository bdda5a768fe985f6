// The seed writes entities as the product itself: through each entity's repository, with its
// hooks (no permission rule applies to this actor) and its audit entries.
import { entities, type EntityName } from '../../contract/entities';
import type { Db } from '../db/database';
import type { Actor } from '../engine/entity-hooks';
import { EntityRepository } from '../engine/entity.repository';
import { entityHooks } from '../features/hooks';

export const SEED: Actor = { userId: 0, username: 'seed', system: true };

export type SeedRepositories = Record<EntityName, EntityRepository>;

export function seedRepositories(db: Db): SeedRepositories {
  const hooks = entityHooks();
  return Object.fromEntries(
    (Object.keys(entities) as EntityName[]).map((name) => [name, new EntityRepository(db, entities[name], hooks[name])]),
  ) as SeedRepositories;
}
