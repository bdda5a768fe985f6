// Voice and video calls between two members of a chat room, signalled on the chat namespace
// (contract/chat/chat.ts, CHAT_CALL_EVENTS; docs/chat.md, "Voice and video calls"). The media goes
// between the two browsers (WebRTC); the server only relays, and holds no call of its own: a call is
// the socket.io rooms its sockets are in, so every API process sees it through the adapter.
//   call:{id}          every socket of the call (the caller's page, the callee's ringing pages)
//   call:{id}:caller   the caller's page; call:{id}:callee the callee's pages (one once accepted)
//   call:{id}:on       the call was accepted: `call` signals may flow
import { randomUUID } from 'node:crypto';
import type { Namespace, Socket } from 'socket.io';
import {
  CHAT_CALL_EVENTS,
  CHAT_TEXTS,
  PAGE_END_REASONS,
  type CallEndReason,
  type ChatCallAck,
  type ChatCallEnd,
  type ChatCallIncoming,
  type ChatCallInit,
  type ChatCallSignal,
} from '../../../contract/chat/chat';
import { CALL_RING_MS } from '../../../contract/chat/rtc';
import { chatRoom } from '../../../contract/entities/chat/chatRoom';
import { can } from '../../../contract/permissions';
import type { Db } from '../../db/database';
import { userRoom, type Realtime, type RealtimeSockets } from '../../realtime/realtime';
import type { NotificationService } from '../notifications/notify';
import * as chatDb from './chat.repository';

type Role = 'caller' | 'callee';
const callRoom = (id: string) => `call:${id}`;
const roleRoom = (id: string, role: Role) => `call:${id}:${role}`;
const onRoom = (id: string) => `call:${id}:on`;
const callRooms = (id: string) => [callRoom(id), roleRoom(id, 'caller'), roleRoom(id, 'callee'), onRoom(id)];
const CALL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The calls a socket is in, from its rooms. */
const callIdsOf = (rooms: Iterable<string>): string[] => [...rooms].flatMap((r) => (r.startsWith('call:') && CALL_ID.test(r.slice(5)) ? [r.slice(5)] : []));
const SDP_MAX = 100_000;

class Refused extends Error {
  constructor(
    readonly path: string,
    msg: string,
  ) {
    super(msg);
  }
}
const refuse = (path: string, msg: string): never => {
  throw new Refused(path, msg);
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const positiveInt = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : undefined);
const callIdOf = (payload: Record<string, unknown>): string => (typeof payload.callId === 'string' && CALL_ID.test(payload.callId) ? payload.callId : refuse('callId', CHAT_TEXTS.badCall));

/** An SDP description or ICE candidate as RTCPeerConnection gives it, with nothing else carried along. */
function readSignal(payload: Record<string, unknown>, callId: string): ChatCallSignal {
  const signal: ChatCallSignal = { callId };
  const d = payload.description;
  if (d !== undefined) {
    if (!isObject(d) || (d.type !== 'offer' && d.type !== 'answer') || typeof d.sdp !== 'string' || d.sdp.length > SDP_MAX) refuse('description', CHAT_TEXTS.badCall);
    signal.description = { type: (d as { type: 'offer' | 'answer' }).type, sdp: (d as { sdp: string }).sdp };
  }
  const c = payload.candidate;
  if (c !== undefined) {
    if (c === null) signal.candidate = null;
    else {
      if (!isObject(c) || typeof c.candidate !== 'string' || c.candidate.length > 2000) refuse('candidate', CHAT_TEXTS.badCall);
      const { candidate, sdpMid, sdpMLineIndex, usernameFragment } = c as Record<string, unknown>;
      signal.candidate = {
        candidate: candidate as string,
        sdpMid: typeof sdpMid === 'string' ? sdpMid : null,
        sdpMLineIndex: typeof sdpMLineIndex === 'number' ? sdpMLineIndex : null,
        usernameFragment: typeof usernameFragment === 'string' ? usernameFragment : null,
      };
    }
  }
  if (!signal.description && signal.candidate === undefined) refuse('description', CHAT_TEXTS.badCall);
  return signal;
}

export interface ChatCallsOptions {
  db: Db;
  realtime: Realtime;
  sockets: RealtimeSockets | undefined;
  log: { warn: (o: unknown, msg?: string) => void };
  /** tells a callee who did not answer (the `chat` notification, linking to the room) */
  notifications?: NotificationService;
  ringMs?: number;
}

export class ChatCalls {
  constructor(private readonly options: ChatCallsOptions) {}

  start(): void {
    this.options.sockets?.onConnection('chat', (socket) => this.attach(socket));
  }

