// Whose rows an entity holds, read from its declaration's `scope` (docs/tenancy.md): the pure rules
// the server's row-level security, its write checks, its realtime rooms and the tests all derive from.
import type { EntityDeclaration, EntityScope, MembersScope, ScopePath } from './entity';
import { entityByName, entityList } from './entities';

/** The two kinds of owner a user can be bound to. */
export type OwnerKind = 'business' | 'franchise';

/** The entity that is itself the owner of each kind. */
export const OWNER_ENTITY: Record<OwnerKind, string> = { business: 'business', franchise: 'franchise' };

/** Where one step of a scope path leads. */
export interface ResolvedPath {
  /** the field of the row holding the owner's id, or the next entity's ('id': the row is the owner) */
  field: string;
  /** the entity that field names */
  target: string;
  /** the field holds one id, a list of ids, or is the row's own id */
  shape: 'self' | 'one' | 'many';
}

export const isScoped = (scope: EntityScope): scope is Exclude<EntityScope, 'platform' | MembersScope> => typeof scope === 'object' && 'business' in scope;

/** Whether the entity's rows belong to their members (chat rooms and messages). */
export const isMembersScope = (scope: EntityScope): scope is MembersScope => typeof scope === 'object' && 'members' in scope;

/** The declaration's path to its owner of `kind`; undefined when it names none. */
export function scopePath(decl: Pick<EntityDeclaration, 'scope' | 'name' | 'fields'>, kind: OwnerKind): ResolvedPath | undefined {
  if (!isScoped(decl.scope)) return undefined;
  const path: ScopePath | undefined = decl.scope[kind];
  if (path === undefined) return undefined;
  const field = typeof path === 'string' ? path : path.field;
  if (field === 'id') return { field, target: decl.name, shape: 'self' };
  const def = decl.fields[field];
  if (!def) throw new Error(`${decl.name}: scope ${kind} names '${field}', which is not a field`);
  const target = typeof path === 'string' ? def.reference : path.entity;
  if (!target) throw new Error(`${decl.name}: scope ${kind} field '${field}' names no entity (give { field, entity })`);
  return { field, target, shape: def.type === 'list' ? 'many' : 'one' };
}

/**
 * The entities a row's owner of `kind` is found through, from the declaration to the owner itself
 * (customer -> store -> business). Throws on a path that never reaches an owner or loops.
 */
export function ownerChain(decl: EntityDeclaration, kind: OwnerKind, lookup = entityByName): string[] {
  const chain = [decl.name];
  let current: EntityDeclaration | undefined = decl;
  for (;;) {
    if (current.name === OWNER_ENTITY[kind] && scopePath(current, kind)?.shape === 'self') return chain;
    const step = scopePath(current, kind);
    if (!step) throw new Error(`${decl.name}: its ${kind} path stops at ${current.name}`);
    if (step.shape === 'self') throw new Error(`${current.name}: only ${OWNER_ENTITY[kind]} may be its own ${kind}`);
    if (chain.includes(step.target)) throw new Error(`${decl.name}: its ${kind} path loops at ${step.target}`);
    chain.push(step.target);
    const next = lookup(step.target);
    if (!next) throw new Error(`${decl.name}: its ${kind} path names an unknown entity ${step.target}`);
    // a step to an owner entity that does not declare itself: the owner's own rule applies
    if (step.target === OWNER_ENTITY[kind]) return chain;
    current = next;
  }
}

/** Fields of a declaration whose values must name rows the writer may see: references and scope paths to scoped entities. */
export function scopedReferences(decl: EntityDeclaration, lookup = entityByName): { field: string; target: string; many: boolean }[] {
  const out = new Map<string, { field: string; target: string; many: boolean }>();
  for (const [field, def] of Object.entries(decl.fields)) {
    const target = def.reference ?? undefined;
    if (!target || !(def.type === 'reference' || (def.type === 'list' && def.of === 'reference'))) continue;
    const t = lookup(target);
    if (t && isScoped(t.scope)) out.set(field, { field, target, many: def.type === 'list' });
  }
  for (const kind of ['business', 'franchise'] as const) {
    const step = scopePath(decl, kind);
    if (!step || step.shape === 'self') continue;
    const t = lookup(step.target);
    if (t && isScoped(t.scope)) out.set(step.field, { field: step.field, target: step.target, many: step.shape === 'many' });
  }
  return [...out.values()];
}

/** Whom a row belongs to: its business and, for an entity with a franchise path, its franchise. */
export interface RowOwner {
  businessId: number | null;
  franchiseId: number | null;
}

/** A user's binding, as the server knows it (none: staff of the platform). */
export interface Binding {
  businessId: number | null;
  franchiseId: number | null;
}

/**
 * Whether a user bound as `viewer` may see a row owned by `owner` (the rule row-level security
 * applies to reads, for what is not read: socket events, notifications). Staff of the platform see
 * every row; a franchise's user, the rows of their franchise where the entity names franchises
 * (`franchiseScoped`), else those of their business; a business's user, those of their business.
 */
export function ownerVisibleTo(owner: RowOwner, franchiseScoped: boolean, viewer: Binding | undefined): boolean {
  if (!viewer || (viewer.businessId == null && viewer.franchiseId == null)) return true;
  if (viewer.franchiseId != null && franchiseScoped) return owner.franchiseId != null && owner.franchiseId === viewer.franchiseId;
  return owner.businessId != null && owner.businessId === viewer.businessId;
}

/** Whether the declaration's rows may belong to one franchise (it names a franchise path). */
export const isFranchiseScoped = (decl: Pick<EntityDeclaration, 'scope' | 'name' | 'fields'>): boolean => scopePath(decl, 'franchise') !== undefined;

/**
 * What a user may do as the console shows it: their group's permissions, less the writes on the
 * platform's data for a user bound to a business or franchise (the server refuses those whatever
 * the group grants: docs/tenancy.md), so the screens dim what would be refused.
 */
export function effectivePermissions<P extends { value: string; type: string }>(permissions: readonly P[], binding: Binding | undefined, declarations: readonly EntityDeclaration[] = entityList): P[] {
  if (!binding || (binding.businessId == null && binding.franchiseId == null)) return [...permissions];
  const platform = new Set(declarations.filter((d) => d.scope === 'platform').map((d) => d.permission));
  return permissions.filter((p) => p.type === 'access' || !platform.has(p.value.replace(/^\/+|\/+$/g, '')));
}
