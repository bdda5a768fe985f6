import { MENU_GROUPS, type MenuGroup } from '../../contract/entity';
import { entityList } from '../../contract/entities';
import { screenPath } from '../../contract/screen-paths';
import { privateRoutes, type PageNeed } from '../features';
import { entityKeys } from '../i18n/useLabels';

/** A catalogue key and its arguments: shown with translate(label, labelArgs). */
export interface LabelKey {
  label: string;
  labelArgs?: { smart_count: number };
}

export interface MenuEntry extends LabelKey {
  group: MenuGroup;
  to: string;
  /** resource (entity name or permission path) whose access the entry needs */
  resource: string;
  /** further rights the screen needs to be of use */
  needs?: PageNeed[];
}

/** Every menu entry: one per entity of the registry, plus the pages that ask for one. */
export function menuEntries(): MenuEntry[] {
  const entries: MenuEntry[] = entityList.map((d) => ({ group: d.menu, ...entityTitle(d.name), to: screenPath(d, 'list'), resource: d.name }));
  for (const route of privateRoutes) {
    if (route.menu) entries.push({ ...route.menu, to: route.path, resource: route.permission ?? route.path.replace(/^\//, ''), needs: route.needs });
  }
  return entries;
}

/** Entries grouped in the spec's menu order, empty groups left out. */
export function groupedMenu(entries: MenuEntry[]): { group: MenuGroup; entries: MenuEntry[] }[] {
  return MENU_GROUPS.map((group) => ({ group, entries: entries.filter((e) => e.group === group) })).filter((g) => g.entries.length);
}

/** An entity's plural label (lists, menu). */
const entityTitle = (name: string): LabelKey => ({ label: entityKeys.name(name), labelArgs: { smart_count: 2 } });
