import { chatRoom } from '../../../contract/entities/chat/chatRoom';
import { useCan } from '../../authProvider/useCan';
import { ChatCallWindows } from './ChatCallWindows';

/**
 * Mounted once in the layout: a user holding the chat takes calls wherever he is in the console
 * (the incoming-call modal and the call window); nothing for others.
 */
export function ChatCallHost() {
  const { can } = useCan();
  return can(chatRoom.permission, 'access') ? <ChatCallWindows /> : null;
}
