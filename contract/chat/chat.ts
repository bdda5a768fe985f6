// The chat's paths, texts, socket payloads and pure rules (spec, second document, sections 3, 4 and 7, "Chat").
// Shared by the server (server/features/chat) and the screen /user/chat.
import { MEDIA_KINDS } from '../media';
import { EVENTS } from '../realtime';
import { FILE_KEY_PATTERN, type UploadRule } from '../uploads';
import { messages } from '../messages';

/** The screen (spec, first document, section 2) and the chat service's calls beyond the generic pattern. */
export const CHAT_SCREEN = '/user/chat';
/**
 * The chat's moderation right: any right on the chat message screens (held by administrators). Its
 * holders see every room and message, and who is online; others their own rooms only.
 */
export const CHAT_MODERATION = 'user/chat/message';
export const CHAT_SERVICE = 'chat';
export const CHAT_PATHS = {
  /** GET: staff one may start a chat with */
  users: 'users/l',
  /** GET: staff and how many are online */
  usersCount: 'users/count',
  /** GET {page}/{count}: the rooms of the signed-in user */
  rooms: 'users/l',
  /** POST {members, name?}: a room with them; a direct room between two users is found again */
  openRoom: 'rooms',
  /** POST {chatRoomId}: the room leaves its members' lists */
  destroyRoom: 'rooms/destroy',
  /** POST {chatRoomId, blocked}: no new messages in a blocked room */
  blockRoom: 'rooms/block',
  /** POST {chatRoomId, add?, remove?}: a member with the right changes a group room's members */
  roomMembers: 'rooms/members',
  /** GET {chatRoomId}/{page}/{count}: a room's messages, newest first; reading them marks the room read */
  messages: 'l',
  /** POST {chatRoomId, message, files}: send; PUT send/{id}: change one's own message */
  send: 'send',
  /** POST {messageId}: delete one's own message */
  destroy: 'destroy',
  /** DELETE {ids}: delete several of one's own messages */
  bulkDestroy: 'b/destroy',
  /** GET: unread counts per room */
  notifics: 'notifics/l',
  /** DELETE {ids}: mark these rooms read */
  notificsBulkRead: 'notifics/b/d',
  /** DELETE {id}: mark one room read */
  notificsRead: 'notifics/o/u',
  /** POST multipart ?chatRoomId=: a file for a message of the room, kept in the media storage; GET files/{key}/{name}: the file */
  files: 'files',
  /** GET: the STUN/TURN servers of voice and video calls, `{iceServers}` (RTC_ICE_SERVERS) */
  rtcConfig: 'rtc/config',
} as const;

/**
 * What a message may carry: the documents, archives and pictures of the media library's downloads,
 * plus web pictures, within the downloads' size (contract/media.ts, contract/uploads.ts).
 */
export const CHAT_UPLOAD: UploadRule = {
  extensions: [...MEDIA_KINDS.download.upload.extensions, 'gif', 'webp'],
  types: { ...MEDIA_KINDS.download.upload.types, gif: MEDIA_KINDS.slide.upload.types.gif, webp: MEDIA_KINDS.slide.upload.types.webp },
  maxBytes: MEDIA_KINDS.download.upload.maxBytes,
};

/** A message's file: `/chat/files/{key}/{name}`, the key random (unguessable), the name for people. */
export const chatFileUrl = (key: string, name: string): string => `/${CHAT_SERVICE}/${CHAT_PATHS.files}/${key}/${encodeURIComponent(name)}`;

/** The key and name of a message's file, undefined when the text is not a chat file's URL. */
export function parseChatFileUrl(url: string): { key: string; name: string } | undefined {
  const m = /^\/chat\/files\/([^/]+)\/([^/]+)$/.exec(url);
  if (!m || !FILE_KEY_PATTERN.test(m[1])) return undefined;
  try {
    return { key: m[1], name: decodeURIComponent(m[2]) };
  } catch {
    return undefined;
  }
}

/** Texts not in the spec (the spec's own: CHAT_SPEC_TEXTS). */
export const CHAT_TEXTS = {
  notMember: 'You are not a member of this chat room.',
  roomNotFound: messages.notFound('Chat room'),
  messageNotFound: messages.notFound('Chat message'),
  blocked: (room: string) => `The chat room ${room} is blocked: no new messages.`,
  twoMembers: 'A chat room needs at least two members.',
  /** a room is made by one of its members */
  selfMember: 'You must be one of the members of a room you make.',
  /** a room's members change through the chat's own call, never a plain edit of the room */
  membersThroughChat: "A room's members change through the chat: add or remove them there.",
  /** two people's direct room keeps its two members */
  directMembers: 'A direct chat between two people keeps its two members: start a group room instead.',
  /** a message stays in its room */
  messageRoomFixed: 'A message stays in the room it was sent to.',
  emptyMessage: 'Write a message or attach a file.',
  notYours: 'Only its sender may change or delete a message.',
  unknownUser: 'No such staff member.',
  notAFile: 'Attach files uploaded to this room.',
  callBlocked: (room: string) => `The chat room ${room} is blocked: no calls.`,
  pickMember: 'Pick the member of this room to call.',
  /** the `chat` notification of a call nobody answered: no page open, or no answer in time */
  notInCall: 'You are not in this call.',
  alreadyInCall: 'You are already in a call.',
  badCall: 'This call message is not valid.',
  noChat: 'You may not use the chat.',
  callFailed: 'The call could not be made. Try again.',
} as const;

