import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CHAT_SOCKET_EVENTS, replaceMessage, type ChatEvent, type ChatMessage, type ChatRoom } from '../../../contract/chat/chat';
import { EVENTS } from '../../../contract/realtime';
import { useBackOfficeDataProvider, useNotifyApiError } from '../../dataProvider/hooks';
import { acquireSocket, releaseSocket } from '../../realtime/socket-client';
import { useSocketEvent } from '../../realtime/useSocketEvent';
import { chatApi } from './chat-api';

/**
 * The chat screen's state: the member's rooms (unread counts, last message, online flags) and the
 * open room's messages, kept current by CHAT_NOTIFICATION events on the chat namespace. A changed
 * message replaces the one with the same id; opening a room reads it (the server marks it read),
 * and a message arriving in the open room is marked read at once.
 */
export function useChat(me: number | undefined) {
  const dp = useBackOfficeDataProvider();
  const api = useMemo(() => chatApi(dp), [dp]);
  const notifyError = useNotifyApiError();
  const [rooms, setRooms] = useState<ChatRoom[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [openId, setOpenId] = useState<number | undefined>();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const openRef = useRef<number | undefined>(undefined);
  openRef.current = openId;
  const roomsRef = useRef<ChatRoom[]>(rooms);
  roomsRef.current = rooms;

  const reloadRooms = useCallback(
    () =>
      api
        .rooms()
        .then((r) => setRooms(r.data))
        .catch(notifyError)
        .finally(() => setLoaded(true)),
    [api, notifyError],
  );
  useEffect(() => void reloadRooms(), [reloadRooms]);

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

  useEffect(() => {
    setMessages([]);
    if (openId === undefined) return;
    let live = true;
    api
      .messages(openId)
      .then((r) => {
        if (!live) return;
        setMessages(r.data);
        setRooms((list) => list.map((room) => (room.roomId === openId ? { ...room, notificationsCount: 0 } : room)));
      })
      .catch(notifyError);
    return () => {
      live = false;
    };
  }, [api, notifyError, openId]);

  const takeMessage = useCallback(
    (m: ChatMessage) => {
      const looking = openRef.current === m.chatRoom;
      if (looking) setMessages((list) => replaceMessage(list, m));
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
    [api, me, reloadRooms],
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
      setMessages((list) => list.map((m) => (m.senderId === me ? { ...m, read: true } : m)));
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
    [api, notifyError],
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
