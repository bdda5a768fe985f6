// Nobody grants what they do not hold (docs/security.md): the checks shared by every path that
// assigns a group or changes a group's permissions.
import { sql } from 'kysely';
import { messages } from '../../../contract/messages';
import { covers, notHeld, type Permission } from '../../../contract/permissions';
import type { Db } from '../../db/database';
import type { Trx } from '../../engine/entity.repository';
import { ApiError, ValidationError } from '../../http/errors';

/** A group's permissions, or undefined when there is no such group. */
export async function groupPermissions(db: Db | Trx, groupId: number): Promise<Permission[] | undefined> {
  const { rows } = await sql<{ permissions: Permission[] | null }>`SELECT permissions FROM user_group WHERE id = ${groupId}`.execute(db);
  return rows[0] ? (rows[0].permissions ?? []) : undefined;
}

const listed = (perms: Permission[]) => perms.map((p) => `${p.value} (${p.type})`).join(', ');

/** Refuses (422 on `path`) permissions the holder does not hold. */
export function assertHeld(held: readonly Permission[], wanted: readonly Permission[], path: string): void {
  const missing = notHeld(held, wanted);
  if (missing.length) throw new ValidationError([{ path, msg: messages.cannotGrant(listed(missing)) }]);
}

/** Assigning a group to a user: the assigner must hold every permission the group grants. */
export async function assertMayAssignGroup(db: Db | Trx, held: readonly Permission[], groupId: number): Promise<void> {
  const perms = await groupPermissions(db, groupId);
  // no such group: the reference check reports it
  if (perms !== undefined) assertHeld(held, perms, 'user_group_id');
}

/** A right over a group: needed to change it, or the users in it (a manager cannot touch an admin). */
export function assertCovers(held: readonly Permission[], group: readonly Permission[]): void {
  if (!covers(held, group)) throw new ApiError(403, messages.noRightOverGroup);
}
