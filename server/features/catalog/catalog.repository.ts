// The SQL of the catalogue's extra calls.
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface PreviewStore {
  url: string | null;
  ssl: boolean | null;
}

/**
 * The store a preview opens on: the first (by id) active store with a domain among `storeIds`,
 * or among every active store when none of those has one.
 */
export async function previewStore(db: Db, storeIds: readonly number[] = []): Promise<PreviewStore | undefined> {
  const { rows } = await sql<PreviewStore & { own: boolean }>`
    SELECT url, ssl, id = ANY(${storeIds.map(Number)}::bigint[]) AS own FROM store
    WHERE NOT deleted AND status AND coalesce(trim(url), '') <> ''
    ORDER BY own DESC, id LIMIT 1`.execute(db);
  return rows[0];
}

/** The ids of the active filters of a group. */
export async function filterIdsOfGroup(db: Db, filterGroupId: number): Promise<number[]> {
  const { rows } = await sql<{ id: string }>`SELECT id FROM filter WHERE filter_group_id = ${filterGroupId} AND NOT deleted`.execute(db);
  return rows.map((r) => Number(r.id));
}
