// Rules of chat rooms and messages beyond their field checks, for every write (chat calls, generic
// routes, seed). Rooms and messages belong to their members (declaration scope `members`, enforced by
// the engine on every read and write: server/engine/members.ts); here, what members may write.
import { sql } from 'kysely';
import { CHAT_MODERATION, CHAT_TEXTS } from '../../../contract/chat/chat';
import { messages } from '../../../contract/messages';
import type { ValidationItem } from '../../../contract/validate';
import type { EntityHooks } from '../../engine/entity-hooks';
import { ApiError } from '../../http/errors';
import { moderates } from '../../engine/members';

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);
const sameMembers = (a: unknown, b: unknown) => JSON.stringify([...new Set(ids(a))].sort()) === JSON.stringify([...new Set(ids(b))].sort());

/** The intent of the chat's own call that changes a room's members (its audit action too). */
export const MEMBERS_INTENT = 'members';

export const chatRoomHooks: EntityHooks = {
  async validate({ actor, intent }, { before, values }) {
    const members = new Set(ids(values.members ?? before?.members));
    if (members.size < 2) return [{ path: 'members', msg: CHAT_TEXTS.twoMembers }];
    if (actor.system) return;
    // a room is made by a member of it; its members then change through the chat's own call only
    if (!before && !members.has(actor.userId)) return [{ path: 'members', msg: CHAT_TEXTS.selfMember }];
    if (before && 'members' in values && !sameMembers(values.members, before.members) && intent !== MEMBERS_INTENT) {
      return [{ path: 'members', msg: CHAT_TEXTS.membersThroughChat }];
    }
  },
};

export const chatMessageHooks: EntityHooks = {
  async validate({ trx, actor }, { before, values }) {
    const errors: ValidationItem[] = [];
    const merged = { ...before, ...values };
    const text = typeof merged.message === 'string' ? merged.message.trim() : '';
    if (!text && !(Array.isArray(merged.files) && merged.files.length)) errors.push({ path: 'message', msg: CHAT_TEXTS.emptyMessage });
    if (!actor.system && !before) values.senderId = actor.userId;
    if (!actor.system && before) {
      // one's own messages, or any for the chat's moderators; in the room they were sent to
      if (Number(before.senderId) !== actor.userId && !moderates(actor.permissions, CHAT_MODERATION)) throw new ApiError(403, CHAT_TEXTS.notYours);
      if ('roomId' in values && Number(values.roomId) !== Number(before.roomId)) errors.push({ path: 'roomId', msg: CHAT_TEXTS.messageRoomFixed });
    }
    // a new message only; an edit of an old one in a room blocked since stays possible for moderators
    if (!before && merged.roomId != null) {
      const { rows } = await sql<{ name: string | null; blocked: boolean; members: number[] }>`SELECT name, blocked, members FROM chat_room WHERE id = ${Number(merged.roomId)} AND NOT deleted`.execute(trx);
      // posted by a member of the room (one who is not is told it is not there)
      if (!rows[0] || (!actor.system && !ids(rows[0].members).includes(actor.userId))) errors.push({ path: 'roomId', msg: messages.missingRecord });
      else if (rows[0].blocked) errors.push({ path: 'roomId', msg: CHAT_TEXTS.blocked(rows[0].name || `#${merged.roomId}`) });
    }
    return errors;
  },
};
