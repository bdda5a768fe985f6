import type { FastifyInstance } from 'fastify';
import { CHANNEL_KEYS, NOTIFICATION_PATHS, type UserSettings } from '../../../contract/notifications';
import { messages } from '../../../contract/messages';
import type { ValidationItem } from '../../../contract/validate';
import type { Db } from '../../db/database';
import { ValidationError } from '../../http/errors';
import { openObject, responses, type JsonSchema } from '../../http/schemas';
import { loadSettings, saveSettings, settableTypeIds } from './settings.repository';

const channels: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(CHANNEL_KEYS.map((k) => [k, { type: 'boolean' }])),
  additionalProperties: false,
};
/** per notification type id, per channel: on or off */
const settingsSchema: JsonSchema = { type: 'object', additionalProperties: channels };
// stored settings are returned as stored
const view = openObject({
  settings: { type: 'object', additionalProperties: true, description: 'per notification type id, per channel: on or off' },
  groups: { type: 'array', items: openObject({ notificationTypeGroupId: { type: 'integer' }, name: { type: ['string', 'null'] } }) },
  types: {
    type: 'array',
    items: openObject({
      notificationTypeId: { type: 'integer' },
      name: { type: ['string', 'null'] },
      description: { type: ['string', 'null'] },
      notificationTypeGroupId: { type: ['integer', 'null'] },
      ...Object.fromEntries(CHANNEL_KEYS.map((k) => [k, { type: 'boolean', description: 'offered on this channel' }])),
    }),
  },
});
const tags = ['notification'];

/** The signed-in user's notification settings: GET and PUT without an id (notification service, s/). */
export function settingsRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    const path = '/' + NOTIFICATION_PATHS.settings;
    app.get(path, { schema: { tags, summary: 'My notification settings', response: responses({ 200: view }) } }, async (req) => loadSettings(db, req.principal.userId));

    app.put<{ Body: { settings?: unknown } }>(
      path,
      { schema: { tags, summary: 'Save my notification settings', body: openObject({ settings: settingsSchema }, ['settings']), response: responses({ 200: view }) } },
      async (req) => {
        const raw = req.body?.settings;
        const errors: ValidationItem[] = [];
        const settings: UserSettings = {};
        if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
          throw new ValidationError([{ path: 'settings', msg: messages.wrongType }]);
        }
        const known = await settableTypeIds(db);
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
        await saveSettings(db, req.principal.userId, settings);
        return loadSettings(db, req.principal.userId);
      },
    );
  };
}
