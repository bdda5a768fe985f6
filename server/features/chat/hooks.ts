// The server side of the declarations of contract/entities/chat.ts: their rules beyond the field checks.
import type { EntityName } from '../../../contract/entities';
import type { EntityHooks } from '../../engine/entity-hooks';
import type { HookDeps } from '../accounts/auth-changes';
import { chatMessageHooks, chatRoomHooks } from './chat.hooks';

export function chatHooks(_deps: HookDeps): Partial<Record<EntityName, EntityHooks>> {
  return { chatRoom: chatRoomHooks, chatMessage: chatMessageHooks };
}
