// The page's side of voice and video calls (docs/chat.md, "Voice and video calls"): one call at a
// time per page, kept outside React so the call survives moving between screens. It follows the
// state machine of contract/chat/rtc.ts, signals on the chat socket (CHAT_CALL_EVENTS) and holds the
// WebRTC peer connection and the media streams. Screens read it with useChatCall.
import type { Socket } from 'socket.io-client';
import {
  CHAT_CALL_EVENTS,
  VIDEO_CONSTRAINTS,
  type CallEndReason,
  type ChatCallAck,
  type ChatCallEnd,
  type ChatCallIncoming,
  type ChatCallInit,
  type ChatCallPeer,
  type ChatCallSignal,
} from '../../../contract/chat/chat';
import { IDLE_CALL, callReducer, inCall, type CallAction, type CallState, type IceServer } from '../../../contract/chat/rtc';

export interface ChatCallView extends CallState {
  local?: MediaStream;
  remote?: MediaStream;
  /** the other side sends video */
  remoteVideo: boolean;
  muted: boolean;
  cameraOff: boolean;
  /** this page could not open the webcam and/or microphone */
  mediaFailed: boolean;
  /** the server refused the request: its message */
  refused?: string;
}

/** What a new call starts with besides its state. */
const FRESH: Omit<ChatCallView, keyof CallState> = { local: undefined, remote: undefined, remoteVideo: false, muted: false, cameraOff: false, mediaFailed: false, refused: undefined };
const IDLE_VIEW: ChatCallView = { ...IDLE_CALL, ...FRESH };

/** The microphone, and the camera within the spec's constraints for a video call. */
export const openMedia = (video: boolean): Promise<MediaStream> => navigator.mediaDevices.getUserMedia({ audio: true, video: video ? VIDEO_CONSTRAINTS : false });

