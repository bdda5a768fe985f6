// The pure side of voice and video calls in the chat (docs/chat.md, "Voice and video calls"): the
// call's state machine the page follows, and the reading of the STUN/TURN servers (RTC_ICE_SERVERS).
import type { CallEndReason, ChatCallPeer } from './chat';

/** How long a call rings before the server ends it as unavailable. */
export const CALL_RING_MS = 45_000;

export type CallPhase = 'idle' | 'calling' | 'ringing' | 'connecting' | 'connected' | 'ended';

/** Where a call may go from each phase. */
export const CALL_TRANSITIONS: Readonly<Record<CallPhase, readonly CallPhase[]>> = {
  idle: ['calling', 'ringing'],
  calling: ['connecting', 'ended'],
  ringing: ['connecting', 'ended'],
  connecting: ['connected', 'ended'],
  connected: ['ended'],
  ended: ['idle', 'calling', 'ringing'],
};

export const canMove = (from: CallPhase, to: CallPhase): boolean => CALL_TRANSITIONS[from].includes(to);

export interface CallState {
  phase: CallPhase;
  /** known once the server acknowledged the request (caller) or from the request (callee) */
  callId?: string;
  role?: 'caller' | 'callee';
  roomId?: number;
  peer?: ChatCallPeer;
  /** the call was asked for with video (request), then whether this side sends video */
  video: boolean;
  /** why it ended (phase ended) */
  reason?: CallEndReason;
}

export const IDLE_CALL: CallState = { phase: 'idle', video: false };

export type CallAction =
  /** this page calls */
  | { type: 'dial'; roomId: number; peer: ChatCallPeer; video: boolean }
  /** the server acknowledged the request: the call's id */
  | { type: 'dialed'; callId: string; peer?: ChatCallPeer }
  /** someone calls this page */
  | { type: 'incoming'; callId: string; roomId: number; peer: ChatCallPeer; video: boolean }
  /** this page (callee) accepts, with its camera or not */
  | { type: 'accept'; video: boolean }
  /** the callee accepted (init reached the caller) */
  | { type: 'accepted'; callId: string }
  /** media flows both ways */
  | { type: 'connected' }
  /** hung up, rejected, refused by the server, or failed; `callId` absent: this page's own call whatever its id */
  | { type: 'end'; reason: CallEndReason; callId?: string }
  /** the ended call's window is closed */
  | { type: 'reset' };

/** An event about another call than this page's (a late one, or for another tab) changes nothing. */
const otherCall = (state: CallState, callId: string | undefined) => callId !== undefined && state.callId !== undefined && callId !== state.callId;

/**
 * The next state. Anything a phase does not allow leaves the state as it is (the same object):
 * a second incoming call while in one, an `accepted` while not calling, an `end` of another call.
 */
export function callReducer(state: CallState, action: CallAction): CallState {
  const to = (phase: CallPhase, changes: Partial<CallState> = {}): CallState => (canMove(state.phase, phase) ? { ...state, ...changes, phase } : state);
  switch (action.type) {
    case 'dial':
      return to('calling', { callId: undefined, role: 'caller', roomId: action.roomId, peer: action.peer, video: action.video, reason: undefined });
    case 'dialed':
      return state.phase === 'calling' && !state.callId ? { ...state, callId: action.callId, peer: action.peer ?? state.peer } : state;
    case 'incoming':
      return to('ringing', { callId: action.callId, role: 'callee', roomId: action.roomId, peer: action.peer, video: action.video, reason: undefined });
    case 'accept':
      return state.role === 'callee' ? to('connecting', { video: action.video }) : state;
    case 'accepted':
      return state.role === 'caller' && state.callId === action.callId ? to('connecting') : state;
    case 'connected':
      return to('connected');
    case 'end':
      return otherCall(state, action.callId) ? state : to('ended', { reason: action.reason });
    case 'reset':
      return state.phase === 'ended' ? IDLE_CALL : state;
  }
}

/** A call is under way (the user is busy). */
export const inCall = (state: CallState): boolean => state.phase !== 'idle' && state.phase !== 'ended';

/** One STUN or TURN server, as RTCPeerConnection takes it. */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

const ICE_URL = /^(stun|stuns|turn|turns):\S+$/;

/**
 * RTC_ICE_SERVERS: a JSON array of RTCIceServer, e.g.
 * `[{"urls":"stun:stun.example.org:3478"},{"urls":"turn:turn.example.org","username":"u","credential":"p"}]`.
 * Empty or absent: none (calls on one machine or a LAN). Anything else throws one line naming the setting.
 */
export function parseIceServers(raw: string | undefined): IceServer[] {
  if (!raw?.trim()) return [];
  const fail = (why: string): never => {
    throw new Error(`RTC_ICE_SERVERS ${why}`);
  };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return fail('is a JSON array of ICE servers ({"urls": "stun:host:3478"}), not valid JSON');
  }
  if (!Array.isArray(value)) return fail('is a JSON array of ICE servers ({"urls": "stun:host:3478"})');
  return value.map((item, i) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return fail(`item ${i} is not an object with urls`);
    const { urls, username, credential } = item as Record<string, unknown>;
    const list = typeof urls === 'string' ? [urls] : Array.isArray(urls) ? urls : [];
    if (!list.length || list.some((u) => typeof u !== 'string' || !ICE_URL.test(u))) return fail(`item ${i}: urls are stun:, stuns:, turn: or turns: addresses`);
    if (username !== undefined && typeof username !== 'string') return fail(`item ${i}: username is a string`);
    if (credential !== undefined && typeof credential !== 'string') return fail(`item ${i}: credential is a string`);
    if ((list as string[]).some((u) => u.startsWith('turn')) && (!username || !credential)) return fail(`item ${i}: a TURN server needs a username and a credential`);
    const server: IceServer = { urls: urls as string | string[] };
    if (username !== undefined) server.username = username;
    if (credential !== undefined) server.credential = credential;
    return server;
  });
}
