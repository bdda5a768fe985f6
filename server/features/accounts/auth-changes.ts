// Writes to users and groups change who may do what: every API process drops its cached
// principals (NOTIFY inside the write's transaction, delivered on commit), and a user who can no
// longer sign in is sent away from every open page at once.
import { sql } from 'kysely';
import { EVENTS } from '../../../contract/realtime';
import { AUTH_CHANGED_CHANNEL, type Principals } from '../../auth/principals';
import type { Db } from '../../db/database';
import type { Trx } from '../../engine/entity.repository';
import type { Realtime } from '../../realtime/realtime';
import type { NotificationService } from '../notifications/notify';

/** What the hooks of users and groups reach beyond the database (absent when seeding). */
export interface AuthDeps {
  principals?: Principals;
  realtime?: Realtime;
}

/**
 * What every entity's hooks may reach beyond the database (absent when seeding). `notifications`
 * is set once the notification service is built, after the repositories.
 */
export interface HookDeps extends AuthDeps {
  notifications?: NotificationService;
  /** the app's database, for work after a commit (absent when seeding) */
  db?: Db;
}

export const notifyAuthChanged = (trx: Trx, entity: string) => sql`SELECT pg_notify(${AUTH_CHANGED_CHANNEL}, ${entity})`.execute(trx);

/** After commit: the writing process forgets its principals at once; disabled users are signed out. */
export function afterAuthChange(deps: AuthDeps, userIds: number[] = []): void {
  const { principals, realtime } = deps;
  if (!principals) return;
  principals.clear();
  if (!realtime || !userIds.length) return;
  void (async () => {
    for (const id of userIds) {
      if (await principals.get(id).catch(() => undefined)) continue;
      realtime.disconnectUser(id, { event: EVENTS.disableUser, payload: { userId: id } });
    }
  })();
}
