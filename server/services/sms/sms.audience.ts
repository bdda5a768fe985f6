// Who receives the SMS area's socket events: users whose group opens the screen (messages and
// counters are not for every signed-in user).
import { sql } from 'kysely';
import type { Permission } from '../../../contract/permissions';
import { can } from '../../../contract/permissions';
import type { NamespaceName } from '../../../contract/realtime';
import type { Db } from '../../db/database';
import type { Realtime } from '../../realtime/realtime';

/** How long the list of receivers is reused (groups rarely change; a new member waits this long). */
const CACHE_MS = 5000;

export function smsAudience(db: Db, realtime: Realtime) {
  const cache = new Map<string, { at: number; users: Promise<number[]> }>();
  const usersWith = (path: string): Promise<number[]> => {
    const hit = cache.get(path);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.users;
    const users = sql<{ id: number; permissions: Permission[] }>`
      SELECT u.id, g.permissions FROM app_user u JOIN user_group g ON g.id = u.user_group_id WHERE u.status AND NOT u.deleted`
      .execute(db)
      .then(({ rows }) => rows.filter((r) => can(r.permissions ?? [], 'access', path)).map((r) => Number(r.id)));
    cache.set(path, { at: Date.now(), users });
    return users;
  };
  return {
    /** emits on the namespace to every user who may open `path` */
    async emit(ns: NamespaceName, path: string, event: string, payload: unknown): Promise<void> {
      for (const id of await usersWith(path)) realtime.toUser(ns, id, event, payload);
    },
  };
}
export type SmsAudience = ReturnType<typeof smsAudience>;
