// Categories: a tree by parentId that never loops; the name follows the default language.
import { sql } from 'kysely';
import { CATALOG_TEXTS, wouldBeOwnAncestor } from '../../../contract/catalog';
import type { EntityHooks } from '../../engine/entity-hooks';
import { nameFromDescriptions } from './names';

const named = nameFromDescriptions('name', 'Name');

/**
 * A category cannot become its own ancestor: directly (parentId = its id) or deeper (under one of
 * its descendants). Moves are serialised by a transaction lock, so two moves at once cannot build
 * a loop that each alone would not.
 */
export const categoryHooks: EntityHooks = {
  async validate(ctx, target) {
    const items = (await named(ctx, target)) ?? [];
    const { id, values } = target;
    if (id !== null && 'parentId' in values && values.parentId !== null && values.parentId !== undefined) {
      await sql`SELECT pg_advisory_xact_lock(hashtext('category.parent_id'))`.execute(ctx.trx);
      const { rows } = await sql<{ id: string; parent_id: string | null }>`SELECT id, parent_id FROM category`.execute(ctx.trx);
      const parentOf = new Map(rows.map((r) => [Number(r.id), r.parent_id === null ? null : Number(r.parent_id)]));
      if (wouldBeOwnAncestor(Number(id), Number(values.parentId), parentOf)) items.push({ path: 'parentId', msg: CATALOG_TEXTS.ownAncestor });
    }
    return items;
  },
};
