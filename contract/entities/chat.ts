// Chat rooms and messages (spec, second document, section 3), in an order where a referenced entity comes before
// the ones referring to it.
import type { EntityDeclaration } from '../entity';
import { chatMessage } from './chat/chatMessage';
import { chatRoom } from './chat/chatRoom';

export const chatEntities = {
  chatRoom,
  chatMessage,
} satisfies Record<string, EntityDeclaration>;