export class ChatCallController {
  private view: ChatCallView = IDLE_VIEW;
  private readonly listeners = new Set<() => void>();
  private socket?: Socket;
  private loadIceServers: () => Promise<IceServer[]> = async () => [];
  private pc?: RTCPeerConnection;
  /** candidates that came before the remote description */
  private pending: RTCIceCandidateInit[] = [];

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): ChatCallView => this.view;

  private set(changes: Partial<ChatCallView>): void {
    this.view = { ...this.view, ...changes };
    for (const l of this.listeners) l();
  }

  private move(action: CallAction, changes: Partial<ChatCallView> = {}): boolean {
    const next = callReducer(this.view, action);
    if (next === this.view) return false;
    this.set({ ...next, ...changes });
    return true;
  }

  /** Listens on the chat socket; returns what undoes it (a call under way is hung up). */
  attach(socket: Socket, loadIceServers: () => Promise<IceServer[]>): () => void {
    this.socket = socket;
    this.loadIceServers = loadIceServers;
    const onRequest = (e: ChatCallIncoming) => this.incoming(e);
    const onInit = (e: ChatCallInit) => void this.accepted(e).catch(() => this.fail('failed'));
    const onSignal = (e: ChatCallSignal) => void this.signal(e).catch(() => this.fail('failed'));
    const onEnd = (e: ChatCallEnd) => {
      const ringing = this.view.phase === 'ringing';
      if (!this.move({ type: 'end', callId: e.callId, reason: e.reason })) return;
      this.teardown();
      // a call that only rang here (the caller gave up, or another page of this user answered) leaves nothing to show
      if (ringing) this.dismiss();
    };
    socket.on(CHAT_CALL_EVENTS.request, onRequest);
    socket.on(CHAT_CALL_EVENTS.init, onInit);
    socket.on(CHAT_CALL_EVENTS.call, onSignal);
    socket.on(CHAT_CALL_EVENTS.end, onEnd);
    return () => {
      this.hangUp();
      socket.off(CHAT_CALL_EVENTS.request, onRequest);
      socket.off(CHAT_CALL_EVENTS.init, onInit);
      socket.off(CHAT_CALL_EVENTS.call, onSignal);
      socket.off(CHAT_CALL_EVENTS.end, onEnd);
      if (this.socket === socket) this.socket = undefined;
      this.view = IDLE_VIEW;
    };
  }

  private emit(event: string, payload: unknown): Promise<ChatCallAck> {
    const socket = this.socket;
    if (!socket) return Promise.resolve({ ok: false, errors: [] });
    return socket.timeout(10_000).emitWithAck(event, payload).catch(() => ({ ok: false, errors: [] }) as ChatCallAck);
  }

  /** This page calls `peer`, a member of the room. */
  async start(roomId: number, peer: ChatCallPeer, video: boolean): Promise<void> {
    if (!this.move({ type: 'dial', roomId, peer, video }, FRESH)) return;
    let local: MediaStream;
    try {
      local = await openMedia(video);
    } catch {
      this.move({ type: 'end', reason: 'media' }, { mediaFailed: true });
      return;
    }
    if (this.view.phase !== 'calling') return void stop(local);
    this.set({ local });
    const ack = await this.emit(CHAT_CALL_EVENTS.request, { roomId, to: peer.userId, video });
    if (!ack.ok) {
      if (this.move({ type: 'end', reason: 'failed' }, { refused: ack.errors[0]?.msg })) this.teardown();
      return;
    }
    // hung up before the server answered: end the call it made
    if (this.view.phase !== 'calling') return void this.emit(CHAT_CALL_EVENTS.end, { callId: ack.callId, reason: 'ended' });
    this.move({ type: 'dialed', callId: ack.callId!, peer: ack.to });
  }

  private incoming(e: ChatCallIncoming): void {
    this.move({ type: 'incoming', callId: e.callId, roomId: e.roomId, peer: e.from, video: e.video }, { ...FRESH, remoteVideo: e.video });
  }

  /** The callee accepts, sending his camera or not. */
  async accept(video: boolean): Promise<void> {
    const { callId } = this.view;
    if (this.view.phase !== 'ringing' || !callId) return;
    let local: MediaStream;
    try {
      local = await openMedia(video);
    } catch {
      void this.emit(CHAT_CALL_EVENTS.end, { callId, reason: 'media' });
      this.move({ type: 'end', reason: 'media' }, { mediaFailed: true });
      return;
    }
    if (!this.move({ type: 'accept', video }, { local })) return void stop(local);
    await this.connect(local);
    const ack = await this.emit(CHAT_CALL_EVENTS.init, { callId, video });
    if (!ack.ok) this.fail('failed');
  }

  /** The callee accepted: the caller makes the offer. */
  private async accepted(e: ChatCallInit): Promise<void> {
    if (!this.move({ type: 'accepted', callId: e.callId }, { remoteVideo: e.video })) return;
    const pc = await this.connect(this.view.local!);
    // the callee's camera reaches a caller who sends none only if the offer asks for video
    if (e.video && !this.view.video) pc.addTransceiver('video', { direction: 'recvonly' });
    await pc.setLocalDescription(await pc.createOffer());
    await this.emit(CHAT_CALL_EVENTS.call, { callId: e.callId, description: pc.localDescription!.toJSON() });
  }

  private async connect(local: MediaStream): Promise<RTCPeerConnection> {
    const iceServers = await this.loadIceServers().catch(() => []);
    const pc = new RTCPeerConnection({ iceServers });
    this.pc = pc;
    this.pending = [];
    for (const track of local.getTracks()) pc.addTrack(track, local);
    const remote = new MediaStream();
    this.set({ remote });
    pc.ontrack = (e) => {
      if (this.pc !== pc) return;
      remote.addTrack(e.track);
      // a new stream object makes the screen attach it again
      this.set({ remote: new MediaStream(remote.getTracks()) });
    };
    pc.onicecandidate = (e) => {
      if (e.candidate && this.pc === pc && this.view.callId) void this.emit(CHAT_CALL_EVENTS.call, { callId: this.view.callId, candidate: e.candidate.toJSON() });
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      if (pc.connectionState === 'connected') this.move({ type: 'connected' });
      else if (pc.connectionState === 'failed') this.fail('failed');
    };
    return pc;
  }

  private async signal(e: ChatCallSignal): Promise<void> {
    const pc = this.pc;
    if (!pc || e.callId !== this.view.callId) return;
    if (e.description) {
      await pc.setRemoteDescription(e.description);
      if (e.description.type === 'offer') {
        await pc.setLocalDescription(await pc.createAnswer());
        await this.emit(CHAT_CALL_EVENTS.call, { callId: e.callId, description: pc.localDescription!.toJSON() });
      }
      for (const c of this.pending.splice(0)) await pc.addIceCandidate(c);
    } else if (e.candidate) {
      if (pc.remoteDescription) await pc.addIceCandidate(e.candidate as RTCIceCandidateInit);
      else this.pending.push(e.candidate as RTCIceCandidateInit);
    }
  }

  /** Ends this page's call for a reason of its own, and tells the other side. */
  private fail(reason: CallEndReason): void {
    const { callId } = this.view;
    if (!this.move({ type: 'end', reason })) return;
    if (callId) void this.emit(CHAT_CALL_EVENTS.end, { callId, reason });
    this.teardown();
  }

  /** The callee turns the call down. */
  reject(): void {
    const { callId } = this.view;
    if (this.view.phase !== 'ringing' || !callId) return;
    void this.emit(CHAT_CALL_EVENTS.end, { callId, reason: 'rejected' });
    if (this.move({ type: 'end', reason: 'rejected' })) this.dismiss();
  }

  hangUp(): void {
    if (!inCall(this.view)) return;
    if (this.view.phase === 'ringing') return this.reject();
    this.fail('ended');
  }

  toggleMute(): void {
    const muted = !this.view.muted;
    for (const t of this.view.local?.getAudioTracks() ?? []) t.enabled = !muted;
    this.set({ muted });
  }

  toggleCamera(): void {
    const cameraOff = !this.view.cameraOff;
    for (const t of this.view.local?.getVideoTracks() ?? []) t.enabled = !cameraOff;
    this.set({ cameraOff });
  }

  /** Closes the window of an ended call. */
  dismiss(): void {
    if (this.view.phase === 'ended') this.set({ ...IDLE_VIEW });
  }

  private teardown(): void {
    this.pc?.close();
    this.pc = undefined;
    this.pending = [];
    stop(this.view.local);
    this.set({ local: undefined, remote: undefined });
  }
}

const stop = (stream: MediaStream | undefined) => stream?.getTracks().forEach((t) => t.stop());

/** The page's one call. */
export const chatCalls = new ChatCallController();
