// Staff chat (docs/chat.md): rooms, messages, read on open, unread counts, blocking, members only,
// and the live side over real sockets on the chat namespace (CHAT_NOTIFICATION, the chat notification).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_EVENTS, CHAT_TEXTS, type ChatEvent, type ChatMessage, type ChatRoom } from '../../../contract/chat/chat';
import { EVENTS } from '../../../contract/realtime';
import { useMediaStorage } from '../../../server/storage';
import { DiskStorage } from '../../../server/storage/disk-storage';
import { CHAT_RIGHTS, chatSockets } from './chat-sockets';
import { useHarness, type TestUser } from '../harness';
import { notificationText } from '../../../contract/notifications/texts';

const h = useHarness();
const { connect } = chatSockets(h);

let ann: TestUser;
let bob: TestUser;
let carl: TestUser;

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-test-'));

beforeAll(async () => {
  useMediaStorage(new DiskStorage(mediaDir));
  ann = await h.userWith(CHAT_RIGHTS);
  bob = await h.userIn(ann.userGroupId);
  carl = await h.userIn(ann.userGroupId);
});

const events = (socket: Socket): ChatEvent[] => {
  const got: ChatEvent[] = [];
  socket.on(EVENTS.chatNotification, (e: ChatEvent) => got.push(e));
  return got;
};