  private attach(socket: Socket): void {
    const handle = (event: string, run: (payload: Record<string, unknown>) => Promise<ChatCallAck>) =>
      socket.on(event, (payload: unknown, ack: unknown) => {
        const reply = (answer: ChatCallAck) => typeof ack === 'function' && ack(answer);
        if (!isObject(payload)) return void reply({ ok: false, errors: [{ path: '', msg: CHAT_TEXTS.badCall }] });
        run(payload).then(reply, (e: unknown) => {
          if (!(e instanceof Refused)) this.options.log.warn(e, `chat call ${event}`);
          // an unexpected failure (the database away) is logged, not shown
          reply({ ok: false, errors: [{ path: e instanceof Refused ? e.path : '', msg: e instanceof Refused ? e.message : CHAT_TEXTS.callFailed }] });
        });
      });
    handle(CHAT_CALL_EVENTS.request, (p) => this.request(socket, p));
    handle(CHAT_CALL_EVENTS.init, (p) => this.init(socket, p));
    handle(CHAT_CALL_EVENTS.call, (p) => this.signal(socket, p));
    handle(CHAT_CALL_EVENTS.end, (p) => this.hangUp(socket, p));
    socket.on('disconnecting', () => {
      const calls = callIdsOf(socket.rooms).map((id) => ({ id, caller: socket.rooms.has(roleRoom(id, 'caller')), on: socket.rooms.has(onRoom(id)) }));
      if (calls.length) socket.once('disconnect', () => void this.gone(socket.nsp, calls).catch((e) => this.options.log.warn(e, 'chat call disconnect')));
    });
  }

  /** The socket's user as of now, holding the chat's access (a user signed out or disabled is cut off). */
  private async user(socket: Socket) {
    const principal = await this.options.sockets?.currentPrincipal(socket);
    if (!principal) {
      socket.disconnect(true);
      return refuse('', CHAT_TEXTS.noChat);
    }
    if (!can(principal.permissions, 'access', '/' + chatRoom.permission)) refuse('', CHAT_TEXTS.noChat);
    return principal;
  }

  /**
   * Ends the call: every socket still in it leaves it, then gets `end` with the reason (in that
   * order, so a page told the call ended is free for the next one). `except`: the page that hung up.
   */
  private async finish(nsp: Namespace, callId: string, reason: CallEndReason, except?: Socket): Promise<void> {
    const rooms = callRooms(callId);
    if (except) for (const room of rooms) void except.leave(room);
    const parties = (await nsp.in(callRoom(callId)).fetchSockets()).map((s) => s.id).filter((id) => id !== except?.id);
    // no one else in the call: nothing to tell (an empty list would mean every socket of the namespace)
    if (!parties.length) return;
    nsp.in(parties).socketsLeave(rooms);
    nsp.to(parties).emit(CHAT_CALL_EVENTS.end, { callId, reason } satisfies ChatCallEnd);
  }

  private async request(socket: Socket, payload: Record<string, unknown>): Promise<ChatCallAck> {
    const me = await this.user(socket);
    const roomId = positiveInt(payload.roomId) ?? refuse('roomId', CHAT_TEXTS.badCall);
    if (typeof payload.video !== 'boolean') refuse('video', CHAT_TEXTS.badCall);
    const to = payload.to === undefined || payload.to === null ? undefined : (positiveInt(payload.to) ?? refuse('to', CHAT_TEXTS.pickMember));
    if (callIdsOf(socket.rooms).length) refuse('', CHAT_TEXTS.alreadyInCall);
    const room = await chatDb.roomById(this.options.db, roomId);
    if (!room || room.deleted) refuse('roomId', CHAT_TEXTS.roomNotFound);
    if (!room!.members.includes(me.userId)) refuse('roomId', CHAT_TEXTS.notMember);
    if (room!.blocked) refuse('roomId', CHAT_TEXTS.callBlocked(room!.name || `#${roomId}`));
    const others = room!.members.filter((m) => m !== me.userId);
    const callee = to === undefined ? (others.length === 1 ? others[0] : undefined) : others.find((m) => m === to);
    if (callee === undefined) return refuse('to', CHAT_TEXTS.pickMember);
    const names = await chatDb.usernames(this.options.db, [me.userId, callee]);

    const callId = randomUUID();
    const nsp = socket.nsp;
    await socket.join([callRoom(callId), roleRoom(callId, 'caller')]);
    // after the acknowledgement, so the caller knows the call's id before its `end`
    setImmediate(() => void this.ring(nsp, socket, callId, callee, { callId, roomId, from: { userId: me.userId, username: names.get(me.userId) ?? me.username }, video: payload.video as boolean }).catch((e) => {
      this.options.log.warn(e, 'chat call request');
      return this.finish(nsp, callId, 'unavailable');
    }));
    return { ok: true, callId, to: { userId: callee, username: names.get(callee) ?? '' } };
  }

