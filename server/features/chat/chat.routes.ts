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
import { PAGE_QUERY } from '../../engine/list-query';
import { ApiError, ValidationError } from '../../http/errors';
import { checkPart, defineRoute, ID_LIST, type Values } from '../../http/route';
import { fileBytes, idListResult, closedObject, pageOf, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import { readRtcIceServers } from '../../config';
import type { RouteContext } from '../../routes';
import { mediaStorage } from '../../storage';
import { newFileKey } from '../../storage/keys';
import * as chatDb from './chat.repository';
import type { ChatLive } from './chat.service';
import { MEMBERS_INTENT } from './chat.hooks';

const tags = [CHAT_SERVICE];
const path = (relative: string) => `/${CHAT_SERVICE}/${relative}`;
const perm = (right: 'access' | 'create' | 'update' | 'delete') => ({ path: chatRoom.permission, right });

const memberSchema: JsonSchema = closedObject({ userId: { type: 'integer' }, username: { type: 'string' }, online: { type: 'boolean' } });
const messageSchema: JsonSchema = closedObject({
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
const roomSchema: JsonSchema = closedObject({
  roomId: { type: 'integer' },
  name: { type: ['string', 'null'] },
  members: { type: 'array', items: memberSchema },
  notificationsCount: { type: 'integer' },
  lastMessage: { anyOf: [messageSchema, { type: 'null' }] },
  deleted: { type: 'boolean' },
  blocked: { type: 'boolean' },
});

const idField = { type: 'reference', required: true } as const;
/** A page of a list in the path (`/:page/:count`), read as every list reads them. */
const pageParams = { page: { ...PAGE_QUERY.page, required: true }, count: { ...PAGE_QUERY.count, required: true } } as const;
/** Members added or removed at once: ids, at most 100. */
const memberList = { type: 'list', of: 'reference', check: (v: unknown[]) => v.length <= 100, message: specMessages.wrongType } as const;
/** A message's text and files (URLs of files uploaded to the room, checked against it by the handler). */
const messageShape = {
  message: { type: 'text', maxLength: CHAT_LIMITS.messageMax },
  files: { type: 'list', of: 'string', check: (v: string[]) => v.length <= CHAT_LIMITS.filesMax && v.every((f) => f.length <= 500), message: specMessages.wrongType },
} as const;
const messageBodySchema = closedObject({ message: { type: 'string', maxLength: CHAT_LIMITS.messageMax }, files: { type: 'array', items: { type: 'string' }, maxItems: CHAT_LIMITS.filesMax } });

export function chatRoutes(ctx: RouteContext, { live }: { live: ChatLive }) {
  return async function routes(app: FastifyInstance) {
    const rooms = ctx.repositories.get(chatRoom.name)!;
    const messagesRepo = ctx.repositories.get(chatMessage.name)!;
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

    defineRoute(
      app,
      {
        method: 'GET',
        url: path(CHAT_PATHS.rtcConfig),
        tags,
        summary: 'Chat: the STUN/TURN servers voice and video calls use (RTC_ICE_SERVERS)',
        access: perm('access'),
        response: {
          200: closedObject({
            iceServers: {
              type: 'array',
              items: closedObject({ urls: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] }, username: { type: 'string' }, credential: { type: 'string' } }),
            },
          }),
        },
      },
      async () => ({ iceServers }),
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: path(CHAT_PATHS.users),
        tags,
        summary: 'Chat: staff one may start a chat with (username search), with their online flags',
        access: perm('access'),
        query: { search: { type: 'string' } },
        response: { 200: pageOf(memberSchema) },
      },
      async (req) => {
        const search = req.query.search?.slice(0, 100);
        // presence only of those one shares a room with (everyone's for the chat's moderators)
        const sees = await live.seesOnline(req.principal);
        const data = (await chatDb.staff(ctx.db, search)).filter((u) => u.userId !== req.principal.userId).map((u) => ({ ...u, online: sees(u.userId) && live.online(u.userId) }));
        return { data, count: data.length };
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: path(CHAT_PATHS.usersCount),
        tags,
        summary: 'Chat: how many staff there are, and how many of those whose presence one may see (sharing a room; everyone for moderators) are online',
        access: perm('access'),
        response: { 200: closedObject({ count: { type: 'integer' }, online: { type: 'integer' } }) },
      },
      async (req) => {
        const all = await chatDb.staff(ctx.db, undefined);
        const sees = await live.seesOnline(req.principal);
        return { count: all.length, online: all.filter((u) => sees(u.userId) && live.online(u.userId)).length };
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: path(`${CHAT_PATHS.rooms}/:page/:count`),
        tags,
        summary: "Chat: the signed-in user's rooms, most recent first, with members, online flags, unread count and last message",
        access: perm('access'),
        params: pageParams,
        response: { 200: pageOf(roomSchema) },
      },
      async (req) => chatDb.memberRooms(ctx.db, req.principal.userId, req.params.page, req.params.count, live.online),
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: path(CHAT_PATHS.openRoom),
        tags,
        summary: 'Chat: a room with these staff members (the signed-in user included); a direct room between two users is found again',
        access: perm('create'),
        body: {
          members: { type: 'list', of: 'reference', required: true, message: CHAT_TEXTS.twoMembers },
          name: { type: 'string' },
        },
        response: { 200: roomSchema, 201: roomSchema },
      },
      async (req, reply) => {
        const me = req.principal.userId;
        const members = roomMembers(me, req.body.members);
        const known = await chatDb.usernames(ctx.db, members);
        const missing = members.findIndex((m) => !known.has(m));
        if (missing >= 0) throw new ValidationError([{ path: 'members', msg: CHAT_TEXTS.unknownUser }]);
        const name = req.body.name || null;
        const key = roomKey(members);
        let id = key ? (await chatDb.directRoom(ctx.db, key))?.id : undefined;
        const found = id !== undefined;
        if (!found) id = Number((await rooms.create({ name, members, directKey: key, blocked: false }, req.principal))[chatRoom.id]);
        const page = await chatDb.memberRooms(ctx.db, me, 1, 1_000, live.online);
        const room = page.data.find((r) => r.roomId === id)!;
        return reply.status(found ? 200 : 201).send(room);
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: path(CHAT_PATHS.destroyRoom),
        tags,
        summary: 'Chat: delete a room; it leaves its members\u2019 lists',
        access: perm('delete'),
        body: { chatRoomId: idField },
        response: { 200: closedObject({ roomId: { type: 'integer' } }) },
      },
      async (req) => {
        const room = await memberRoom(req, req.body.chatRoomId);
        await rooms.setArchived([room.id], true, req.principal);
        live.toMembers(room.members, { kind: 'room', room: { roomId: room.id, deleted: true, blocked: room.blocked } });
        return { roomId: room.id };
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: path(CHAT_PATHS.blockRoom),
        tags,
        summary: 'Chat: block a room (no new messages) or unblock it',
        access: perm('update'),
        body: { chatRoomId: idField, blocked: { type: 'boolean', default: true } },
        response: { 200: closedObject({ roomId: { type: 'integer' }, blocked: { type: 'boolean' } }) },
      },
      async (req) => {
        const room = await memberRoom(req, req.body.chatRoomId);
        const blocked = req.body.blocked;
        await rooms.update(room.id, { blocked }, req.principal);
        live.toMembers(room.members, { kind: 'room', room: { roomId: room.id, deleted: false, blocked } });
        return { roomId: room.id, blocked };
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: path(CHAT_PATHS.roomMembers),
        tags,
        summary: 'Chat: a member of a group room adds or removes members (a direct room keeps its two); every member, old and new, is told',
        access: perm('update'),
        body: { chatRoomId: idField, add: memberList, remove: memberList },
        response: { 200: roomSchema },
      },
      async (req) => {
        const room = await memberRoom(req, req.body.chatRoomId);
        const [add, remove] = [req.body.add ?? [], req.body.remove ?? []];
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

    defineRoute(
      app,
      {
        method: 'GET',
        url: path(`${CHAT_PATHS.messages}/:chatRoomId/:page/:count`),
        tags,
        summary: "Chat: a room's messages, newest first; opening the room marks them read",
        access: perm('access'),
        params: { chatRoomId: idField, ...pageParams },
        response: { 200: pageOf(messageSchema) },
      },
      async (req) => {
        const room = await memberRoom(req, req.params.chatRoomId);
        await chatDb.markRead(ctx.db, room.id, req.principal.userId);
        live.toMembers(room.members, { kind: 'read', roomId: room.id, userId: req.principal.userId });
        return chatDb.roomMessages(ctx.db, room, req.principal.userId, req.params.page, req.params.count);
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: path(CHAT_PATHS.send),
        tags,
        summary: 'Chat: send a message (text and/or files) to a room; its members receive CHAT_NOTIFICATION at once',
        access: perm('access'),
        body: { chatRoomId: idField, ...messageShape },
        response: { 201: messageSchema },
      },
      async (req, reply) => {
        const room = await memberRoom(req, req.body.chatRoomId);
        const files = req.body.files ?? [];
        await checkFiles(room.id, files);
        const row = await messagesRepo.create({ roomId: room.id, senderId: req.principal.userId, message: req.body.message ?? '', files, condition: 'sent' }, req.principal);
        const id = Number(row[chatMessage.id]);
        // the sender has read what he wrote
        await chatDb.markRead(ctx.db, room.id, req.principal.userId);
        const message = (await chatDb.messageFor(ctx.db, id, room, req.principal.userId))!;
        live.message(room.members, message, true);
        return reply.status(201).send(message);
      },
    );

    defineRoute(
      app,
      {
        method: 'PUT',
        url: path(`${CHAT_PATHS.send}/:id`),
        tags,
        summary: "Chat: change one's own message; members receive it with the same id, to replace the old one",
        description: 'Files absent: the message keeps its files.',
        access: perm('access'),
        params: { id: idField },
        // read here: files left out are kept, which the checked values (a list left out is empty) cannot tell from none
        body: { raw: 'declaration', schema: messageBodySchema },
        response: { 200: messageSchema },
      },
      async (req) => {
        const { room } = await ownMessage(req, req.params.id);
        const checked = checkPart('body', messageShape, req.body);
        if ('error' in checked) throw checked.error;
        const { message: text, files } = checked.value as Values<typeof messageShape>;
        const keepsFiles = (req.body as { files?: unknown } | null)?.files === undefined;
        await checkFiles(room.id, files ?? []);
        const values: Record<string, unknown> = { message: text ?? '', condition: 'edited' };
        if (!keepsFiles) values.files = files ?? [];
        await messagesRepo.update(req.params.id, values, req.principal);
        const message = (await chatDb.messageFor(ctx.db, req.params.id, room, req.principal.userId))!;
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

    defineRoute(
      app,
      {
        method: 'POST',
        url: path(CHAT_PATHS.destroy),
        tags,
        summary: "Chat: delete one's own message",
        access: perm('access'),
        body: { messageId: idField },
        response: { 200: idListResult },
      },
      async (req) => destroyOwn(req, [req.body.messageId]),
    );

    defineRoute(
      app,
      {
        method: 'DELETE',
        url: path(CHAT_PATHS.bulkDestroy),
        tags,
        summary: "Chat: delete several of one's own messages",
        access: perm('access'),
        body: ID_LIST,
        response: { 200: idListResult },
      },
      async (req) => destroyOwn(req, req.body),
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: path(CHAT_PATHS.notifics),
        tags,
        summary: "Chat: the signed-in user's unread messages per room",
        access: perm('access'),
        response: { 200: closedObject({ data: { type: 'array', items: closedObject({ roomId: { type: 'integer' }, count: { type: 'integer' } }) }, count: { type: 'integer' } }) },
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

    defineRoute(
      app,
      {
        method: 'DELETE',
        url: path(CHAT_PATHS.notificsBulkRead),
        tags,
        summary: 'Chat: mark these rooms read',
        access: perm('access'),
        body: ID_LIST,
        response: { 200: idListResult },
      },
      async (req) => markRooms(req, req.body),
    );

    defineRoute(
      app,
      {
        method: 'DELETE',
        url: path(`${CHAT_PATHS.notificsRead}/:id`),
        tags,
        summary: 'Chat: mark one room read',
        access: perm('access'),
        params: { id: idField },
        response: { 200: idListResult },
      },
      async (req) => markRooms(req, [req.params.id]),
    );

    const refuseFile = (msg: string) => new ValidationError([{ path: 'file', msg }]);
    defineRoute(
      app,
      {
        method: 'POST',
        url: path(CHAT_PATHS.files),
        tags,
        summary: 'Chat: upload a file for a message of the room (multipart, one part named file); kept in the media storage',
        description: `Allowed: ${CHAT_UPLOAD.extensions.join(', ')}; at most ${CHAT_UPLOAD.maxBytes} bytes; checked by content.`,
        access: perm('access'),
        query: { chatRoomId: idField },
        body: { raw: 'file' },
        response: { 201: closedObject({ url: { type: 'string' }, name: { type: 'string' }, mime: { type: 'string' }, size: { type: 'integer' } }) },
      },
      async (req, reply) => {
        const room = await memberRoom(req, req.query.chatRoomId);
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
    defineRoute(
      app,
      {
        method: 'GET',
        url: path(`${CHAT_PATHS.files}/:key/:name`),
        tags,
        summary: 'Chat: a message\u2019s file by its key (public)',
        access: 'public',
        params: { key: { type: 'string', required: true }, name: { type: 'string', required: true } },
        response: { 200: fileBytes },
        // sent as stored, with its length: not compressed on the way
        options: { compress: false },
      },
      async (req, reply) => {
        const file = FILE_KEY_PATTERN.test(req.params.key) ? await chatDb.fileByKey(ctx.db, req.params.key) : undefined;
        const stored = file ? await mediaStorage().get(`${file.key}/original`) : undefined;
        if (!file || !stored) throw new ApiError(404, specMessages.notFound('File'));
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
