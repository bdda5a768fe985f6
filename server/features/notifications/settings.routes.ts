import type { FastifyInstance } from 'fastify';
import { CHANNEL_KEYS, NOTIFICATION_PATHS, type UserSettings } from '../../../contract/notifications';
import { messages } from '../../../contract/messages';
import type { ValidationItem } from '../../../contract/validate';
import type { Db } from '../../db/database';
import { ValidationError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { closedObject } from '../../http/schemas';
import { loadSettings, saveSettings, settableTypeIds } from './settings.repository';

// stored settings are returned as stored
const view = closedObject({
  settings: {
    type: 'object',
    description: 'per notification type id, per channel: on or off',
    additionalProperties: closedObject(Object.fromEntries(CHANNEL_KEYS.map((k) => [k, { type: 'boolean' }]))),
  },
  groups: { type: 'array', items: closedObject({ notificationTypeGroupId: { type: 'integer' }, name: { type: ['string', 'null'] } }) },
  types: {
    type: 'array',
    items: closedObject({
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
    defineRoute(app, { method: 'GET', url: path, tags, summary: 'My notification settings', access: 'signed-in', response: { 200: view } }, async (req) => loadSettings(db, req.principal.userId));

    defineRoute(
      app,
      {
        method: 'PUT',
        url: path,
        tags,
        summary: 'Save my notification settings',
        description: 'settings: per notification type id, per channel (' + CHANNEL_KEYS.join(', ') + '): on or off.',
        access: 'signed-in',
        // keyed by type ids: each key and channel is checked below, against the types one may set
        body: { settings: { type: 'object', required: true } },
        response: { 200: view },
      },
      async (req) => {
        const errors: ValidationItem[] = [];
        const settings: UserSettings = {};
        const known = await settableTypeIds(db);
        for (const [typeId, channels] of Object.entries(req.body.settings)) {
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