const until = async (check: () => boolean | Promise<boolean>, ms = 3000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

const as = (user: TestUser) => ({ token: user.token });
const openRoom = (user: TestUser, members: number[], name?: string) => h.call<ChatRoom>('POST', '/chat/rooms', { ...as(user), body: { members, name } });
const send = (user: TestUser, chatRoomId: number, message: string, files?: string[]) =>
  h.call<ChatMessage>('POST', '/chat/send', { ...as(user), body: { chatRoomId, message, files } });
const roomsOf = async (user: TestUser) => (await h.call<{ data: ChatRoom[]; count: number }>('GET', '/chat/users/l/1/50', as(user))).body;

describe('rooms', () => {
  it('finds a direct room between two users again, whoever opens it', async () => {
    const first = await openRoom(ann, [bob.userId]);
    expect(first.status).toBe(201);
    expect(first.body.members.map((m) => m.username).sort()).toEqual([ann.username, bob.username].sort());
    const again = await openRoom(bob, [ann.userId]);
    expect(again.status).toBe(200);
    expect(again.body.roomId).toBe(first.body.roomId);
  });

  it('makes a group room of three, and refuses a room of one', async () => {
    const group = await openRoom(ann, [bob.userId, carl.userId], 'Team');
    expect(group.status).toBe(201);
    expect(group.body.members).toHaveLength(3);
    const alone = await openRoom(ann, [ann.userId]);
    expect(alone.status).toBe(422);
    expect(alone.body).toEqual([{ path: 'members', msg: CHAT_TEXTS.twoMembers }]);
    const ghost = await openRoom(ann, [999999]);
    expect(ghost.status).toBe(422);
  });
});

describe('messages, unread counts and read on open', () => {
  it('counts the other member\u2019s messages as unread until the room is opened', async () => {
    const room = (await openRoom(ann, [carl.userId])).body;
    expect((await send(ann, room.roomId, 'hello')).status).toBe(201);
    expect((await send(ann, room.roomId, 'are you there?')).status).toBe(201);
    const before = (await roomsOf(carl)).data.find((r) => r.roomId === room.roomId)!;
    expect(before.notificationsCount).toBe(2);
    expect(before.lastMessage).toMatchObject({ message: 'are you there?', sender: ann.username, read: false });
    // the sender has nothing unread there
    expect((await roomsOf(ann)).data.find((r) => r.roomId === room.roomId)!.notificationsCount).toBe(0);
    const notifics = await h.call('GET', '/chat/notifics/l', as(carl));
    expect(notifics.body.data).toContainEqual({ roomId: room.roomId, count: 2 });

    const opened = await h.call<{ data: ChatMessage[]; count: number }>('GET', `/chat/l/${room.roomId}/1/20`, as(carl));
    expect(opened.status).toBe(200);
    expect(opened.body.count).toBe(2);
    expect(opened.body.data.map((m) => m.message)).toEqual(['are you there?', 'hello']);
    expect((await roomsOf(carl)).data.find((r) => r.roomId === room.roomId)!.notificationsCount).toBe(0);
    // the sender now sees his messages read
    const mine = await h.call<{ data: ChatMessage[] }>('GET', `/chat/l/${room.roomId}/1/20`, as(ann));
    expect(mine.body.data.every((m) => m.read)).toBe(true);
  });

  it('changes a message under the same id, only by its sender', async () => {
    const room = (await openRoom(ann, [bob.userId])).body;
    const sent = (await send(ann, room.roomId, 'typo')).body;
    const changed = await h.call<ChatMessage>('PUT', `/chat/send/${sent._id}`, { ...as(ann), body: { message: 'fixed' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ _id: sent._id, message: 'fixed', condition: 'edited' });
    expect((await h.call('PUT', `/chat/send/${sent._id}`, { ...as(bob), body: { message: 'mine now' } })).status).toBe(403);
    const removed = await h.call('POST', '/chat/destroy', { ...as(ann), body: { messageId: sent._id } });
    expect(removed.status).toBe(200);
    const list = await h.call<{ data: ChatMessage[] }>('GET', `/chat/l/${room.roomId}/1/50`, as(bob));
    expect(list.body.data.find((m) => m._id === sent._id)).toBeUndefined();
  });

  it('refuses an empty message', async () => {
    const room = (await openRoom(ann, [bob.userId])).body;
    const empty = await send(ann, room.roomId, '  ');
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual([{ path: 'message', msg: CHAT_TEXTS.emptyMessage }]);
  });
});

/** A multipart body with one part named file. */
function multipart(filename: string, data: Buffer) {
  const boundary = 'chat-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}
const uploadTo = async (user: TestUser, chatRoomId: number, filename: string, data: Buffer) => {
  const { headers, payload } = multipart(filename, data);
  const res = await h.app.inject({ method: 'POST', url: `/chat/files?chatRoomId=${chatRoomId}`, headers: { ...headers, authorization: `Bearer ${user.token}` }, payload });
  return { status: res.statusCode, body: res.json() };
};

describe('files', () => {
  it('uploads a file to the media storage, sends it in a message and serves it back', async () => {
    const room = (await openRoom(ann, [bob.userId])).body;
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#3a7' } }).png().toBuffer();
    const up = await uploadTo(ann, room.roomId, 'plan.png', png);
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ name: 'plan.png', mime: 'image/png', size: png.length });
    const sent = await send(ann, room.roomId, '', [up.body.url]);
    expect(sent.status).toBe(201);
    expect(sent.body.files).toEqual([up.body.url]);
    const seen = await h.call<{ data: ChatMessage[] }>('GET', `/chat/l/${room.roomId}/1/5`, as(bob));
    expect(seen.body.data[0].files).toEqual([up.body.url]);
    const served = await h.app.inject({ method: 'GET', url: up.body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
  });

  it('refuses a renamed file, a non-member’s upload and a file of another room', async () => {
    const room = (await openRoom(ann, [bob.userId])).body;
    const other = (await openRoom(ann, [carl.userId])).body;
    const fake = await uploadTo(ann, room.roomId, 'invoice.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(fake.status).toBe(422);
    expect(fake.body[0].path).toBe('file');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await uploadTo(carl, room.roomId, 'x.png', png)).status).toBe(404);
    const elsewhere = await uploadTo(ann, other.roomId, 'x.png', png);
    const smuggled = await send(ann, room.roomId, 'look', [elsewhere.body.url]);
    expect(smuggled.status).toBe(422);
    expect(smuggled.body).toEqual([{ path: 'files.0', msg: CHAT_TEXTS.notAFile }]);
    expect((await send(ann, room.roomId, 'look', ['https://evil.example/x.png'])).status).toBe(422);
  });
});

describe('members only', () => {
  it('answers a non-member every call about the room as for a room that is not there (404)', async () => {
    const room = (await openRoom(ann, [bob.userId])).body;
    expect((await h.call('GET', `/chat/l/${room.roomId}/1/20`, as(carl))).status).toBe(404);
    expect((await send(carl, room.roomId, 'let me in')).status).toBe(404);
    expect((await h.call('POST', '/chat/rooms/block', { ...as(carl), body: { chatRoomId: room.roomId } })).status).toBe(404);
    expect((await h.call('POST', '/chat/rooms/destroy', { ...as(carl), body: { chatRoomId: room.roomId } })).status).toBe(404);
    expect((await h.call('POST', '/chat/rooms/members', { ...as(carl), body: { chatRoomId: room.roomId, add: [carl.userId] } })).status).toBe(404);
    expect((await roomsOf(carl)).data.map((r) => r.roomId)).not.toContain(room.roomId);
  });

  it('refuses staff without the chat permission', async () => {
    const outsider = await h.userWith([{ value: 'dashboard', type: 'access' }]);
    expect((await h.call('GET', '/chat/users/l/1/20', as(outsider))).status).toBe(403);
  });
});

describe('blocking and deleting rooms', () => {
  it('takes no new message in a blocked room, with a 422 naming the room', async () => {
    const room = (await openRoom(bob, [ann.userId, carl.userId], 'Ops')).body;
    const blocked = await h.call('POST', '/chat/rooms/block', { ...as(bob), body: { chatRoomId: room.roomId, blocked: true } });
    expect(blocked.status).toBe(200);
    const refused = await send(ann, room.roomId, 'anyone?');
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual([{ path: 'roomId', msg: CHAT_TEXTS.blocked('Ops') }]);
    await h.call('POST', '/chat/rooms/block', { ...as(bob), body: { chatRoomId: room.roomId, blocked: false } });
    expect((await send(ann, room.roomId, 'back')).status).toBe(201);
  });

  it('removes a deleted room from its members\u2019 lists', async () => {
    const room = (await openRoom(carl, [ann.userId, bob.userId], 'Gone')).body;
    expect((await roomsOf(bob)).data.map((r) => r.roomId)).toContain(room.roomId);
    expect((await h.call('POST', '/chat/rooms/destroy', { ...as(carl), body: { chatRoomId: room.roomId } })).status).toBe(200);
    expect((await roomsOf(bob)).data.map((r) => r.roomId)).not.toContain(room.roomId);
    expect((await roomsOf(ann)).data.map((r) => r.roomId)).not.toContain(room.roomId);
    expect((await h.call('GET', `/chat/l/${room.roomId}/1/20`, as(ann))).status).toBe(404);
  });
});

describe('live, over the chat namespace', () => {
  it('brings a new and a changed message to the other member at once, and the online flags', async () => {
    const dave = await h.userIn(ann.userGroupId);
    const room = (await openRoom(ann, [dave.userId])).body;
    expect(room.members.find((m) => m.userId === dave.userId)!.online).toBe(false);
    const annSocket = await connect(ann);
    const seenByAnn = events(annSocket);
    const daveSocket = await connect(dave);
    const got = events(daveSocket);
    await until(() => seenByAnn.some((e) => e.kind === 'online' && e.userId === dave.userId && e.online));
    expect((await roomsOf(ann)).data.find((r) => r.roomId === room.roomId)!.members.find((m) => m.userId === dave.userId)!.online).toBe(true);

    const sent = (await send(ann, room.roomId, 'live hello')).body;
    await until(() => got.some((e) => e.kind === 'message' && e.message._id === sent._id));
    expect(got.find((e) => e.kind === 'message')).toMatchObject({ kind: 'message', message: { message: 'live hello', chatRoom: room.roomId, sender: ann.username } });
    await h.call('PUT', `/chat/send/${sent._id}`, { ...as(ann), body: { message: 'live hello!' } });
    await until(() => got.some((e) => e.kind === 'message' && e.message._id === sent._id && e.message.message === 'live hello!'));

    daveSocket.close();
    await until(() => seenByAnn.some((e) => e.kind === 'online' && e.userId === dave.userId && !e.online));
  });

  it('sends the chat notification to a member not looking at the room, not to one who is', async () => {
    const erin = await h.userIn(ann.userGroupId);
    const room = (await openRoom(ann, [erin.userId])).body;
    const count = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM notification WHERE receiver = ${erin.userId} AND type = 'chat'`.execute(h.db)).rows[0].n;

    await send(ann, room.roomId, 'ping');
    await until(async () => (await count()) === 1);
    const item = await sql<{ content: string; data: unknown }>`SELECT content, data FROM notification WHERE receiver = ${erin.userId} AND type = 'chat'`.execute(h.db);
    expect(item.rows[0]).toMatchObject({ content: notificationText('en', { text: 'chatMessage', values: { sender: ann.username } }), data: { chatRoomID: room.roomId, memberID: ann.userId } });

    const erinSocket = await connect(erin);
    erinSocket.emit(CHAT_SOCKET_EVENTS.look, { chatRoomId: room.roomId });
    const got = events(erinSocket);
    await new Promise((r) => setTimeout(r, 100));
    const sent = (await send(ann, room.roomId, 'seen live')).body;
    await until(() => got.some((e) => e.kind === 'message' && e.message._id === sent._id));
    await new Promise((r) => setTimeout(r, 300));
    expect(await count()).toBe(1);
  });
});

describe('members only, on the generic room and message routes too', () => {
  it("a non-member with every chat right neither lists, reads, joins nor posts in a room of others", async () => {
    const room = (await openRoom(ann, [bob.userId], 'Private')).body;
    await send(ann, room.roomId, 'between us');
    const list = await h.call('GET', '/chat/r/1/100', as(carl));
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { roomId: number }) => r.roomId)).not.toContain(room.roomId);
    expect(list.body.count).toBe(list.body.data.length);
    expect((await h.call('GET', '/chat/r/r/1/100', as(carl))).body.data.map((r: { roomId: number }) => r.roomId)).not.toContain(room.roomId);
    expect((await h.call('GET', `/chat/r/${room.roomId}`, as(carl))).status).toBe(404);
    // the update right the Block button needs adds nobody to anyone's room
    expect((await h.call('PUT', `/chat/r/${room.roomId}`, { ...as(carl), body: { members: [ann.userId, bob.userId, carl.userId] } })).status).toBe(404);
    const archiver = await h.userWith([...CHAT_RIGHTS, { value: 'user/chat', type: 'archive_and_recover' }]);
    expect((await h.call('POST', '/chat/r/b/archive', { ...as(archiver), body: [room.roomId] })).body).toEqual({ ids: [] });
    // the room's messages: not listed, not posted to, whatever sender is named
    const messages = await h.call('GET', `/chat/message/1/100?roomId=${room.roomId}`, as(carl));
    expect(messages.status).toBe(403); // the message screens are the moderators'
    const carlMod = await h.userWith([...CHAT_RIGHTS, { value: 'user/chat/message', type: 'create' }]);
    const posted = await h.call('POST', '/chat/message', { token: carlMod.token, body: { roomId: room.roomId, message: 'in anyway', senderId: ann.userId } });
    expect(posted.status).toBe(422);
    expect((await h.call('GET', `/chat/l/${room.roomId}/1/20`, as(bob))).body.data.map((m: ChatMessage) => m.message)).not.toContain('in anyway');
  });

  it("a room's members change through the chat's own call only, by a member with the right; a room is made by a member of it", async () => {
    const room = (await openRoom(ann, [bob.userId, carl.userId], 'Team')).body;
    const sneaked = await h.call('PUT', `/chat/r/${room.roomId}`, { ...as(bob), body: { members: [ann.userId, bob.userId] } });
    expect(sneaked.status).toBe(422);
    expect(sneaked.body).toEqual([{ path: 'members', msg: CHAT_TEXTS.membersThroughChat }]);
    const dave = await h.userIn(ann.userGroupId);
    const added = await h.call('POST', '/chat/rooms/members', { ...as(bob), body: { chatRoomId: room.roomId, add: [dave.userId], remove: [carl.userId] } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await roomsOf(dave)).data.map((r) => r.roomId)).toContain(room.roomId);
    expect((await roomsOf(carl)).data.map((r) => r.roomId)).not.toContain(room.roomId);
    expect((await h.call('GET', `/chat/l/${room.roomId}/1/20`, as(carl))).status).toBe(404);
    const reader = await h.userWith([{ value: 'user/chat', type: 'access' }]);
    await h.call('POST', '/chat/rooms/members', { ...as(ann), body: { chatRoomId: room.roomId, add: [reader.userId] } });
    expect((await h.call('POST', '/chat/rooms/members', { ...as(reader), body: { chatRoomId: room.roomId, add: [carl.userId] } })).status).toBe(403);
    const direct = (await openRoom(ann, [dave.userId])).body;
    const widened = await h.call('POST', '/chat/rooms/members', { ...as(ann), body: { chatRoomId: direct.roomId, add: [bob.userId] } });
    expect(widened.status).toBe(422);
    const made = await h.call('POST', '/chat/r', { ...as(carl), body: { members: [ann.userId, bob.userId], name: 'Not mine' } });
    expect(made.status).toBe(422);
    expect(made.body).toEqual([{ path: 'members', msg: CHAT_TEXTS.selfMember }]);
  });

  it('who is online: told only to those who share a room with the user, and to the moderators', async () => {
    const [erin, frank, gina] = [await h.userIn(ann.userGroupId), await h.userIn(ann.userGroupId), await h.userIn(ann.userGroupId)];
    const moderator = await h.userWith([...CHAT_RIGHTS, { value: 'user/chat/message', type: 'access' }]);
    await openRoom(erin, [frank.userId]);
    const [frankSocket, ginaSocket, modSocket] = [await connect(frank), await connect(gina), await connect(moderator)];
    const [toFrank, toGina, toModerator] = [events(frankSocket), events(ginaSocket), events(modSocket)];
    await connect(erin);
    const erinOnline = (got: ChatEvent[]) => got.some((e) => e.kind === 'online' && e.userId === erin.userId && e.online);
    await until(() => erinOnline(toFrank) && erinOnline(toModerator));
    await new Promise((r) => setTimeout(r, 200));
    expect(erinOnline(toGina)).toBe(false);
    const onlineOf = async (viewer: TestUser) =>
      ((await h.call('GET', '/chat/users/l', as(viewer))).body.data as { userId: number; online: boolean }[]).find((u) => u.userId === erin.userId)?.online;
    expect(await onlineOf(frank)).toBe(true);
    expect(await onlineOf(moderator)).toBe(true);
    expect(await onlineOf(gina)).toBe(false);
  });
});
