// Socket events about rows reach only the users who may see those rows (docs/tenancy.md): the
// platform's data goes to everyone, a business's rows to staff of the platform and that business's
// (or franchise's) users, through the rooms each socket joined when it connected.
import type { EntityDeclaration } from '../../contract/entity';
import type { NamespaceName } from '../../contract/realtime';
import { isFranchiseScoped, isScoped, type RowOwner } from '../../contract/tenancy';
import type { Db } from '../db/database';
import { rowOwners } from '../db/tenancy';
import type { Realtime } from './realtime';

/** Emits `event` about each row of `ids` (its payload from `payloadOf`) to the users who may see it. */
export async function emitAboutRows(
  realtime: Realtime,
  db: Db,
  decl: EntityDeclaration,
  ids: readonly number[],
  ns: NamespaceName,
  event: string,
  payloadOf: (id: number) => unknown,
): Promise<void> {
  if (!isScoped(decl.scope)) {
    for (const id of ids) realtime.broadcast(ns, event, payloadOf(id));
    return;
  }
  const owners = await rowOwners(db, decl, [...ids]);
  for (const id of ids) realtime.toOwners(ns, owners.get(id) ?? { businessId: null, franchiseId: null }, isFranchiseScoped(decl), event, payloadOf(id));
}

/**
 * Emits one event per audience about rows of `ids` (its payload from `payloadOf` with that audience's
 * ids): the platform's rows to everyone, a business's to the users who may see them, grouped by owner.
 * `owners`: when the rows are gone (destroyed), their owners as read before.
 */
export async function emitAboutRowGroups(
  realtime: Realtime,
  db: Db,
  decl: EntityDeclaration,
  ids: readonly number[],
  ns: NamespaceName,
  event: string,
  payloadOf: (ids: number[]) => unknown,
  owners?: Map<number, RowOwner>,
): Promise<void> {
  if (!ids.length) return;
  if (!isScoped(decl.scope)) {
    realtime.broadcast(ns, event, payloadOf([...ids]));
    return;
  }
  const found = owners ?? (await rowOwners(db, decl, [...ids]));
  const groups = new Map<string, { owner: RowOwner; ids: number[] }>();
  for (const id of ids) {
    const owner = found.get(id) ?? { businessId: null, franchiseId: null };
    const key = `${owner.businessId}/${owner.franchiseId}`;
    const group = groups.get(key) ?? groups.set(key, { owner, ids: [] }).get(key)!;
    group.ids.push(id);
  }
  for (const { owner, ids: theirs } of groups.values()) realtime.toOwners(ns, owner, isFranchiseScoped(decl), event, payloadOf(theirs));
}
