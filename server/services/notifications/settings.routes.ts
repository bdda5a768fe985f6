import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { CHANNEL_KEYS, NOTIFICATION_PATHS, type TypeChannels, type TypeGroup, type UserSettings } from '../../../contract/notifications';
import { messages } from '../../../contract/messages';
import type { ValidationItem } from '../../../contract/validate';
import type { Db } from '../../db/database';
import { ValidationError } from '../../http/errors';

/** The signed-in user's notification settings: GET and PUT without an id (notification service, s/). */
export function settingsRoutes(db: Db) {
  async function load(userId: number) {
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

  return async function routes(app: FastifyInstance) {
    const path = '/' + NOTIFICATION_PATHS.settings;
    app.get(path, async (req) => load(req.principal.userId));

    app.put<{ Body: { settings?: unknown } }>(path, async (req) => {
      const raw = req.body?.settings;
      const errors: ValidationItem[] = [];
      const settings: UserSettings = {};
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
        throw new ValidationError([{ path: 'settings', msg: messages.wrongType }]);
      }
      const { rows } = await sql<{ id: number }>`SELECT id::int AS id FROM notification_type WHERE NOT deleted`.execute(db);
      const known = new Set(rows.map((r) => String(r.id)));
      for (const [typeId, channels] of Object.entries(raw as Record<string, unknown>)) {
        if (!known.has(typeId)) {
          errors.push({ path: `settings.${typeId}`, msg: messages.unknownField });
          continue;
        }
        if (!channels || typeof channels !== 'object') {
          errors.push({ path: `settings.${typeId}`, msg: messages.wrongType });
          continue;
        }
        const chosen: Record<string, boolean> = {};
        for (const [channel, on] of Object.entries(channels as Record<string, unknown>)) {
          if (!(CHANNEL_KEYS as readonly string[]).includes(channel)) errors.push({ path: `settings.${typeId}.${channel}`, msg: messages.unknownField });
          else if (typeof on !== 'boolean') errors.push({ path: `settings.${typeId}.${channel}`, msg: messages.wrongType });
          else chosen[channel] = on;
        }
        settings[typeId] = chosen;
      }
      if (errors.length) throw new ValidationError(errors);
      await sql`INSERT INTO notification_user_setting (user_id, settings) VALUES (${req.principal.userId}, ${JSON.stringify(settings)}::jsonb)
                ON CONFLICT (user_id) DO UPDATE SET settings = EXCLUDED.settings`.execute(db);
      return load(req.principal.userId);
    });
  };
}
