// Rows that belong to their members (chat rooms and their messages, declaration scope `members`):
// the engine shows and writes them for members only, whatever the route (docs/tenancy.md), except
// for holders of the moderation right the declaration names.
import { sql, type RawBuilder } from 'kysely';
import type { EntityDeclaration } from '../../contract/entity';
import { entityByName } from '../../contract/entities';
import { can, PERMISSION_TYPES, type Permission } from '../../contract/permissions';
import { isMembersScope } from '../../contract/tenancy';
import { columnName } from '../db/entity-sync';
import type { Actor } from './entity-hooks';

/** Who reads or writes: the signed-in user (the product itself when absent). */
export type Viewer = Pick<Actor, 'userId' | 'permissions' | 'system'>;

/** Whether the permissions hold a moderation right: any right on the moderator path (the chat message screens). */
export const moderates = (permissions: readonly Permission[] | undefined, path: string): boolean =>
  PERMISSION_TYPES.some((type) => type !== 'modify' && can(permissions ?? [], type, path));

/** Whether the viewer is held to membership on this declaration's rows. */
export function heldToMembership(decl: EntityDeclaration, viewer: Viewer | undefined): boolean {
  if (!isMembersScope(decl.scope) || !viewer || viewer.system) return false;
  return !moderates(viewer.permissions, decl.scope.moderator);
}

/** SQL true for the rows of `decl` (as `alias`) whose members include the user. */
export function memberOf(decl: EntityDeclaration, userId: number, alias: string): RawBuilder<unknown> {
  if (!isMembersScope(decl.scope)) throw new Error(`${decl.name} has no members`);
  const field = decl.scope.members;
  const def = decl.fields[field];
  const column = sql`${sql.id(alias)}.${sql.id(columnName(field))}`;
  if (def.type === 'list') return sql`${column} @> jsonb_build_array(${userId}::bigint)`;
  // a row sharing the members of the row it refers to (a message, its room's)
  const target = entityByName(def.reference!)!;
  return sql`${column} IN (SELECT m.id FROM ${sql.table(target.table)} m WHERE ${memberOf(target, userId, 'm')})`;
}

/** The membership condition on `alias` for the viewer, when they are held to it. */
export const membershipOf = (decl: EntityDeclaration, viewer: Viewer | undefined, alias = 't'): RawBuilder<unknown> | undefined =>
  heldToMembership(decl, viewer) ? memberOf(decl, viewer!.userId, alias) : undefined;
