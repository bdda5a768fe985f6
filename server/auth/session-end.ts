import { EVENTS } from '../../contract/realtime';
import type { Db } from '../db/database';
import { realtimeSockets, type Realtime } from '../realtime/realtime';
import type { Principals } from './principals';
import { endAllSessions, revokeSession } from './sessions.repository';

/** What the browser of an ended sign-in is told before its sockets close: the same as a disabled user (it goes to sign in). */
const farewell = (userId: number) => ({ event: EVENTS.disableUser, payload: { userId } });

/**
 * Ends one sign-in (sign-out, or "revoke" in Settings, Security): its tokens answer 401 in every
 * API process from their next call, and its sockets close everywhere; the user's other sign-ins go on.
 */
export async function endSession(db: Db, realtime: Realtime, principals: Principals, userId: number, session: string, expiresAt: number): Promise<void> {
  await revokeSession(db, userId, session, expiresAt);
  principals.forget(userId);
  realtimeSockets(realtime)?.disconnectSession(userId, session, farewell(userId));
}

/** Ends every sign-in of the user ("sign out everywhere"), the asking one included. */
export async function endEverySession(db: Db, realtime: Realtime, principals: Principals, userId: number): Promise<void> {
  await endAllSessions(db, userId);
  principals.forget(userId);
  realtime.disconnectUser(userId, farewell(userId));
}
