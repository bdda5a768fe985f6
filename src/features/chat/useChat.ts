import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CHAT_SOCKET_EVENTS, replaceMessage, type ChatEvent, type ChatMessage, type ChatRoom } from '../../../contract/chat/chat';
import { EVENTS } from '../../../contract/realtime';
import { useBackOfficeDataProvider, useNotifyApiError, useNotifyQueryError } from '../../dataProvider/hooks';
import { acquireSocket, releaseSocket } from '../../realtime/socket-client';
import { useSocketEvent } from '../../realtime/useSocketEvent';
import { chatApi } from './chat-api';

/**
 * The chat screen's state: the member's rooms (unread counts, last message, online flags) and the
 * open room's messages, kept current by CHAT_NOTIFICATION events on the chat namespace. A changed
 * message replaces the one with the same id; opening a room reads it (the server marks it read),
 * and a message arriving in the open room is marked read at once. Rooms and messages are queries
 * (react-query) whose cache the events patch.
 */
/** The member's rooms, and each room's messages read so far: react-query's cache, patched by the socket. */
const ROOMS = ['chat', 'rooms'] as const;
const messagesKey = (roomId: number | undefined) => ['chat', 'messages', roomId] as const;
const NO_ROOMS: ChatRoom[] = [];
const NO_MESSAGES: ChatMessage[] = [];

export function useChat(me: number | undefined) {
  const dp = useBackOfficeDataProvider();
  const api = useMemo(() => chatApi(dp), [dp]);
  const notifyError = useNotifyApiError();
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState<number | undefined>();
  const openRef = useRef<number | undefined>(undefined);
  openRef.current = openId;

  const roomsQuery = useQuery({ queryKey: ROOMS, queryFn: () => api.rooms().then((r) => r.data), retry: false });
  useNotifyQueryError(roomsQuery.error);
  const rooms = roomsQuery.data ?? NO_ROOMS;
  const loaded = roomsQuery.isFetched;
  const roomsRef = useRef<ChatRoom[]>(rooms);
  roomsRef.current = rooms;
  const setRooms = useCallback((change: (list: ChatRoom[]) => ChatRoom[]) => queryClient.setQueryData<ChatRoom[]>(ROOMS, (list = NO_ROOMS) => change(list)), [queryClient]);
  const reloadRooms = useCallback(() => queryClient.invalidateQueries({ queryKey: ROOMS }), [queryClient]);

  // tell the server which room this page looks at: members looking at it get no `chat` notification
  useEffect(() => {
    const socket = acquireSocket('chat');
    if (!socket) return undefined;
    const look = () => socket.emit(CHAT_SOCKET_EVENTS.look, { chatRoomId: openId ?? null });
    look();
    socket.on('connect', look);
    return () => {
      socket.emit(CHAT_SOCKET_EVENTS.look, { chatRoomId: null });
      socket.off('connect', look);
      releaseSocket('chat', socket);
    };
  }, [openId]);

  // opening a room reads its messages, which marks them read on the server: its unread count goes to 0
  const messagesQuery = useQuery({
    queryKey: messagesKey(openId),
    queryFn: async () => {
      const { data } = await api.messages(openId!);
      setRooms((list) => list.map((room) => (room.roomId === openId ? { ...room, notificationsCount: 0 } : room)));
      return data;
    },
    enabled: openId !== undefined,
    retry: false,
  });
  useNotifyQueryError(messagesQuery.error);
  const messages = openId === undefined ? NO_MESSAGES : (messagesQuery.data ?? NO_MESSAGES);
  const setMessages = useCallback(
    (roomId: number, change: (list: ChatMessage[]) => ChatMessage[]) => queryClient.setQueryData<ChatMessage[]>(messagesKey(roomId), (list) => (list ? change(list) : list)),
    [queryClient],
  );

  const takeMessage = useCallback(
    (m: ChatMessage) => {
      const looking = openRef.current === m.chatRoom;
      // the open room's list takes it; another room's list read earlier is read afresh when opened
      if (looking) setMessages(m.chatRoom, (list) => replaceMessage(list, m));
      else queryClient.removeQueries({ queryKey: messagesKey(m.chatRoom) });
      // a room someone else just started with us: read the list again
      if (!roomsRef.current.some((r) => r.roomId === m.chatRoom)) void reloadRooms();
      setRooms((list) =>
        list
          .map((r) => {
            if (r.roomId !== m.chatRoom) return r;
            const isNew = !r.lastMessage || m._id > r.lastMessage._id;
            const lastMessage = isNew || r.lastMessage?._id === m._id ? m : r.lastMessage;
            const unread = isNew && m.senderId !== me && !looking ? r.notificationsCount + 1 : r.notificationsCount;
            return { ...r, lastMessage, notificationsCount: unread };
          })
          .sort((a, b) => (b.lastMessage?._id ?? 0) - (a.lastMessage?._id ?? 0)),
      );
      if (looking && m.senderId !== me) void api.markRead(m.chatRoom).catch(() => undefined);
    },
    [api, me, queryClient, reloadRooms, setMessages, setRooms],
  );

  useSocketEvent<ChatEvent>('chat', EVENTS.chatNotification, (e) => {
    if (e.kind === 'message') takeMessage(e.message);
    else if (e.kind === 'online') {
      setRooms((list) => list.map((r) => ({ ...r, members: r.members.map((m) => (m.userId === e.userId ? { ...m, online: e.online } : m)) })));
    } else if (e.kind === 'room') {
      if (e.room.deleted) {
        setRooms((list) => list.filter((r) => r.roomId !== e.room.roomId));
        if (openRef.current === e.room.roomId) setOpenId(undefined);
      } else setRooms((list) => list.map((r) => (r.roomId === e.room.roomId ? { ...r, blocked: e.room.blocked } : r)));
    } else if (e.kind === 'read' && e.userId !== me && openRef.current === e.roomId) {
      setMessages(e.roomId, (list) => list.map((m) => (m.senderId === me ? { ...m, read: true } : m)));
    }
  });

  const send = useCallback(
    async (text: string, files: string[]) => {
      if (openId === undefined) return false;
      try {
        takeMessage(await api.send(openId, text, files));
        return true;
      } catch (e) {
        notifyError(e);
        return false;
      }
    },
    [api, notifyError, openId, takeMessage],
  );

  const startRoom = useCallback(
    async (members: number[], name?: string) => {
      try {
        const room = await api.openRoom(members, name);
        setRooms((list) => (list.some((r) => r.roomId === room.roomId) ? list : [room, ...list]));
        setOpenId(room.roomId);
      } catch (e) {
        notifyError(e);
      }
    },
    [api, notifyError, setRooms],
  );

  const setBlocked = useCallback(
    async (blocked: boolean) => {
      if (openId === undefined) return;
      await api.block(openId, blocked).catch(notifyError);
    },
    [api, notifyError, openId],
  );

  const deleteRoom = useCallback(async () => {
    if (openId === undefined) return;
    await api.destroyRoom(openId).catch(notifyError);
  }, [api, notifyError, openId]);

  const room = rooms.find((r) => r.roomId === openId);
  return { api, rooms, loaded, room, openId, open: setOpenId, messages, send, startRoom, setBlocked, deleteRoom };
}
