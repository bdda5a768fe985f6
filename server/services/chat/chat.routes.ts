// Calls of Chat rooms and messages beyond the generic pattern (spec, second document, section 7, "Chat").
// Thin handlers; SQL in chat.repository.ts, writes through the entities' repositories (hooks, audit).
// Every call about a room answers its members only (404 otherwise: a room of others is not there for them).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { CHAT_LIMITS, CHAT_PATHS, CHAT_SERVICE, CHAT_TEXTS, CHAT_UPLOAD, chatFileUrl, parseChatFileUrl, roomKey, roomMembers } from '../../../contract/chat/chat';
import { chatMessage } from '../../../contract/entities/chat/chatMessage';
import { chatRoom } from '../../../contract/entities/chat/chatRoom';
import { messages as specMessages } from '../../../contract/messages';
import { contentDisposition, FILE_KEY_PATTERN, servedType, uploadMessages, uploadProblems } from '../../../contract/uploads';
import { parseIdValue } from '../../../contract/validate';
import { parseId, parseIds, parsePage } from '../../engine/list-query';
import { ApiError, ValidationError } from '../../http/errors';
import { idListBody, openObject, pageOf, responses, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import { readRtcIceServers } from '../../config';
import { realtimeSockets } from '../../realtime/realtime';
import type { RouteContext } from '../../routes';
import { mediaStorage } from '../../storage';
import { newFileKey } from '../../storage/keys';
import { ChatCalls } from './chat.calls';
import * as chatDb from './chat.repository';
import { ChatLive } from './chat.service';
import { MEMBERS_INTENT } from '../../entities/chat/chat.hooks';

const tags = [CHAT_SERVICE];
const path = (relative: string) => `/${CHAT_SERVICE}/${relative}`;
const perm = (right: 'access' | 'create' | 'update' | 'delete') => ({ permission: { path: chatRoom.permission, right } });

const memberSchema: JsonSchema = openObject({ userId: { type: 'integer' }, username: { type: 'string' }, online: { type: 'boolean' } });
const messageSchema: JsonSchema = openObject({
  _id: { type: 'integer' },
  chatRoom: { type: 'integer' },
  senderId: { type: 'integer' },
  sender: { type: 'string' },
  message: { type: 'string' },
  files: { type: 'array', items: { type: 'string' } },
  condition: { type: 'string' },
  read: { type: 'boolean' },
  dateAdded: { type: 'string' },
});
const roomSchema: JsonSchema = openObject({
  roomId: { type: 'integer' },
  name: { type: ['string', 'null'] },
  members: { type: 'array', items: memberSchema },
  notificationsCount: { type: 'integer' },
  lastMessage: { anyOf: [messageSchema, { type: 'null' }] },
  deleted: { type: 'boolean' },
  blocked: { type: 'boolean' },
});
const roomIdBody = (extra: Record<string, JsonSchema> = {}) => openObject({ chatRoomId: { type: 'integer', minimum: 1 }, ...extra }, ['chatRoomId']);
const pagedParams = (withRoom: boolean): JsonSchema => ({
  type: 'object',
  properties: { ...(withRoom ? { chatRoomId: { type: 'integer', minimum: 1 } } : {}), page: { type: 'integer', minimum: 1 }, count: { type: 'integer', minimum: 1 } },
  required: [...(withRoom ? ['chatRoomId'] : []), 'page', 'count'],
});

const requiredId = (raw: unknown, field: string): number => {
  const id = parseIdValue(raw);
  if (id === undefined) throw new ValidationError([{ path: field, msg: specMessages.wrongType }]);
  return id;
};

export function chatRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    const rooms = ctx.repositories.get(chatRoom.name)!;
    const messagesRepo = ctx.repositories.get(chatMessage.name)!;
    const live = new ChatLive(ctx.db, ctx.realtime, realtimeSockets(ctx.realtime), ctx.accounts.notifications, app.log);
    live.start();
    new ChatCalls({ db: ctx.db, realtime: ctx.realtime, sockets: realtimeSockets(ctx.realtime), log: app.log, notifications: ctx.accounts.notifications }).start();
    const iceServers = readRtcIceServers(process.env);
    await app.register(multipart, { limits: { fileSize: CHAT_UPLOAD.maxBytes, files: 1 } });

    /** The room, when the signed-in user is one of its members (404 otherwise: a room of others is not there for them). */
    const memberRoom = async (req: FastifyRequest, id: number) => {
      const room = await chatDb.roomById(ctx.db, id);
      if (!room || room.deleted || !room.members.includes(req.principal.userId)) throw new ApiError(404, CHAT_TEXTS.roomNotFound);
      return room;
    };
    const ownMessage = async (req: FastifyRequest, id: number) => {
      const row = await messagesRepo.get(id);
      if (!row || row.deleted) throw new ApiError(404, CHAT_TEXTS.messageNotFound);
      const room = await memberRoom(req, Number(row.roomId));
      if (Number(row.senderId) !== req.principal.userId) throw new ApiError(403, CHAT_TEXTS.notYours);
      return { row, room };
    };
    /** Files must be chat files uploaded to this very room (a URL of another room or site is refused). */
    const checkFiles = async (roomId: number, files: string[]) => {
      const parsed = files.map(parseChatFileUrl);
      const known = await chatDb.roomFileKeys(ctx.db, roomId, parsed.flatMap((p) => (p ? [p.key] : [])));
      const bad = parsed.findIndex((p) => !p || !known.has(p.key));
      if (bad >= 0) throw new ValidationError([{ path: `files.${bad}`, msg: CHAT_TEXTS.notAFile }]);
    };
    const readMessageBody = (body: unknown) => {
      const b = (body ?? {}) as { message?: unknown; files?: unknown };
      const errors = [];
      if (b.message !== undefined && typeof b.message !== 'string') errors.push({ path: 'message', msg: specMessages.wrongType });
      if (typeof b.message === 'string' && b.message.length > CHAT_LIMITS.messageMax) errors.push({ path: 'message', msg: specMessages.wrongType });
      const files = b.files === undefined ? [] : b.files;
      if (!Array.isArray(files) || files.length > CHAT_LIMITS.filesMax || files.some((f) => typeof f !== 'string' || !f || f.length > 500)) {
        errors.push({ path: 'files', msg: specMessages.wrongType });
      }
      if (errors.length) throw new ValidationError(errors);
      return { message: typeof b.message === 'string' ? b.message : '', files: files as string[] };
    };

    app.get(
      path(CHAT_PATHS.rtcConfig),
      {
        config: perm('access'),
        schema: {
          tags,
          summary: 'Chat: the STUN/TURN servers voice and video calls use (RTC_ICE_SERVERS)',
          response: responses({
            200: openObject({
              iceServers: {
                type: 'array',
                items: openObject({ urls: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] }, username: { type: 'string' }, credential: { type: 'string' } }),
              },
            }),
          }),
        },
      },
      async () => ({ iceServers }),
    );

    app.get<{ Querystring: { search?: string } }>(
      path(CHAT_PATHS.users),
      {
        config: perm('access'),
        schema: {
          tags,
          summary: 'Chat: staff one may start a chat with (username search), with their online flags',
          querystring: openObject({ search: { type: 'string' } }),
          response: responses({ 200: pageOf(memberSchema) }),
        },
      },
      async (req) => {
        const search = typeof req.query?.search === 'string' ? req.query.search.slice(0, 100) : undefined;
        // presence only of those one shares a room with (everyone's for the chat's moderators)
        const sees = await live.seesOnline(req.principal);
        const data = (await chatDb.staff(ctx.db, search)).filter((u) => u.userId !== req.principal.userId).map((u) => ({ ...u, online: sees(u.userId) && live.online(u.userId) }));
        return { data, count: data.length };
      },
    );

    app.get(
      path(CHAT_PATHS.usersCount),
      {
        config: perm('access'),
        schema: { tags, summary: 'Chat: how many staff there are, and how many of those whose presence one may see (sharing a room; everyone for moderators) are online', response: responses({ 200: openObject({ count: { type: 'integer' }, online: { type: 'integer' } }) }) },
      },
      async (req) => {
        const all = await chatDb.staff(ctx.db, undefined);
        const sees = await live.seesOnline(req.principal);
        return { count: all.length, online: all.filter((u) => sees(u.userId) && live.online(u.userId)).length };
      },
    );

    app.get<{ Params: { page: string; count: string } }>(
      path(`${CHAT_PATHS.rooms}/:page/:count`),
      {
        config: perm('access'),
        schema: { tags, summary: "Chat: the signed-in user's rooms, most recent first, with members, online flags, unread count and last message", params: pagedParams(false), response: responses({ 200: pageOf(roomSchema) }) },
      },
      async (req) => {
        const { page, count, errors } = parsePage(req.params);
        if (errors.length) throw new ValidationError(errors);
        return chatDb.memberRooms(ctx.db, req.principal.userId, page, count, live.online);
      },
    );

    app.post<{ Body: { members?: unknown; name?: unknown } }>(
      path(CHAT_PATHS.openRoom),
      {
        config: perm('create'),
        schema: {
          tags,
          summary: 'Chat: a room with these staff members (the signed-in user included); a direct room between two users is found again',
          body: openObject({ members: { type: 'array', items: { type: 'integer' } }, name: { type: 'string' } }, ['members']),
          response: responses({ 200: roomSchema, 201: roomSchema }),
        },
      },
      async (req, reply) => {
        const me = req.principal.userId;
        const raw = req.body?.members;
        if (!Array.isArray(raw) || !raw.length) throw new ValidationError([{ path: 'members', msg: CHAT_TEXTS.twoMembers }]);
        const others = raw.map((v, i) => requiredId(v, `members.${i}`));
        const members = roomMembers(me, others);
        const known = await chatDb.usernames(ctx.db, members);
        const missing = members.findIndex((m) => !known.has(m));
        if (missing >= 0) throw new ValidationError([{ path: 'members', msg: CHAT_TEXTS.unknownUser }]);
        const name = typeof req.body?.name === 'string' && req.body.name.trim() ? req.body.name.trim() : null;
        const key = roomKey(members);
        let id = key ? (await chatDb.directRoom(ctx.db, key))?.id : undefined;
        const found = id !== undefined;
        if (!found) id = Number((await rooms.create({ name, members, directKey: key, blocked: false }, req.principal))[chatRoom.id]);
        const page = await chatDb.memberRooms(ctx.db, me, 1, 1_000, live.online);
        const room = page.data.find((r) => r.roomId === id)!;
        return reply.status(found ? 200 : 201).send(room);
      },
    );

    app.post<{ Body: { chatRoomId?: unknown } }>(
      path(CHAT_PATHS.destroyRoom),
      { config: perm('delete'), schema: { tags, summary: 'Chat: delete a room; it leaves its members\u2019 lists', body: roomIdBody(), response: responses({ 200: openObject({ roomId: { type: 'integer' } }) }) } },
      async (req) => {
        const room = await memberRoom(req, requiredId(req.body?.chatRoomId, 'chatRoomId'));
        await rooms.setArchived([room.id], true, req.principal);
        live.toMembers(room.members, { kind: 'room', room: { roomId: room.id, deleted: true, blocked: room.blocked } });
        return { roomId: room.id };
      },
    );

    app.post<{ Body: { chatRoomId?: unknown; blocked?: unknown } }>(
      path(CHAT_PATHS.blockRoom),
      {
        config: perm('update'),
        schema: { tags, summary: 'Chat: block a room (no new messages) or unblock it', body: roomIdBody({ blocked: { type: 'boolean' } }), response: responses({ 200: openObject({ roomId: { type: 'integer' }, blocked: { type: 'boolean' } }) }) },
      },
      async (req) => {
        const room = await memberRoom(req, requiredId(req.body?.chatRoomId, 'chatRoomId'));
        const blocked = req.body?.blocked === undefined ? true : req.body.blocked;
        if (typeof blocked !== 'boolean') throw new ValidationError([{ path: 'blocked', msg: specMessages.wrongType }]);
        await rooms.update(room.id, { blocked }, req.principal);
        live.toMembers(room.members, { kind: 'room', room: { roomId: room.id, deleted: false, blocked } });
        return { roomId: room.id, blocked };
      },
    );

    app.post<{ Body: { chatRoomId?: unknown; add?: unknown; remove?: unknown } }>(
      path(CHAT_PATHS.roomMembers),
      {
        config: perm('update'),
        schema: {
          tags,
          summary: "Chat: a member of a group room adds or removes members (a direct room keeps its two); every member, old and new, is told",
          body: roomIdBody({ add: { type: 'array', items: { type: 'integer' } }, remove: { type: 'array', items: { type: 'integer' } } }),
          response: responses({ 200: roomSchema }),
        },
      },
      async (req) => {
        const room = await memberRoom(req, requiredId(req.body?.chatRoomId, 'chatRoomId'));
        const list = (key: 'add' | 'remove') => {
          const raw = req.body?.[key] ?? [];
          if (!Array.isArray(raw) || raw.length > 100) throw new ValidationError([{ path: key, msg: specMessages.wrongType }]);
          return raw.map((v, i) => requiredId(v, `${key}.${i}`));
        };
        const [add, remove] = [list('add'), list('remove')];
        if (room.direct_key) throw new ValidationError([{ path: 'add', msg: CHAT_TEXTS.directMembers }]);
        const known = await chatDb.usernames(ctx.db, add);
        const missing = add.findIndex((m) => !known.has(m));
        if (missing >= 0) throw new ValidationError([{ path: `add.${missing}`, msg: CHAT_TEXTS.unknownUser }]);
        const members = [...new Set([...room.members, ...add])].filter((m) => !remove.includes(m));
        await rooms.update(room.id, { members }, req.principal, { action: MEMBERS_INTENT });
        const event = { kind: 'room' as const, room: { roomId: room.id, deleted: false, blocked: room.blocked } };
        live.toMembers([...new Set([...room.members, ...members])], event);
        const page = await chatDb.memberRooms(ctx.db, req.principal.userId, 1, 1_000, live.online);
        // one who left the room sees it no longer
        return page.data.find((r) => r.roomId === room.id) ?? { roomId: room.id, members: [], deleted: false, blocked: room.blocked };
      },
    );

    app.get<{ Params: { chatRoomId: string; page: string; count: string } }>(
      path(`${CHAT_PATHS.messages}/:chatRoomId/:page/:count`),
      {
        config: perm('access'),
        schema: { tags, summary: "Chat: a room's messages, newest first; opening the room marks them read", params: pagedParams(true), response: responses({ 200: pageOf(messageSchema) }) },
      },
      async (req) => {
        const room = await memberRoom(req, parseId(req.params.chatRoomId));
        const { page, count, errors } = parsePage(req.params);
        if (errors.length) throw new ValidationError(errors);
        await chatDb.markRead(ctx.db, room.id, req.principal.userId);
        live.toMembers(room.members, { kind: 'read', roomId: room.id, userId: req.principal.userId });
        return chatDb.roomMessages(ctx.db, room, req.principal.userId, page, count);
      },
    );

    app.post<{ Body: { chatRoomId?: unknown; message?: unknown; files?: unknown } }>(
      path(CHAT_PATHS.send),
      {
        config: perm('access'),
        schema: {
          tags,
          summary: 'Chat: send a message (text and/or files) to a room; its members receive CHAT_NOTIFICATION at once',
          body: roomIdBody({ message: { type: 'string' }, files: { type: 'array', items: { type: 'string' } } }),
          response: responses({ 201: messageSchema }),
        },
      },
      async (req, reply) => {
        const room = await memberRoom(req, requiredId(req.body?.chatRoomId, 'chatRoomId'));
        const body = readMessageBody(req.body);
        await checkFiles(room.id, body.files);
        const row = await messagesRepo.create({ roomId: room.id, senderId: req.principal.userId, message: body.message, files: body.files, condition: 'sent' }, req.principal);
        const id = Number(row[chatMessage.id]);
        // the sender has read what he wrote
        await chatDb.markRead(ctx.db, room.id, req.principal.userId);
        const message = (await chatDb.messageFor(ctx.db, id, room, req.principal.userId))!;
        live.message(room.members, message, true);
        return reply.status(201).send(message);
      },
    );

    app.put<{ Params: { id: string }; Body: { message?: unknown; files?: unknown } }>(
      path(`${CHAT_PATHS.send}/:id`),
      {
        config: perm('access'),
        schema: {
          tags,
          summary: "Chat: change one's own message; members receive it with the same id, to replace the old one",
          params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
          body: openObject({ message: { type: 'string' }, files: { type: 'array', items: { type: 'string' } } }),
          response: responses({ 200: messageSchema }),
        },
      },
      async (req) => {
        const { room } = await ownMessage(req, parseId(req.params.id));
        const body = readMessageBody(req.body);
        await checkFiles(room.id, body.files);
        const values: Record<string, unknown> = { message: body.message, condition: 'edited' };
        if (req.body?.files !== undefined) values.files = body.files;
        await messagesRepo.update(parseId(req.params.id), values, req.principal);
        const message = (await chatDb.messageFor(ctx.db, parseId(req.params.id), room, req.principal.userId))!;
        live.message(room.members, message, false);
        return message;
      },
    );

    const destroyOwn = async (req: FastifyRequest, ids: number[]) => {
      const found = [];
      for (const id of ids) found.push(await ownMessage(req, id));
      if (found.length) await messagesRepo.setArchived(ids, true, req.principal);
      for (const { room, row } of found) live.toMembers(room.members, { kind: 'read', roomId: room.id, userId: Number(row.senderId) });
      return { ids };
    };

    app.post<{ Body: { messageId?: unknown } }>(
      path(CHAT_PATHS.destroy),
      {
        config: perm('access'),
        schema: { tags, summary: "Chat: delete one's own message", body: openObject({ messageId: { type: 'integer', minimum: 1 } }, ['messageId']), response: responses({ 200: openObject({ ids: { type: 'array', items: { type: 'integer' } } }) }) },
      },
      async (req) => destroyOwn(req, [requiredId(req.body?.messageId, 'messageId')]),
    );

    app.delete(
      path(CHAT_PATHS.bulkDestroy),
      {
        config: perm('access'),
        schema: { tags, summary: "Chat: delete several of one's own messages", body: idListBody, response: responses({ 200: openObject({ ids: { type: 'array', items: { type: 'integer' } } }) }) },
      },
      async (req) => destroyOwn(req, parseIds(req.body)),
    );

    app.get(
      path(CHAT_PATHS.notifics),
      {
        config: perm('access'),
        schema: {
          tags,
          summary: "Chat: the signed-in user's unread messages per room",
          response: responses({ 200: openObject({ data: { type: 'array', items: openObject({ roomId: { type: 'integer' }, count: { type: 'integer' } }) }, count: { type: 'integer' } }) }),
        },
      },
      async (req) => {
        const unread = await chatDb.unreadCounts(ctx.db, req.principal.userId);
        const data = [...unread].map(([roomId, count]) => ({ roomId, count }));
        return { data, count: data.reduce((s, r) => s + r.count, 0) };
      },
    );

    const markRooms = async (req: FastifyRequest, ids: number[]) => {
      for (const id of ids) {
        const room = await memberRoom(req, id);
        await chatDb.markRead(ctx.db, room.id, req.principal.userId);
        live.toMembers(room.members, { kind: 'read', roomId: room.id, userId: req.principal.userId });
      }
      return { ids };
    };

    app.delete(
      path(CHAT_PATHS.notificsBulkRead),
      { config: perm('access'), schema: { tags, summary: 'Chat: mark these rooms read', body: idListBody, response: responses({ 200: openObject({ ids: { type: 'array', items: { type: 'integer' } } }) }) } },
      async (req) => markRooms(req, parseIds(req.body)),
    );

    app.delete<{ Params: { id: string } }>(
      path(`${CHAT_PATHS.notificsRead}/:id`),
      {
        config: perm('access'),
        schema: {
          tags,
          summary: 'Chat: mark one room read',
          params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
          response: responses({ 200: openObject({ ids: { type: 'array', items: { type: 'integer' } } }) }),
        },
      },
      async (req) => markRooms(req, [parseId(req.params.id)]),
    );
    const refuseFile = (msg: string) => new ValidationError([{ path: 'file', msg }]);
    app.post<{ Querystring: { chatRoomId?: string } }>(
      path(CHAT_PATHS.files),
      {
        config: perm('access'),
        schema: {
          tags,
          summary: 'Chat: upload a file for a message of the room (multipart, one part named file); kept in the media storage',
          description: `Allowed: ${CHAT_UPLOAD.extensions.join(', ')}; at most ${CHAT_UPLOAD.maxBytes} bytes; checked by content.`,
          consumes: ['multipart/form-data'],
          querystring: openObject({ chatRoomId: { type: 'integer', minimum: 1 } }, ['chatRoomId']),
          response: responses({ 201: openObject({ url: { type: 'string' }, name: { type: 'string' }, mime: { type: 'string' }, size: { type: 'integer' } }) }),
        },
      },
      async (req, reply) => {
        const room = await memberRoom(req, requiredId(req.query?.chatRoomId, 'chatRoomId'));
        if (!req.isMultipart()) throw refuseFile(uploadMessages.sendAsFile);
        const part = await req.file().catch(() => undefined);
        if (!part || part.fieldname !== 'file') throw refuseFile(uploadMessages.sendAsFile);
        const data = await part.toBuffer().catch(() => {
          throw refuseFile(uploadMessages.tooLarge(CHAT_UPLOAD.maxBytes));
        });
        if (part.file.truncated) throw refuseFile(uploadMessages.tooLarge(CHAT_UPLOAD.maxBytes));
        const detected = data.length ? await fileTypeFromBuffer(data) : undefined;
        const problems = uploadProblems({ fileName: part.filename, size: data.length, detected: detected?.mime }, CHAT_UPLOAD);
        if (problems.length) throw new ValidationError(problems);
        const key = newFileKey();
        const name = part.filename.slice(0, 200);
        const mime = servedType(name, CHAT_UPLOAD);
        await mediaStorage().put(`${key}/original`, data, mime);
        await chatDb.insertFile(ctx.db, { key, roomId: room.id, name, mime, size: data.length, userId: req.principal.userId });
        return reply.status(201).send({ url: chatFileUrl(key, name), name, mime, size: data.length });
      },
    );

    // a file is reached by its unguessable key, like the media library's (an <img> or a link sends no token)
    app.get<{ Params: { key: string; name: string } }>(
      path(`${CHAT_PATHS.files}/:key/:name`),
      {
        config: { public: true },
        compress: false,
        schema: { tags, summary: 'Chat: a message\u2019s file by its key (public)', params: { type: 'object', properties: { key: { type: 'string' }, name: { type: 'string' } }, required: ['key', 'name'] } },
      },
      async (req, reply) => {
        const file = FILE_KEY_PATTERN.test(req.params.key) ? await chatDb.fileByKey(ctx.db, req.params.key) : undefined;
        const stored = file ? await mediaStorage().get(`${file.key}/original`) : undefined;
        if (!file || !stored) throw new ApiError(404, 'File not found');
        return reply
          .header('content-type', file.mime)
          .header('content-disposition', contentDisposition(file.mime, file.name))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('content-length', file.size)
          .send(stored.body);
      },
    );
  };
}
