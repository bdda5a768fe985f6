// Rules of chat rooms and messages beyond their field checks, for every write (chat calls, generic routes, seed).
import { sql } from 'kysely';
import { CHAT_TEXTS } from '../../../contract/chat/chat';
import type { ValidationItem } from '../../../contract/validate';
import type { EntityHooks } from '../../engine/entity-hooks';

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);

export const chatRoomHooks: EntityHooks = {
  async validate(_ctx, { before, values }) {
    const members = new Set(ids(values.members ?? before?.members));
    if (members.size < 2) return [{ path: 'members', msg: CHAT_TEXTS.twoMembers }];
  },
};

export const chatMessageHooks: EntityHooks = {
  async validate({ trx }, { before, values }) {
    const errors: ValidationItem[] = [];
    const merged = { ...before, ...values };
    const text = typeof merged.message === 'string' ? merged.message.trim() : '';
    if (!text && !(Array.isArray(merged.files) && merged.files.length)) errors.push({ path: 'message', msg: CHAT_TEXTS.emptyMessage });
    // a new message only; an edit of an old one in a room blocked since stays possible for moderators
    if (!before && merged.roomId != null) {
      const { rows } = await sql<{ name: string | null; blocked: boolean }>`SELECT name, blocked FROM chat_room WHERE id = ${Number(merged.roomId)}`.execute(trx);
      if (rows[0]?.blocked) errors.push({ path: 'roomId', msg: CHAT_TEXTS.blocked(rows[0].name || `#${merged.roomId}`) });
    }
    return errors;
  },
};
