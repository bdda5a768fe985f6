import { sql } from 'kysely';
import type { TypeChannels, TypeGroup, UserSettings } from '../../../contract/notifications';
import type { Db } from '../../db/database';

/** A user's notification settings with what the settings screen lists: groups and types. */
export interface SettingsView {
  settings: UserSettings;
  groups: TypeGroup[];
  types: TypeChannels[];
}

export async function loadSettings(db: Db, userId: number): Promise<SettingsView> {
  const [groups, types, own] = await Promise.all([
    sql<TypeGroup>`SELECT id::int AS "notificationTypeGroupId", name FROM notification_type_group WHERE NOT deleted ORDER BY name, id`.execute(db),
    sql<TypeChannels>`
      SELECT id::int AS "notificationTypeId", name, description, notification_type_group_id::int AS "notificationTypeGroupId",
             coalesce(in_app, true) AS "inApp", coalesce(email, false) AS email, coalesce(push, false) AS push, coalesce(sms, false) AS sms
      FROM notification_type WHERE NOT deleted AND coalesce(status, true) ORDER BY name, id`.execute(db),
    sql<{ settings: UserSettings }>`SELECT settings FROM notification_user_setting WHERE user_id = ${userId}`.execute(db),
  ]);
  return { settings: own.rows[0]?.settings ?? {}, groups: groups.rows, types: types.rows };
}

/** Ids (as text, the settings' keys) of the notification types a user may set. */
export async function settableTypeIds(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ id: number }>`SELECT id::int AS id FROM notification_type WHERE NOT deleted`.execute(db);
  return new Set(rows.map((r) => String(r.id)));
}

export async function saveSettings(db: Db, userId: number, settings: UserSettings): Promise<void> {
  await sql`INSERT INTO notification_user_setting (user_id, settings) VALUES (${userId}, ${JSON.stringify(settings)}::jsonb)
            ON CONFLICT (user_id) DO UPDATE SET settings = EXCLUDED.settings`.execute(db);
}
