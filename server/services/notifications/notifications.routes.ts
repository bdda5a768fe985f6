import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_PATHS } from '../../../contract/notifications';
import { validateFields, type ValidationItem } from '../../../contract/validate';
import { ApiError, ValidationError } from '../../http/errors';
import { parseId } from '../../engine/list-query';
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

/** The signed-in user's notification list (spec calls) and sending by staff, on the notification service. */
export function notificationRoutes(service: NotificationService) {
  const repo = service.repository;
  return async function routes(app: FastifyInstance) {
    app.get<{ Querystring: { offset?: string; limit?: string } }>('/' + NOTIFICATION_PATHS.list, async (req) => {
      const { offset, limit } = parseWindow(req.query);
      return repo.list(req.principal.userId, offset, limit);
    });

    app.get('/' + NOTIFICATION_PATHS.unreadCount, async (req) => ({ unread: await repo.unread(req.principal.userId) }));

    app.put('/' + NOTIFICATION_PATHS.markAllRead, async (req) => ({ updated: await repo.markAllRead(req.principal.userId) }));

    app.put<{ Params: { id: string } }>('/:id', async (req) => {
      const item = await repo.markRead(req.principal.userId, parseId(req.params.id));
      if (!item) throw new ApiError(404, 'Notification not found');
      return item;
    });

    app.delete<{ Params: { id: string } }>('/:id', async (req) => {
      const deleted = await repo.remove(req.principal.userId, parseId(req.params.id));
      if (!deleted) throw new ApiError(404, 'Notification not found');
      return { deleted };
    });

    // Staff send a notification by hand (and tests raise one): to user ids or to everyone with access on a path.
    app.post('/send', { config: { permission: { path: 'system/notification/type', right: 'create' } } }, async (req, reply) => {
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
