// Voice and video calls in the chat (docs/chat.md, "Voice and video calls"): the signalling on the
// chat namespace over real sockets (request, init, call, end, and the server's own ends), and the
// ICE servers the pages get from RTC_ICE_SERVERS.
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CALL_EVENTS, CHAT_TEXTS, type ChatCallAck, type ChatCallEnd, type ChatCallIncoming, type ChatCallInit, type ChatCallSignal, type ChatRoom } from '../../../contract/chat/chat';
import { buildApp } from '../../../server/app';
import { createDb } from '../../../server/db/database';
import { waitFor } from '../../support/wait-for';
import { CHAT_RIGHTS, chatSockets } from './chat-sockets';
import { useHarness, type TestUser } from '../harness';
import { notificationText } from '../../../contract/notifications/texts';

const ICE = [{ urls: 'stun:stun.example.org:3478' }, { urls: 'turn:turn.example.org', username: 'u', credential: 'p' }];
// read when the chat's routes are registered (the harness builds the app in its beforeAll)
process.env.RTC_ICE_SERVERS = JSON.stringify(ICE);

const h = useHarness();
const { connect } = chatSockets(h);

let ann: TestUser;
let bob: TestUser;
let carl: TestUser;
let dora: TestUser;
let annBob: ChatRoom;

beforeAll(async () => {
  ann = await h.userWith(CHAT_RIGHTS);
  bob = await h.userIn(ann.userGroupId);
  carl = await h.userIn(ann.userGroupId);
  dora = await h.userIn(ann.userGroupId);
  annBob = await openRoom(ann, [bob.userId]);
});

