import { sql } from 'kysely';
import { NO_LIST_PREFERENCES, type ListPreferences } from '../../../contract/list-views';
import type { Db } from '../../db/database';

/** A user's preferences of one list; none kept: no views, the list's own columns. */
export async function loadListPreferences(db: Db, userId: number, entity: string): Promise<ListPreferences> {
  const { rows } = await sql<{ preferences: ListPreferences }>`
    SELECT preferences FROM user_list_preference WHERE user_id = ${userId} AND entity = ${entity}`.execute(db);
  return rows[0]?.preferences ?? NO_LIST_PREFERENCES;
}

/** Replaces a user's preferences of one list. */
export async function saveListPreferences(db: Db, userId: number, entity: string, preferences: ListPreferences): Promise<void> {
  await sql`
    INSERT INTO user_list_preference (user_id, entity, preferences) VALUES (${userId}, ${entity}, ${JSON.stringify(preferences)}::jsonb)
    ON CONFLICT (user_id, entity) DO UPDATE SET preferences = EXCLUDED.preferences, updated_at = now()`.execute(db);
}
