import { MENU_GROUPS, type MenuGroup } from '../../contract/entity';
import { entityList } from '../../contract/entities';
import { privateRoutes } from '../customPages';

export interface MenuEntry {
  group: MenuGroup;
  label: string;
  to: string;
  /** resource (entity name or permission path) whose access the entry needs */
  resource: string;
}

/** Every menu entry: one per entity of the registry, plus the pages that ask for one. */
export function menuEntries(): MenuEntry[] {
  const entries: MenuEntry[] = entityList.map((d) => ({ group: d.menu, label: d.label, to: '/' + d.permission, resource: d.name }));
  for (const route of privateRoutes) {
    if (route.menu) entries.push({ ...route.menu, to: route.path, resource: route.permission ?? route.path.replace(/^\//, '') });
  }
  return entries;
}

/** Entries grouped in the spec's menu order, empty groups left out. */
export function groupedMenu(entries: MenuEntry[]): { group: MenuGroup; entries: MenuEntry[] }[] {
  return MENU_GROUPS.map((group) => ({ group, entries: entries.filter((e) => e.group === group) })).filter((g) => g.entries.length);
}

/** A screen path's title for breadcrumbs, from the registry and the pages. */
export function titleForPath(path: string): string | undefined {
  const clean = path.replace(/\/+$/, '');
  const entity = entityList.find((d) => '/' + d.permission === clean);
  if (entity) return entity.label;
  return privateRoutes.find((r) => r.path === clean)?.title;
}
