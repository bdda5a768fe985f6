// Permission rules of the spec (first document, section 6), shared by the SPA and the server.
import { ORDER_PERMISSION } from './orders/order-status';

export const PERMISSION_TYPES = ['access', 'modify', 'create', 'update', 'delete', 'archive_and_recover'] as const;
export type PermissionType = (typeof PERMISSION_TYPES)[number];

/** The rights an action on an entity needs. `modify` is never needed directly: it grants create and update. */
export type Right = Exclude<PermissionType, 'modify'>;

export interface Permission {
  permissionId?: number;
  value: string;
  type: PermissionType;
}

/** The signed-in user as GET /api/ug/p/u returns it (the server's principal adds token facts). */
export interface UserPermissions {
  userId: number;
  username: string;
  userGroupId: number;
  groupName: string;
  permissions: Permission[];
}

/** Paths everyone signed in may open. */
export const ALWAYS_ALLOWED = ['/dashboard'];

/** Screens that are not an entity's. */
export const AUDIT_PERMISSION = 'system/audit';
/** The mail outbox holds sign-up and reset codes: only its own permission opens it. */
export const OUTBOX_PERMISSION = 'system/outbox';

/** The top bar's account balance (the total of every active business): its own permission. */
export const BALANCE_PERMISSION = 'account/balance';

/** The permission value that makes a user selectable as a driver. */
export const DELIVERY_PERMISSION = 'delivery';

/**
 * Who is a driver, stated once: a user whose group holds the Delivery permission, of any type. The
 * route's driver list, a route's driver check, the courier's location page and the live map all ask this.
 */
export const isDriver = (permissions: readonly Permission[]): boolean => permissions.some((p) => p.value === DELIVERY_PERMISSION);

/** The same rule in SQL: a group whose `permissions` contain this (`permissions @> DRIVER_GROUP_HOLDS::jsonb`). */
export const DRIVER_GROUP_HOLDS = JSON.stringify([{ value: DELIVERY_PERMISSION }]);

const normalise = (path: string) => '/' + path.replace(/^\/+|\/+$/g, '');

/**
 * Paths whose child permission values also grant their last segment as a path of its own
 * (spec, first document, section 6: "For sale order paths the last segment of the value also
 * becomes a permission."): 'sale/order/statistics' also grants '/statistics'.
 */
export const LAST_SEGMENT_PARENTS: readonly string[] = [ORDER_PERMISSION];

/** The path a child of one of LAST_SEGMENT_PARENTS also grants; undefined for any other path. */
function lastSegmentGrant(granted: string): string | undefined {
  const parent = LAST_SEGMENT_PARENTS.map(normalise).find((p) => granted.startsWith(p + '/'));
  return parent ? '/' + granted.split('/').pop() : undefined;
}

const isSameOrChild = (path: string, parent: string) => path === parent || path.startsWith(parent + '/');

/**
 * Whether the permissions grant `right` on `path`.
 * - a permission grants its own type on '/' + value;
 * - modify grants create and update on that path and every child path;
 * - a child of a LAST_SEGMENT_PARENTS path also grants its last segment (spec, first document, section 6).
 */
export function can(permissions: readonly Permission[], right: Right, path: string): boolean {
  const target = normalise(path);
  if (right === 'access' && ALWAYS_ALLOWED.includes(target)) return true;
  const index = indexOf(permissions);
  if (index.granted.has(`${right} ${target}`)) return true;
  return (right === 'create' || right === 'update') && index.modify.some((granted) => isSameOrChild(target, granted));
}

/** A permission list read once: `{right} {path}` pairs it grants (last-segment grants included), and its modify paths. */
interface PermissionIndex {
  granted: Set<string>;
  modify: string[];
}

// a principal's list is read once per list (the server keeps principals; the SPA its permissions)
const indexes = new WeakMap<readonly Permission[], PermissionIndex>();

function indexOf(permissions: readonly Permission[]): PermissionIndex {
  let index = indexes.get(permissions);
  if (!index) {
    index = { granted: new Set(), modify: [] };
    for (const p of permissions) {
      const granted = normalise(p.value);
      index.granted.add(`${p.type} ${granted}`);
      const last = lastSegmentGrant(granted);
      if (last) index.granted.add(`${p.type} ${last}`);
      if (p.type === 'modify') index.modify.push(granted);
    }
    indexes.set(permissions, index);
  }
  return index;
}

/**
 * The right a screen path needs: /x/create needs create, /x/update/{id} and /x/create/{id} (the
 * catalogue's edit screens) need update, others access.
 */
export function rightForScreen(screenPath: string): { right: Right; base: string } {
  const parts = normalise(screenPath).split('/');
  const i = parts.findIndex((p) => p === 'create' || p === 'update');
  if (i > 0) {
    const editing = parts[i] === 'update' || parts.length > i + 1;
    return { right: editing ? 'update' : 'create', base: parts.slice(0, i).join('/') };
  }
  return { right: 'access', base: parts.join('/') };
}

/**
 * Whether the holder could grant `p` to someone else: holding it, or something wider. A `modify`
 * is held through a `modify` on the same path or a parent path (it grants create and update on
 * every child); any other type through `can`.
 */
export function holds(held: readonly Permission[], p: Permission): boolean {
  if (p.type === 'modify') return held.some((h) => h.type === 'modify' && isSameOrChild(normalise(p.value), normalise(h.value)));
  return can(held, p.type, p.value);
}

/** The permissions of `wanted` the holder does not hold: what assigning them would escalate. */
export const notHeld = (held: readonly Permission[], wanted: readonly Permission[]): Permission[] =>
  wanted.filter((p) => !holds(held, p));

/** A right over a group: holding every permission it grants (a manager has none over the admins). */
export const covers = (held: readonly Permission[], group: readonly Permission[]): boolean => notHeld(held, group).length === 0;
