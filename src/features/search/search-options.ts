// What the search box lists (docs/search.md): the screens of the menu whose label holds the words
// typed, then the server's groups of records; one flat list of options the arrow keys walk. Pure.
import { entityByName } from '../../../contract/entities';
import { screenPath } from '../../../contract/screen-paths';
import type { SearchGroup } from '../../../contract/search';

/** Screens shown at most. */
export const SCREEN_MATCHES = 5;

/** A screen of the menu, its label translated. */
export interface ScreenEntry {
  label: string;
  /** the menu group it sits in, translated */
  group: string;
  to: string;
}

export interface SearchOption {
  /** the element id (aria-activedescendant) */
  id: string;
  title: string;
  subtitle?: string;
  /** the screen it opens */
  to: string;
}

export interface SearchSection {
  key: string;
  heading: string;
  /** a record group's matches, when the server counted them all */
  total?: number;
  /** a record group with more matches than the server counts (SEARCH_LIMITS.countCap) */
  more?: boolean;
  options: SearchOption[];
}

/** Case and accents aside: `Café` and `cafe` are the same text. */
export const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The screens whose label holds every word typed, those starting with the text first, at most SCREEN_MATCHES. */
export function matchScreens(entries: readonly ScreenEntry[], text: string): ScreenEntry[] {
  const typed = folded(text.trim());
  const words = typed.split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return entries
    .map((entry) => ({ entry, label: folded(entry.label) }))
    .filter(({ label }) => words.every((w) => label.includes(w)))
    .sort((a, b) => Number(b.label.startsWith(typed)) - Number(a.label.startsWith(typed)) || a.label.localeCompare(b.label))
    .slice(0, SCREEN_MATCHES)
    .map(({ entry }) => entry);
}

/**
 * Where a found record opens: its edit screen for a user who may edit it, else the list it is in
 * (the console has no read-only record screen; docs/search.md).
 */
export function recordTarget(entity: string, id: number, mayEdit: boolean): string {
  const decl = entityByName(entity);
  if (!decl) return '/';
  return mayEdit ? screenPath(decl, 'edit', id) : screenPath(decl, 'list');
}

/** The sections in order, each option with an id unique in the list. */
export function searchSections(
  screens: { heading: string; entries: readonly ScreenEntry[] },
  groups: readonly SearchGroup[],
  describe: { heading: (entity: string) => string; mayEdit: (entity: string) => boolean },
  idPrefix: string,
): SearchSection[] {
  let n = 0;
  const id = () => `${idPrefix}-${n++}`;
  const sections: SearchSection[] = [];
  if (screens.entries.length) {
    sections.push({ key: 'screens', heading: screens.heading, options: screens.entries.map((e) => ({ id: id(), title: e.label, subtitle: e.group, to: e.to })) });
  }
  for (const g of groups) {
    if (!g.items.length) continue;
    const mayEdit = describe.mayEdit(g.entity);
    sections.push({
      key: g.entity,
      heading: describe.heading(g.entity),
      ...(g.total === undefined ? { more: true } : { total: g.total }),
      options: g.items.map((item) => ({ id: id(), title: item.title, subtitle: item.subtitle, to: recordTarget(g.entity, item.id, mayEdit) })),
    });
  }
  return sections;
}

/** The option the arrow keys move to from `index` among `count` (wrapping); -1 when there is none. */
export function movedIndex(index: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count <= 0) return -1;
  if (index < 0) return key === 'ArrowDown' ? 0 : count - 1;
  return key === 'ArrowDown' ? (index + 1) % count : (index - 1 + count) % count;
}
