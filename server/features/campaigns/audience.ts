// Who receives a channel's socket events (SMS messages and statuses, SMS and call campaign
// counters): users whose group opens the screen (they are not for every signed-in user), and who
// may see the row the event is about (docs/tenancy.md: a business's messages reach that business's
// users and staff of the platform).
import { sql } from 'kysely';
import type { EntityDeclaration } from '../../../contract/entity';
import type { Permission } from '../../../contract/permissions';
import { can } from '../../../contract/permissions';
import type { NamespaceName } from '../../../contract/realtime';
import { isFranchiseScoped, ownerVisibleTo, type Binding } from '../../../contract/tenancy';
import type { Db } from '../../db/database';
import { rowOwners } from '../../db/tenancy';
import { runAsPlatform } from '../../db/tenant-context';
import type { Realtime } from '../../realtime/realtime';

/** How long the list of receivers is reused (groups rarely change; a new member waits this long). */
const CACHE_MS = 5000;

interface Listener {
  id: number;
  binding: Binding;
}

export function channelAudience(db: Db, realtime: Realtime) {
  const cache = new Map<string, { at: number; users: Promise<Listener[]> }>();
  const usersWith = (path: string): Promise<Listener[]> => {
    const hit = cache.get(path);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.users;
    // a cache every business's events share: read as the product itself
    const users = runAsPlatform(() =>
      sql<{ id: number; permissions: Permission[]; business_id: number | null; franchise_id: number | null }>`
        SELECT u.id, g.permissions, coalesce(u.business_id, f.business_id) AS business_id, u.franchise_id
        FROM app_user u JOIN user_group g ON g.id = u.user_group_id LEFT JOIN franchise f ON f.id = u.franchise_id
        WHERE u.status AND NOT u.deleted`.execute(db),
    ).then(({ rows }) =>
      rows
        .filter((r) => can(r.permissions ?? [], 'access', path))
        .map((r) => ({ id: Number(r.id), binding: { businessId: r.business_id == null ? null : Number(r.business_id), franchiseId: r.franchise_id == null ? null : Number(r.franchise_id) } })),
    );
    cache.set(path, { at: Date.now(), users });
    return users;
  };
  return {
    /** emits on the namespace to every user who may open `path` and see the row `about` names */
    async emit(ns: NamespaceName, path: string, event: string, payload: unknown, about: { decl: EntityDeclaration; id: number }): Promise<void> {
      const owner = (await rowOwners(db, about.decl, [about.id])).get(about.id) ?? { businessId: null, franchiseId: null };
      const franchiseScoped = isFranchiseScoped(about.decl);
      for (const user of await usersWith(path)) if (ownerVisibleTo(owner, franchiseScoped, user.binding)) realtime.toUser(ns, user.id, event, payload);
    },
  };
}
export type ChannelAudience = ReturnType<typeof channelAudience>;