/** Every payload of one event the socket receives, in order. */
function heard<T>(socket: Socket, event: string): T[] {
  const got: T[] = [];
  socket.on(event, (p: T) => got.push(p));
  return got;
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const quiet = () => new Promise((r) => setTimeout(r, 300));

const emit = (socket: Socket, event: string, payload: unknown) => socket.timeout(3000).emitWithAck(event, payload) as Promise<ChatCallAck>;

async function openRoom(user: TestUser, members: number[], name?: string): Promise<ChatRoom> {
  const res = await h.call<ChatRoom>('POST', '/chat/rooms', { token: user.token, body: { members, name } });
  expect([200, 201]).toContain(res.status);
  return res.body;
}

/** ann calls bob: both pages open, the request acknowledged and ringing at bob's. */
async function annCallsBob(video = true) {
  const annPage = await connect(ann);
  const bobPage = await connect(bob);
  const incoming = heard<ChatCallIncoming>(bobPage, CHAT_CALL_EVENTS.request);
  const ack = await emit(annPage, CHAT_CALL_EVENTS.request, { roomId: annBob.roomId, video });
  if (!ack.ok) throw new Error(JSON.stringify(ack.errors));
  await until(() => incoming.length === 1);
  return { annPage, bobPage, callId: ack.callId!, incoming, ack };
}

const hangUpAll = async (...pages: Socket[]) => {
  for (const p of pages) p.close();
  await quiet();
};

describe('a call between two members', () => {
  it('rings the callee (not a third user), then relays init, offer, answer, candidates and the end', async () => {
    const carlPage = await connect(carl);
    const carlHears = heard(carlPage, CHAT_CALL_EVENTS.request);
    const { annPage, bobPage, callId, incoming, ack } = await annCallsBob(true);
    expect(ack).toEqual({ ok: true, callId, to: { userId: bob.userId, username: bob.username } });
    expect(incoming[0]).toEqual({ callId, roomId: annBob.roomId, from: { userId: ann.userId, username: ann.username }, video: true });

    const annInit = heard<ChatCallInit>(annPage, CHAT_CALL_EVENTS.init);
    const annSignals = heard<ChatCallSignal>(annPage, CHAT_CALL_EVENTS.call);
    const bobSignals = heard<ChatCallSignal>(bobPage, CHAT_CALL_EVENTS.call);
    expect(await emit(bobPage, CHAT_CALL_EVENTS.init, { callId, video: false })).toEqual({ ok: true, callId });
    await until(() => annInit.length === 1);
    expect(annInit[0]).toEqual({ callId, video: false });

    const offer = { callId, description: { type: 'offer', sdp: 'v=0 offer' } };
    expect((await emit(annPage, CHAT_CALL_EVENTS.call, offer)).ok).toBe(true);
    await emit(bobPage, CHAT_CALL_EVENTS.call, { callId, description: { type: 'answer', sdp: 'v=0 answer' }, extra: 'dropped' });
    await emit(bobPage, CHAT_CALL_EVENTS.call, { callId, candidate: { candidate: 'candidate:1 1 udp 1 192.0.2.2 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 } });
    await until(() => bobSignals.length === 1 && annSignals.length === 2);
    expect(bobSignals[0]).toEqual(offer);
    expect(annSignals[0]).toEqual({ callId, description: { type: 'answer', sdp: 'v=0 answer' } });
    expect(annSignals[1].candidate).toMatchObject({ candidate: 'candidate:1 1 udp 1 192.0.2.2 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 });

    const bobEnds = heard<ChatCallEnd>(bobPage, CHAT_CALL_EVENTS.end);
    const annEnds = heard<ChatCallEnd>(annPage, CHAT_CALL_EVENTS.end);
    expect((await emit(annPage, CHAT_CALL_EVENTS.end, { callId, reason: 'ended' })).ok).toBe(true);
    await until(() => bobEnds.length === 1);
    expect(bobEnds[0]).toEqual({ callId, reason: 'ended' });
    // the call is over: no more signals, and the hanging-up side gets no echo of its own end
    const late = await emit(bobPage, CHAT_CALL_EVENTS.call, offer);
    expect(late).toEqual({ ok: false, errors: [{ path: 'callId', msg: CHAT_TEXTS.notInCall }] });
    await quiet();
    expect(annEnds).toEqual([]);
    expect(carlHears).toEqual([]);
    await hangUpAll(annPage, bobPage, carlPage);
  });

  it('tells the caller when the callee rejects', async () => {
    const { annPage, bobPage, callId } = await annCallsBob(false);
    const annEnds = heard<ChatCallEnd>(annPage, CHAT_CALL_EVENTS.end);
    expect((await emit(bobPage, CHAT_CALL_EVENTS.end, { callId, reason: 'rejected' })).ok).toBe(true);
    await until(() => annEnds.length === 1);
    expect(annEnds[0]).toEqual({ callId, reason: 'rejected' });
    await hangUpAll(annPage, bobPage);
  });

  it('stops the ringing on the callee\u2019s other pages once he accepts on one', async () => {
    const annPage = await connect(ann);
    const bobDesk = await connect(bob);
    const bobLaptop = await connect(bob);
    const laptopEnds = heard<ChatCallEnd>(bobLaptop, CHAT_CALL_EVENTS.end);
    const deskRings = heard<ChatCallIncoming>(bobDesk, CHAT_CALL_EVENTS.request);
    const laptopRings = heard<ChatCallIncoming>(bobLaptop, CHAT_CALL_EVENTS.request);
    const { callId } = (await emit(annPage, CHAT_CALL_EVENTS.request, { roomId: annBob.roomId, video: true })) as { callId: string };
    await until(() => deskRings.length === 1 && laptopRings.length === 1);
    expect((await emit(bobDesk, CHAT_CALL_EVENTS.init, { callId, video: true })).ok).toBe(true);
    await until(() => laptopEnds.length === 1);
    expect(laptopEnds[0]).toEqual({ callId, reason: 'ended' });
    expect((await emit(bobLaptop, CHAT_CALL_EVENTS.call, { callId, description: { type: 'answer', sdp: 'x' } })).ok).toBe(false);
    await hangUpAll(annPage, bobDesk, bobLaptop);
  });
});

describe('what the server refuses or ends by itself', () => {
  it('refuses a request from outside the room, about a blocked room, or without the member to call in a group', async () => {
    const carlPage = await connect(carl);
    const notMember = await emit(carlPage, CHAT_CALL_EVENTS.request, { roomId: annBob.roomId, video: true });
    expect(notMember).toEqual({ ok: false, errors: [{ path: 'roomId', msg: CHAT_TEXTS.notMember }] });
    expect((await emit(carlPage, CHAT_CALL_EVENTS.request, { roomId: 'x', video: true })).ok).toBe(false);
    expect((await emit(carlPage, CHAT_CALL_EVENTS.call, { callId: '3b241101-e2bb-4255-8caf-4136c566a962', description: { type: 'offer', sdp: 'x' } }))).toEqual({
      ok: false,
      errors: [{ path: 'callId', msg: CHAT_TEXTS.notInCall }],
    });

    const group = await openRoom(ann, [bob.userId, carl.userId], 'Call group');
    const annPage = await connect(ann);
    expect(await emit(annPage, CHAT_CALL_EVENTS.request, { roomId: group.roomId, video: false })).toEqual({ ok: false, errors: [{ path: 'to', msg: CHAT_TEXTS.pickMember }] });
    expect((await emit(annPage, CHAT_CALL_EVENTS.request, { roomId: group.roomId, to: dora.userId, video: false })).ok).toBe(false);
    const carlRings = heard<ChatCallIncoming>(carlPage, CHAT_CALL_EVENTS.request);
    const picked = await emit(annPage, CHAT_CALL_EVENTS.request, { roomId: group.roomId, to: carl.userId, video: false });
    expect(picked).toMatchObject({ ok: true, to: { userId: carl.userId, username: carl.username } });
    await until(() => carlRings.length === 1);
    // one call at a time per page
    expect(await emit(annPage, CHAT_CALL_EVENTS.request, { roomId: annBob.roomId, video: false })).toEqual({ ok: false, errors: [{ path: '', msg: CHAT_TEXTS.alreadyInCall }] });
    await emit(annPage, CHAT_CALL_EVENTS.end, { callId: (picked as { callId: string }).callId, reason: 'ended' });

    const blocked = await h.call('POST', '/chat/rooms/block', { token: ann.token, body: { chatRoomId: group.roomId, blocked: true } });
    expect(blocked.status).toBe(200);
    expect(await emit(annPage, CHAT_CALL_EVENTS.request, { roomId: group.roomId, to: carl.userId, video: false })).toEqual({
      ok: false,
      errors: [{ path: 'roomId', msg: CHAT_TEXTS.callBlocked('Call group') }],
    });
    await hangUpAll(annPage, carlPage);
  });

  it('ends the call as unavailable when the callee has no page open', async () => {
    const annPage = await connect(ann);
    const ends = heard<ChatCallEnd>(annPage, CHAT_CALL_EVENTS.end);
    const ack = await emit(annPage, CHAT_CALL_EVENTS.request, { roomId: annBob.roomId, video: true });
    expect(ack.ok).toBe(true);
    await until(() => ends.length === 1);
    expect(ends[0]).toEqual({ callId: (ack as { callId: string }).callId, reason: 'unavailable' });
    // the callee finds the missed call among his notifications, leading to the room
    const missed = await waitFor('the missed-call notification', async () => {
      const { rows } = await sql<{ content: string; data: unknown }>`SELECT content, data FROM notification WHERE receiver = ${bob.userId} AND type = 'chat' AND content LIKE 'Missed%'`.execute(h.db);
      return rows[0];
    });
    expect(missed).toEqual({ content: notificationText('en', { text: 'missedVideoCall', values: { caller: ann.username } }), data: { chatRoomID: annBob.roomId, memberID: ann.userId } });
    // and the caller is free again
    expect((await emit(annPage, CHAT_CALL_EVENTS.request, { roomId: annBob.roomId, video: true })).ok).toBe(true);
    await hangUpAll(annPage);
  });

  it('answers busy when the callee is in another call', async () => {
    const { annPage, bobPage, callId } = await annCallsBob();
    await emit(bobPage, CHAT_CALL_EVENTS.init, { callId, video: true });
    const carlPage = await connect(carl);
    const carlBob = await openRoom(carl, [bob.userId]);
    const carlEnds = heard<ChatCallEnd>(carlPage, CHAT_CALL_EVENTS.end);
    const bobRings = heard(bobPage, CHAT_CALL_EVENTS.request);
    const ack = await emit(carlPage, CHAT_CALL_EVENTS.request, { roomId: carlBob.roomId, video: false });
    await until(() => carlEnds.length === 1);
    expect(carlEnds[0]).toEqual({ callId: (ack as { callId: string }).callId, reason: 'busy' });
    await quiet();
    expect(bobRings).toEqual([]);
    await hangUpAll(annPage, bobPage, carlPage);
  });

  it('ends the call for the other side when a party\u2019s page goes away', async () => {
    const { annPage, bobPage, callId } = await annCallsBob();
    await emit(bobPage, CHAT_CALL_EVENTS.init, { callId, video: true });
    const annEnds = heard<ChatCallEnd>(annPage, CHAT_CALL_EVENTS.end);
    bobPage.close();
    await until(() => annEnds.length === 1);
    expect(annEnds[0]).toEqual({ callId, reason: 'ended' });

    // a ringing callee closing his only page: the caller hears he is unavailable
    const again = await annCallsBob();
    const ends = heard<ChatCallEnd>(again.annPage, CHAT_CALL_EVENTS.end);
    again.bobPage.close();
    await until(() => ends.length === 1);
    expect(ends[0]).toEqual({ callId: again.callId, reason: 'unavailable' });
    await hangUpAll(annPage, again.annPage);
  });

  it('refuses a user without the chat permission', async () => {
    const outsider = await h.userWith([]);
    const page = await connect(outsider);
    expect(await emit(page, CHAT_CALL_EVENTS.request, { roomId: annBob.roomId, video: true })).toEqual({ ok: false, errors: [{ path: '', msg: CHAT_TEXTS.noChat }] });
    await hangUpAll(page);
  });
});

describe('across two API processes on one database', () => {
  it('rings a callee connected to the other process, relays the call both ways, and sees him busy there', async () => {
    const { db, pool } = createDb(h.url, 4);
    const other = await buildApp({ db, pool });
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const otherUrl = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
      const annPage = await connect(ann);
      const bobPage = await connect(bob, otherUrl);
      const rings = heard<ChatCallIncoming>(bobPage, CHAT_CALL_EVENTS.request);
      const annEnds = heard<ChatCallEnd>(annPage, CHAT_CALL_EVENTS.end);
      // the processes find each other through the database within a moment of starting
      let callId = '';
      for (let i = 0; i < 50 && !rings.length; i++) {
        const ack = await emit(annPage, CHAT_CALL_EVENTS.request, { roomId: annBob.roomId, video: true });
        if (ack.ok) callId = ack.callId!;
        await until(() => rings.length > 0 || annEnds.some((e) => e.callId === callId), 2000).catch(() => undefined);
      }
      expect(rings.at(-1)).toMatchObject({ callId, from: { userId: ann.userId } });

      const annInit = heard<ChatCallInit>(annPage, CHAT_CALL_EVENTS.init);
      const bobSignals = heard<ChatCallSignal>(bobPage, CHAT_CALL_EVENTS.call);
      expect((await emit(bobPage, CHAT_CALL_EVENTS.init, { callId, video: true })).ok).toBe(true);
      await until(() => annInit.length === 1);
      expect((await emit(annPage, CHAT_CALL_EVENTS.call, { callId, description: { type: 'offer', sdp: 'v=0' } })).ok).toBe(true);
      await until(() => bobSignals.length === 1);

      // carl, on the first process, finds bob busy on the second
      const carlPage = await connect(carl);
      const carlBob = await openRoom(carl, [bob.userId]);
      const carlEnds = heard<ChatCallEnd>(carlPage, CHAT_CALL_EVENTS.end);
      await emit(carlPage, CHAT_CALL_EVENTS.request, { roomId: carlBob.roomId, video: false });
      await until(() => carlEnds.length === 1);
      expect(carlEnds[0].reason).toBe('busy');

      // bob's page on the second process goes away: ann, on the first, hears the call ended
      bobPage.close();
      await until(() => annEnds.some((e) => e.callId === callId));
      expect(annEnds.find((e) => e.callId === callId)!.reason).toBe('ended');
      await hangUpAll(annPage, carlPage);
    } finally {
      await other.app.close();
      await db.destroy();
    }
  }, 60_000);
});

describe('GET /chat/rtc/config', () => {
  it('returns the configured STUN/TURN servers to chat users, 403 to others', async () => {
    const res = await h.call('GET', '/chat/rtc/config', { token: ann.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ iceServers: ICE });
    const outsider = await h.userWith([]);
    expect((await h.call('GET', '/chat/rtc/config', { token: outsider.token })).status).toBe(403);
  });
});
