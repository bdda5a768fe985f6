import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_PATHS } from '../../../contract/notifications';
import { validateFields, type ValidationItem } from '../../../contract/validate';
import { ApiError, ValidationError } from '../../http/errors';
import { parseId } from '../../engine/list-query';
import { idParams, openObject, responses, type JsonSchema } from '../../http/schemas';
import type { NotificationService } from './notify';

const MAX_LIMIT = 100;

function parseWindow(query: { offset?: string; limit?: string }) {
  const errors: ValidationItem[] = [];
  const offset = query.offset === undefined || query.offset === '' ? 0 : Number(query.offset);
  const limit = query.limit === undefined || query.limit === '' ? NOTIFICATION_PAGE_SIZE : Number(query.limit);
  if (!Number.isSafeInteger(offset) || offset < 0) errors.push({ path: 'offset', msg: 'Offset must be a whole number from 0.' });
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) errors.push({ path: 'limit', msg: `Limit must be a whole number from 1 to ${MAX_LIMIT}.` });
  if (errors.length) throw new ValidationError(errors);
  return { offset, limit };
}

const sendFields = {
  type: { type: 'string', required: true, maxLength: 200 },
  content: { type: 'string', required: true, maxLength: 500 },
  message: { type: 'text', maxLength: 2000 },
  receivers: { type: 'list', of: 'reference' },
  permission: { type: 'string', maxLength: 200 },
  data: { type: 'object' },
} as const;

const tags = ['notification'];
const item = openObject({
  _id: { type: 'integer' },
  type: { type: 'string' },
  content: { type: ['string', 'null'] },
  message: { type: ['string', 'null'] },
  sender: { anyOf: [{ type: 'null' }, openObject({ userId: { type: 'integer' }, username: { type: 'string' } })] },
  is_read: { type: 'boolean' },
  created_at: { type: 'string', format: 'date-time' },
  user: { type: 'integer' },
  receiver: { type: 'integer' },
  data: { type: 'object', additionalProperties: true },
  sound: { type: ['string', 'null'] },
});
const count = (key: string) => openObject({ [key]: { type: 'integer' } });
const schemas: Record<'list' | 'unread' | 'readAll' | 'read' | 'remove' | 'send', JsonSchema> = {
  list: {
    tags,
    summary: 'My notifications, newest first',
    querystring: {
      type: 'object',
      properties: { offset: { type: 'integer', minimum: 0, default: 0 }, limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: NOTIFICATION_PAGE_SIZE } },
    },
    response: responses({ 200: openObject({ data: { type: 'array', items: item }, count: { type: 'integer' }, unread: { type: 'integer' } }) }),
  },
  unread: { tags, summary: 'How many of my notifications are unread', response: responses({ 200: count('unread') }) },
  readAll: { tags, summary: 'Mark all my notifications read', response: responses({ 200: count('updated') }) },
  read: { tags, summary: 'Mark one of my notifications read', params: idParams, response: responses({ 200: item }) },
  remove: { tags, summary: 'Delete one of my notifications', params: idParams, response: responses({ 200: count('deleted') }) },
  send: {
    tags,
    summary: 'Send a notification to users or to everyone with access on a path',
    body: openObject(
      {
        type: { type: 'string', maxLength: 200, description: 'a notification type name' },
        content: { type: 'string', maxLength: 500 },
        message: { type: 'string', maxLength: 2000 },
        receivers: { type: 'array', items: { type: 'integer', minimum: 1 } },
        permission: { type: 'string', maxLength: 200, description: 'when receivers is empty: everyone with access on this path' },
        data: { type: 'object', additionalProperties: true },
      },
      ['type', 'content'],
    ),
    response: responses({ 201: openObject({ inApp: { type: 'integer' }, email: { type: 'integer' }, push: { type: 'integer' }, sms: { type: 'integer' } }) }),
  },
};

/** The signed-in user's notification list (spec calls) and sending by staff, on the notification service. */
export function notificationRoutes(service: NotificationService) {
  const repo = service.repository;
  return async function routes(app: FastifyInstance) {
    app.get<{ Querystring: { offset?: string; limit?: string } }>('/' + NOTIFICATION_PATHS.list, { schema: schemas.list }, async (req) => {
      const { offset, limit } = parseWindow(req.query);
      return repo.list(req.principal.userId, offset, limit);
    });

    app.get('/' + NOTIFICATION_PATHS.unreadCount, { schema: schemas.unread }, async (req) => ({ unread: await repo.unread(req.principal.userId) }));

    app.put('/' + NOTIFICATION_PATHS.markAllRead, { schema: schemas.readAll }, async (req) => ({ updated: await repo.markAllRead(req.principal.userId) }));

    app.put<{ Params: { id: string } }>('/:id', { schema: schemas.read }, async (req) => {
      const item = await repo.markRead(req.principal.userId, parseId(req.params.id));
      if (!item) throw new ApiError(404, 'Notification not found');
      return item;
    });

    app.delete<{ Params: { id: string } }>('/:id', { schema: schemas.remove }, async (req) => {
      const deleted = await repo.remove(req.principal.userId, parseId(req.params.id));
      if (!deleted) throw new ApiError(404, 'Notification not found');
      return { deleted };
    });

    // Staff of the platform send a notification by hand (and tests raise one): to user ids or to everyone with access on a path.
    app.post('/send', { config: { permission: { path: 'system/notification/type', right: 'create' }, platformOnly: true }, schema: schemas.send }, async (req, reply) => {
      const { value, errors } = validateFields(sendFields, req.body, 'create');
      if (errors.length) throw new ValidationError(errors);
      const receivers = value.receivers as number[];
      const permission = value.permission as string | null;
      if (!receivers.length && !permission) throw new ValidationError([{ path: 'receivers', msg: 'Choose receivers or a permission.' }]);
      const result = await service.notify({
        type: value.type as string,
        content: value.content as string,
        message: value.message as string | null,
        receivers: receivers.length ? receivers : { permission: permission! },
        data: (value.data ?? {}) as Record<string, string>,
        senderId: req.principal.userId,
      });
      return reply.status(201).send(result);
    });
  };
}
