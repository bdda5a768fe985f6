import { defineEntity } from '../../entity';
import { CHAT_LIMITS, CHAT_MODERATION } from '../../chat/chat';

/**
 * Chat rooms (spec, second document, section 3, "Chat room"): two or more staff members. The screen
 * /user/chat is the chat itself (src/features/chat); staff reach their rooms through the chat
 * calls (server/features/chat), which answer members only. `directKey` finds a direct room between
 * two users again (contract/chat/chat.ts).
 */
export const chatRoom = defineEntity({
  name: 'chatRoom',
  label: 'Chat',
  labelOne: 'Chat room',
  service: 'chat',
  rest: 'r',
  id: 'roomId',
  permission: 'user/chat',
  // members only; the chat's moderators (access to the message screens) see every room
  scope: { members: 'members', moderator: CHAT_MODERATION },
  menu: 'Communications',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', maxLength: CHAT_LIMITS.nameMax, list: true },
    members: { type: 'list', of: 'reference', reference: 'user', label: 'Members', required: true },
    directKey: { type: 'string', maxLength: 40 },
    blocked: { type: 'boolean', default: false, list: true },
  },
  filters: { name: { op: 'ilike' }, blocked: { op: 'eq' } },
});
