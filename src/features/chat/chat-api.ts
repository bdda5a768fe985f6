// The chat calls the screen makes (contract/chat/chat.ts), through the data provider's call(); a file through uploadFile.
import { CHAT_PATHS, CHAT_SERVICE, type ChatMember, type ChatMessage, type ChatRoom } from '../../../contract/chat/chat';
import type { IceServer } from '../../../contract/chat/rtc';
import type { BackOfficeDataProvider } from '../../dataProvider/dataProvider';
import { serviceUrl } from '../../dataProvider/http';
import { fileForm, uploadFile } from '../../dataProvider/upload';

export const ROOMS_PAGE = 100;
export const MESSAGES_PAGE = 100;

export function chatApi(dp: BackOfficeDataProvider) {
  return {
    rooms: () => dp.call<{ data: ChatRoom[]; count: number }>(CHAT_SERVICE, `${CHAT_PATHS.rooms}/1/${ROOMS_PAGE}`),
    staff: () => dp.call<{ data: ChatMember[] }>(CHAT_SERVICE, CHAT_PATHS.users),
    openRoom: (members: number[], name?: string) => dp.call<ChatRoom>(CHAT_SERVICE, CHAT_PATHS.openRoom, { method: 'POST', body: { members, name } }),
    messages: (roomId: number) => dp.call<{ data: ChatMessage[]; count: number }>(CHAT_SERVICE, `${CHAT_PATHS.messages}/${roomId}/1/${MESSAGES_PAGE}`),
    send: (chatRoomId: number, message: string, files: string[]) =>
      dp.call<ChatMessage>(CHAT_SERVICE, CHAT_PATHS.send, { method: 'POST', body: { chatRoomId, message, files } }),
    edit: (id: number, message: string) => dp.call<ChatMessage>(CHAT_SERVICE, `${CHAT_PATHS.send}/${id}`, { method: 'PUT', body: { message } }),
    markRead: (roomId: number) => dp.call(CHAT_SERVICE, `${CHAT_PATHS.notificsRead}/${roomId}`, { method: 'DELETE' }),
    block: (chatRoomId: number, blocked: boolean) => dp.call(CHAT_SERVICE, CHAT_PATHS.blockRoom, { method: 'POST', body: { chatRoomId, blocked } }),
    destroyRoom: (chatRoomId: number) => dp.call(CHAT_SERVICE, CHAT_PATHS.destroyRoom, { method: 'POST', body: { chatRoomId } }),
    rtcConfig: () => dp.call<{ iceServers: IceServer[] }>(CHAT_SERVICE, CHAT_PATHS.rtcConfig),
    upload: (chatRoomId: number, file: File) => uploadFile<{ url: string; name: string }>(CHAT_SERVICE, CHAT_PATHS.files, fileForm(file), { query: { chatRoomId } }),
  };
}

/** Where the browser fetches a message's file (the chat service may live on another host). */
export const fileHref = (url: string): string => serviceUrl(CHAT_SERVICE, url.replace(/^\/chat\//, ''));