export const CHAT_SPEC_TEXTS = {
  mediaFailed: 'Cannot open webcam and/or microphone',
} as const;

export const CHAT_LIMITS = { messageMax: 4000, nameMax: 100, filesMax: 10 } as const;

/** Socket events on the chat namespace the page sends: which room it is looking at (null: none). */
export const CHAT_SOCKET_EVENTS = { look: 'look' } as const;

/**
 * Voice and video calls between two members of a room, signalled on the chat namespace (spec, second
 * document, section 7: "Chat video: request, call, end, init"; docs/chat.md, "Voice and video calls"):
 * - `request`: caller to server `ChatCallRequest` (acknowledged with `ChatCallAck`), then server to
 *   callee `ChatCallIncoming`;
 * - `init`: the callee accepted, `ChatCallInit`, relayed to the caller, who then sends the offer;
 * - `call`: SDP offers and answers and ICE candidates, `ChatCallSignal`, relayed to the other party;
 * - `end`: `ChatCallEnd`, either party hangs up or the callee rejects; the server also sends it
 *   (callee unavailable or busy, a party gone).
 */
export const CHAT_CALL_EVENTS = { request: EVENTS.callRequest, call: EVENTS.call, init: EVENTS.callInit, end: EVENTS.callEnd } as const;

/** Why a call ended. A page sends rejected, ended, media or failed; the server also unavailable and busy. */
export const CALL_END_REASONS = ['rejected', 'ended', 'unavailable', 'busy', 'media', 'failed'] as const;
export type CallEndReason = (typeof CALL_END_REASONS)[number];
/** The reasons a page may give when it ends a call. */
export const PAGE_END_REASONS: readonly CallEndReason[] = ['rejected', 'ended', 'media', 'failed'];

export interface ChatCallPeer {
  userId: number;
  username: string;
}
/** Caller to server: call the other member of the room (`to`: the member, required in a group room). */
export interface ChatCallRequest {
  roomId: number;
  to?: number;
  video: boolean;
}
/** Server to callee: someone calls. */
export interface ChatCallIncoming {
  callId: string;
  roomId: number;
  from: ChatCallPeer;
  video: boolean;
}
/** The callee accepted, with his camera or not. */
export interface ChatCallInit {
  callId: string;
  video: boolean;
}
/** An SDP offer or answer, or an ICE candidate. */
export interface ChatCallSignal {
  callId: string;
  description?: { type: 'offer' | 'answer'; sdp: string };
  candidate?: { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null; usernameFragment?: string | null } | null;
}
export interface ChatCallEnd {
  callId: string;
  reason: CallEndReason;
}
/** What a call event gets back through its acknowledgement (a request: the call's id and the callee). */
export type ChatCallAck = { ok: true; callId?: string; to?: ChatCallPeer } | { ok: false; errors: { path: string; msg: string }[] };

export interface ChatMember {
  userId: number;
  username: string;
  online: boolean;
}

export interface ChatMessage {
  _id: number;
  chatRoom: number;
  senderId: number;
  sender: string;
  message: string;
  files: string[];
  /** 'sent', or 'edited' once its sender changed it */
  condition: 'sent' | 'edited';
  /** read by the member asking (one's own messages: read by every other member) */
  read: boolean;
  dateAdded: string;
}

export interface ChatRoom {
  roomId: number;
  name: string | null;
  members: ChatMember[];
  /** unread messages of the member asking */
  notificationsCount: number;
  lastMessage: ChatMessage | null;
  deleted: boolean;
  blocked: boolean;
}

/** The CHAT_NOTIFICATION event's payload, to the members concerned (docs/chat.md). */
export type ChatEvent =
  | { kind: 'message'; message: ChatMessage }
  | { kind: 'room'; room: { roomId: number; deleted: boolean; blocked: boolean } }
  | { kind: 'online'; userId: number; online: boolean }
  | { kind: 'read'; roomId: number; userId: number };

/** The key that finds a direct room between two users again, whatever the order they come in. */
export const directKey = (a: number, b: number): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** Members without repeats, the creator included, in ascending order. */
export const roomMembers = (creator: number, others: readonly number[]): number[] =>
  [...new Set([creator, ...others])].sort((x, y) => x - y);

/** The key of a room's membership: a direct key for two members, none for a group. */
export const roomKey = (members: readonly number[]): string | null => (members.length === 2 ? directKey(members[0], members[1]) : null);

/** Unread messages of a member: others' messages after the last one the member read. */
export const unreadCount = (messages: readonly { _id: number; senderId: number }[], memberId: number, lastReadId: number): number =>
  messages.filter((m) => m.senderId !== memberId && m._id > lastReadId).length;

/** A list with a new or changed message: the one with the same id replaced in place, else the new one first (newest first). */
export function replaceMessage<T extends { _id: number }>(list: readonly T[], message: T): T[] {
  const at = list.findIndex((m) => m._id === message._id);
  if (at < 0) return [message, ...list];
  return list.map((m, i) => (i === at ? message : m));
}

/** Video call constraints (spec, first document, section 9). */
export const VIDEO_CONSTRAINTS = { height: { ideal: 720, min: 360, max: 1080 } } as const;

/** A room as its member sees it named: its name, else the other members' usernames. */
export const roomTitle = (room: Pick<ChatRoom, 'name' | 'members'>, me: number | undefined): string =>
  room.name || room.members.filter((m) => m.userId !== me).map((m) => m.username).join(', ');