  /** Rings the callee's pages in every process, or ends the call at once: no page open, or already in a call. */
  private async ring(nsp: Namespace, caller: Socket, callId: string, callee: number, incoming: ChatCallIncoming): Promise<void> {
    const pages = await nsp.in(userRoom(callee)).fetchSockets();
    if (!caller.rooms.has(callRoom(callId))) return; // hung up meanwhile
    const busy = pages.some((p) => callIdsOf(p.rooms).length);
    if (!pages.length || busy) {
      for (const room of callRooms(callId)) void caller.leave(room);
      caller.emit(CHAT_CALL_EVENTS.end, { callId, reason: busy ? 'busy' : 'unavailable' } satisfies ChatCallEnd);
      if (!busy) this.missed(callee, incoming);
      return;
    }
    nsp.in(userRoom(callee)).socketsJoin([callRoom(callId), roleRoom(callId, 'callee')]);
    this.options.realtime.toUser('chat', callee, CHAT_CALL_EVENTS.request, incoming);
    const timer = setTimeout(() => {
      if (!caller.rooms.has(callRoom(callId)) || caller.rooms.has(onRoom(callId))) return;
      void this.finish(nsp, callId, 'unavailable').catch((e) => this.options.log.warn(e, 'chat call ring'));
      this.missed(callee, incoming);
    }, this.options.ringMs ?? CALL_RING_MS);
    timer.unref();
  }

  /** A call the callee never answered (no page open, or no answer in time): the `chat` notification, linking to the room. */
  private missed(callee: number, incoming: ChatCallIncoming): void {
    this.options.notifications
      ?.notify({
        type: 'chat',
        receivers: [callee],
        content: { text: incoming.video ? 'missedVideoCall' : 'missedVoiceCall', values: { caller: incoming.from.username } },
        message: null,
        data: { chatRoomID: incoming.roomId, memberID: incoming.from.userId },
        senderId: incoming.from.userId,
      })
      .catch((e) => this.options.log.warn(e, 'chat missed call notification'));
  }

  /** The callee accepts on this page: his other pages stop ringing, the caller is told. */
  private async init(socket: Socket, payload: Record<string, unknown>): Promise<ChatCallAck> {
    await this.user(socket);
    const callId = callIdOf(payload);
    if (typeof payload.video !== 'boolean') refuse('video', CHAT_TEXTS.badCall);
    if (!socket.rooms.has(roleRoom(callId, 'callee')) || socket.rooms.has(onRoom(callId))) refuse('callId', CHAT_TEXTS.notInCall);
    const nsp = socket.nsp;
    // this page's own rooms change at once; the others' through the adapter, in the order given
    await socket.join(onRoom(callId));
    const elsewhere = (await nsp.in(roleRoom(callId, 'callee')).except(socket.id).fetchSockets()).map((s) => s.id);
    if (elsewhere.length) {
      nsp.in(elsewhere).socketsLeave(callRooms(callId));
      nsp.to(elsewhere).emit(CHAT_CALL_EVENTS.end, { callId, reason: 'ended' } satisfies ChatCallEnd);
    }
    nsp.in(roleRoom(callId, 'caller')).socketsJoin(onRoom(callId));
    socket.to(callRoom(callId)).emit(CHAT_CALL_EVENTS.init, { callId, video: payload.video as boolean } satisfies ChatCallInit);
    return { ok: true, callId };
  }

  /** An offer, answer or ICE candidate, to the other party of an accepted call. */
  private async signal(socket: Socket, payload: Record<string, unknown>): Promise<ChatCallAck> {
    const callId = callIdOf(payload);
    if (!socket.rooms.has(onRoom(callId))) refuse('callId', CHAT_TEXTS.notInCall);
    socket.to(callRoom(callId)).emit(CHAT_CALL_EVENTS.call, readSignal(payload, callId));
    return { ok: true, callId };
  }

  /** Hangs up, rejects (the callee, ringing) or gives up (media failed): the other side gets `end`. */
  private async hangUp(socket: Socket, payload: Record<string, unknown>): Promise<ChatCallAck> {
    const callId = callIdOf(payload);
    const reason = PAGE_END_REASONS.find((r) => r === payload.reason) ?? refuse('reason', CHAT_TEXTS.badCall);
    if (!socket.rooms.has(callRoom(callId))) refuse('callId', CHAT_TEXTS.notInCall);
    await this.finish(socket.nsp, callId, reason, socket);
    return { ok: true, callId };
  }

  /** A page of a call closed: the call ends, unless it was one of several pages of the callee still ringing. */
  private async gone(nsp: Namespace, calls: { id: string; caller: boolean; on: boolean }[]): Promise<void> {
    for (const call of calls) {
      if (call.caller || call.on) await this.finish(nsp, call.id, 'ended');
      else if (!(await nsp.in(roleRoom(call.id, 'callee')).fetchSockets()).length) await this.finish(nsp, call.id, 'unavailable');
    }
  }
}
