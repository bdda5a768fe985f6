import { defineEntity } from '../../entity';
import { CHAT_LIMITS, CHAT_MODERATION } from '../../chat/chat';

/**
 * Chat messages (spec, second document, section 3, "Chat message"). Staff send and read them through
 * the chat calls (server/features/chat), members only; the generic screens under
 * /user/chat/message are for moderation (their own permission, held by administrators).
 */
export const chatMessage = defineEntity({
  name: 'chatMessage',
  label: 'Chat messages',
  labelOne: 'Chat message',
  service: 'chat',
  rest: 'message',
  id: 'messageId',
  permission: 'user/chat/message',
  // a room's members only; the chat's moderators see every message
  scope: { members: 'roomId', moderator: CHAT_MODERATION },
  menu: 'Communications',
  recordRepresentation: 'message',
  sort: { field: 'dateAdded', order: 'DESC' },
  large: true,
  fields: {
    roomId: { type: 'reference', reference: 'chatRoom', as: 'chatRoom', label: 'Chat room', required: true, list: true },
    senderId: { type: 'reference', reference: 'user', as: 'sender', label: 'Sender', required: true, list: true, readOnly: true },
    message: { type: 'text', maxLength: CHAT_LIMITS.messageMax, list: true },
    files: { type: 'list', of: 'string' },
    condition: { type: 'enum', choices: ['sent', 'edited'], default: 'sent', list: true },
  },
  filters: { roomId: { op: 'eq', label: 'Chat room' }, senderId: { op: 'eq', label: 'Sender' }, message: { op: 'ilike' } },
});
