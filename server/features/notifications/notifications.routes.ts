import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_PATHS } from '../../../contract/notifications';
import { messages } from '../../../contract/messages';
import { ApiError, ValidationError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { closedObject } from '../../http/schemas';
import type { NotificationService } from './notify';

const MAX_LIMIT = 100;

/** A window of the list: where it starts and how many. */
const windowQuery = {
  offset: { type: 'integer', min: 0, default: 0, message: 'Offset must be a whole number from 0.' },
  limit: { type: 'integer', min: 1, max: MAX_LIMIT, default: NOTIFICATION_PAGE_SIZE, message: `Limit must be a whole number from 1 to ${MAX_LIMIT}.` },
} as const;
const idParams = { id: { type: 'reference', required: true } } as const;

const sendFields = {
  type: { type: 'string', required: true, maxLength: 200 },
  content: { type: 'string', required: true, maxLength: 500 },
  message: { type: 'text', maxLength: 2000 },
  receivers: { type: 'list', of: 'reference' },
  permission: { type: 'string', maxLength: 200 },
  data: { type: 'object' },
} as const;

const tags = ['notification'];
const item = closedObject({
  _id: { type: 'integer' },
  type: { type: 'string' },
  content: { type: ['string', 'null'] },
  message: { type: ['string', 'null'] },
  sender: { anyOf: [{ type: 'null' }, closedObject({ userId: { type: 'integer' }, username: { type: 'string' } })] },
  is_read: { type: 'boolean' },
  created_at: { type: 'string', format: 'date-time' },
  user: { type: 'integer' },
  receiver: { type: 'integer' },
  // what its link is built from (contract/notifications/links.ts): a value per key
  data: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } },
  sound: { type: ['string', 'null'] },
});
const count = (key: string) => closedObject({ [key]: { type: 'integer' } });
/** The signed-in user's notification list (spec calls) and sending by staff, on the notification service. */
export function notificationRoutes(service: NotificationService) {
  const repo = service.repository;
  return async function routes(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/' + NOTIFICATION_PATHS.list,
        tags,
        summary: 'My notifications, newest first',
        access: 'signed-in',
        query: windowQuery,
        response: { 200: closedObject({ data: { type: 'array', items: item }, count: { type: 'integer' }, unread: { type: 'integer' } }) },
      },
      async (req) => repo.list(req.principal.userId, req.query.offset, req.query.limit),
    );

    defineRoute(
      app,
      { method: 'GET', url: '/' + NOTIFICATION_PATHS.unreadCount, tags, summary: 'How many of my notifications are unread', access: 'signed-in', response: { 200: count('unread') } },
      async (req) => ({ unread: await repo.unread(req.principal.userId) }),
    );

    defineRoute(
      app,
      { method: 'PUT', url: '/' + NOTIFICATION_PATHS.markAllRead, tags, summary: 'Mark all my notifications read', access: 'signed-in', response: { 200: count('updated') } },
      async (req) => ({ updated: await repo.markAllRead(req.principal.userId) }),
    );

    defineRoute(
      app,
      { method: 'PUT', url: '/:id', tags, summary: 'Mark one of my notifications read', access: 'signed-in', params: idParams, response: { 200: item } },
      async (req) => {
        const found = await repo.markRead(req.principal.userId, req.params.id);
        if (!found) throw new ApiError(404, messages.notFound('Notification'));
        return found;
      },
    );

    defineRoute(
      app,
      { method: 'DELETE', url: '/:id', tags, summary: 'Delete one of my notifications', access: 'signed-in', params: idParams, response: { 200: count('deleted') } },
      async (req) => {
        const deleted = await repo.remove(req.principal.userId, req.params.id);
        if (!deleted) throw new ApiError(404, messages.notFound('Notification'));
        return { deleted };
      },
    );

    // Staff of the platform send a notification by hand (and tests raise one): to user ids or to everyone with access on a path.
    defineRoute(
      app,
      {
        method: 'POST',
        url: '/send',
        tags,
        summary: 'Send a notification to users or to everyone with access on a path',
        description: '`type`: a notification type name; `permission`: when receivers is empty, everyone with access on this path.',
        access: { path: 'system/notification/type', right: 'create' },
        scope: 'platform',
        body: sendFields,
        response: { 201: closedObject({ inApp: { type: 'integer' }, email: { type: 'integer' }, push: { type: 'integer' }, sms: { type: 'integer' } }) },
      },
      async (req, reply) => {
        const { type, content, message, receivers = [], permission, data } = req.body;
        if (!receivers.length && !permission) throw new ValidationError([{ path: 'receivers', msg: 'Choose receivers or a permission.' }]);
        const result = await service.notify({
          type,
          content,
          message: message ?? null,
          receivers: receivers.length ? receivers : { permission: permission! },
          data: (data ?? {}) as Record<string, string>,
          senderId: req.principal.userId,
        });
        return reply.status(201).send(result);
      },
    );
  };
}
