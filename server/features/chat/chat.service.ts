// The chat's live side on the chat namespace: who is online, which room each page looks at, and
// the CHAT_NOTIFICATION events (contract/chat/chat.ts, ChatEvent) to the members concerned, plus the
// `chat` notification to members not looking at the room (docs/chat.md).
import type { Socket } from 'socket.io';
import { CHAT_MODERATION, CHAT_SOCKET_EVENTS, type ChatEvent, type ChatMessage } from '../../../contract/chat/chat';
import type { Permission } from '../../../contract/permissions';
import { moderates } from '../../engine/members';
import { EVENTS } from '../../../contract/realtime';
import type { Db } from '../../db/database';
import type { Realtime, RealtimeSockets } from '../../realtime/realtime';
import type { NotificationService } from '../notifications/notify';
import { roomPeers } from './chat.repository';

const userOf = (socket: Socket): number | undefined => (socket.data.principal as { userId?: number } | undefined)?.userId;

/** The sockets of the chat's moderators: they see who is online among every user. */
const MODERATORS_ROOM = 'chat:moderators';

/** Whether the user holds the chat's moderation right (docs/chat.md). */
export const moderatesChat = (permissions: readonly Permission[] | undefined) => moderates(permissions, CHAT_MODERATION);

export class ChatLive {
  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
    private readonly sockets: RealtimeSockets | undefined,
    private readonly notifications: NotificationService,
    private readonly log: { warn: (o: unknown, msg?: string) => void },
  ) {}

  start(): void {
    this.sockets?.onConnection('chat', (socket) => {
      const userId = userOf(socket);
      if (userId === undefined) return;
      socket.data.chatRoomId = null;
      socket.on(CHAT_SOCKET_EVENTS.look, (payload: unknown) => {
        const id = Number((payload as { chatRoomId?: unknown } | null)?.chatRoomId);
        socket.data.chatRoomId = Number.isSafeInteger(id) && id > 0 ? id : null;
      });
      if (moderatesChat((socket.data.principal as { permissions?: Permission[] }).permissions)) void socket.join(MODERATORS_ROOM);
      if (this.socketsOf(userId).length === 1) this.presence(userId, true);
      socket.on('disconnect', () => {
        if (!this.online(userId)) this.presence(userId, false);
      });
    });
  }

  private socketsOf(userId: number): Socket[] {
    return this.sockets ? [...this.sockets.sockets('chat')].filter((s) => userOf(s) === userId && s.connected) : [];
  }

  /** Connected on the chat namespace (this process's sockets). */
  online = (userId: number): boolean => this.socketsOf(userId).length > 0;

  private looking(userId: number, roomId: number): boolean {
    return this.socketsOf(userId).some((s) => s.data.chatRoomId === roomId);
  }

  /** Who is online is told to those who share a room with the user, and to the moderators. */
  private presence(userId: number, online: boolean): void {
    const event: ChatEvent = { kind: 'online', userId, online };
    this.sockets?.toRoom('chat', MODERATORS_ROOM, EVENTS.chatNotification, event);
    roomPeers(this.db, userId)
      .then((peers) => this.toMembers([...peers], event))
      .catch((e) => this.log.warn(e, 'chat presence'));
  }

  /** The users whose presence `viewer` may see: those sharing a room with them, or everyone for a moderator. */
  async seesOnline(viewer: { userId: number; permissions?: readonly Permission[] }): Promise<(userId: number) => boolean> {
    if (moderatesChat(viewer.permissions)) return () => true;
    const peers = await roomPeers(this.db, viewer.userId);
    return (userId) => peers.has(userId);
  }

  toMembers(members: number[], event: ChatEvent): void {
    for (const m of members) this.realtime.toUser('chat', m, EVENTS.chatNotification, event);
  }

  /** A new or changed message: to every member at once; a new one also notifies members not looking at the room. */
  message(members: number[], message: ChatMessage, isNew: boolean): void {
    for (const m of members) {
      this.realtime.toUser('chat', m, EVENTS.chatNotification, { kind: 'message', message: { ...message, read: m === message.senderId ? message.read : false } } satisfies ChatEvent);
    }
    if (!isNew) return;
    const away = members.filter((m) => m !== message.senderId && !this.looking(m, message.chatRoom));
    if (!away.length) return;
    this.notifications
      .notify({
        type: 'chat',
        receivers: away,
        content: { text: 'chatMessage', values: { sender: message.sender } },
        message: message.message.slice(0, 200) || null,
        data: { chatRoomID: message.chatRoom, memberID: message.senderId },
        senderId: message.senderId,
      })
      .catch((e) => this.log.warn(e, 'chat notification'));
  }
}
