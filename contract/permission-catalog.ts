import type { MenuGroup } from './entity';
import { entityList } from './entities';
import { DASHBOARD_SECTIONS } from './dashboard/dashboard';
import { AUDIT_PERMISSION, BALANCE_PERMISSION, DELIVERY_PERMISSION, OUTBOX_PERMISSION, PERMISSION_TYPES, type Permission, type PermissionType } from './permissions';

export interface PermissionEntry {
  value: string;
  label: string;
  types: readonly PermissionType[];
}

export interface PermissionGroup {
  group: MenuGroup | 'Dashboard' | 'Roles';
  permissions: PermissionEntry[];
}

/** Reading the API document (/api/docs): it maps every call, so only administrators hold it. */
export const API_DOCS_PERMISSION = 'system/api_docs';
/** The console's screen of the API document (GET /api/docs leads a browser there). */
export const API_DOCS_SCREEN = '/' + API_DOCS_PERMISSION;

/** The UI kit's demo screens (spec, route list: theme, base, buttons, icons, notifications, widgets, charts): administrators only. */
export const UI_KIT_PERMISSION = 'system/ui_kit';
/** Where the UI kit's screens live: `/system/ui_kit/{page}`. */
export const UI_KIT_SCREEN = '/' + UI_KIT_PERMISSION;

/** Permissions that are not an entity's (orders are one: contract/entities/order.ts): screens, dashboard sections and roles. */
export const EXTRA_PERMISSIONS: { group: PermissionGroup['group']; entry: PermissionEntry }[] = [
  { group: 'System', entry: { value: AUDIT_PERMISSION, label: 'Audit log', types: ['access'] } },
  { group: 'System', entry: { value: OUTBOX_PERMISSION, label: 'Mail outbox', types: ['access'] } },
  { group: 'System', entry: { value: API_DOCS_PERMISSION, label: 'API document', types: ['access'] } },
  { group: 'System', entry: { value: UI_KIT_PERMISSION, label: 'UI kit', types: ['access'] } },
  { group: 'Business', entry: { value: BALANCE_PERMISSION, label: 'Account balance (top bar)', types: ['access'] } },
  { group: 'Roles', entry: { value: DELIVERY_PERMISSION, label: 'Delivery (can be chosen as driver)', types: ['access'] } },
  // the dashboard sections' permissions (contract/dashboard/dashboard.ts), each once
  ...[...new Set(DASHBOARD_SECTIONS.map((s) => s.permission))].map((value) => ({ group: 'Dashboard' as const, entry: { value, label: value, types: ['access'] as const } })),
];

/** The permission picker's catalogue (GET ug/p/g): every entity with all types, plus the extras. */
export function permissionGroups(): PermissionGroup[] {
  const groups = new Map<PermissionGroup['group'], PermissionEntry[]>();
  const add = (group: PermissionGroup['group'], entry: PermissionEntry) => {
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push(entry);
  };
  for (const d of entityList) add(d.menu, { value: d.permission, label: d.label, types: PERMISSION_TYPES });
  for (const x of EXTRA_PERMISSIONS) add(x.group, x.entry);
  return [...groups].map(([group, permissions]) => ({ group, permissions }));
}

/** Every permission there is: the admin group holds them all. */
export function allPermissions(): Permission[] {
  return permissionGroups().flatMap((g) => g.permissions.flatMap((p) => p.types.map((type) => ({ value: p.value, type }))));
}
