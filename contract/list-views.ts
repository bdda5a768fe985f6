// A user's own list preferences, kept on the server so they follow the user to any browser: named
// filter sets ("views") and the columns chosen, per entity list. The limits, paths, texts and the
// rule a document must meet, shared by the list screens and the server (docs/decisions.md, "Saved
// views and columns, per user on the server").
import type { EntityDeclaration } from './entity';
import { isListField, listFilterOf } from './list-rules';
import type { ValidationItem } from './validate';

export const LIST_VIEW_LIMITS = {
  /** saved views per list */
  views: 20,
  nameMin: 1,
  nameMax: 50,
  /** a text filter value, and the items of a list value */
  valueMax: 500,
  itemsMax: 100,
} as const;

export type ListViewSort = { field: string; order: 'ASC' | 'DESC' };

/** A named filter set of a list, with the sort it was saved with. */
export interface SavedListView {
  name: string;
  filter: Record<string, unknown>;
  sort?: ListViewSort;
}

/** What a user keeps for one list: views, and the columns shown (null: the list's own). */
export interface ListPreferences {
  views: SavedListView[];
  columns: string[] | null;
}

export const NO_LIST_PREFERENCES: ListPreferences = { views: [], columns: null };

/** The calls, on the api service: GET and PUT the signed-in user's preferences of one list. */
export const LIST_PREFERENCE_PATHS = {
  route: 'u/me/lists/:entity',
  of: (entity: string) => `u/me/lists/${encodeURIComponent(entity)}`,
} as const;

export const listViewTexts = {
  unknownList: 'No such list.',
  listNotAllowed: 'You may not open this list.',
  duplicateName: 'A view of this list already has this name.',
  tooManyViews: `At most ${LIST_VIEW_LIMITS.views} views per list.`,
  unknownFilter: 'This list has no such filter.',
  filterValue: `A filter holds a plain value (at most ${LIST_VIEW_LIMITS.valueMax} characters) or a list of at most ${LIST_VIEW_LIMITS.itemsMax} of them.`,
  unknownSort: 'This list cannot be sorted by it.',
  unknownColumn: 'This list has no such column.',
} as const;

/** Columns a list may show and hide: the id and the declaration's fields, or the columns of a list the entity draws itself. */
export const isListColumn = (decl: Pick<EntityDeclaration, 'fields' | 'ownList' | 'listDateAdded'>, name: string): boolean =>
  decl.ownList
    ? decl.ownList.columns.includes(name)
    : name === 'id' || Object.hasOwn(decl.fields, name) || (name === 'dateAdded' && !!decl.listDateAdded);

const fitsLimit = (value: unknown): boolean => (typeof value === 'string' ? value.length <= LIST_VIEW_LIMITS.valueMax : true);

/**
 * What is wrong with a list's preferences beyond their shape (names and types are the route's): too
 * many views, two of one name (spaces and case aside), a filter or sort the list does not have, a
 * value too long, a column the list does not have. Empty when they may be kept.
 */
export function listPreferenceErrors(decl: Pick<EntityDeclaration, 'id' | 'fields' | 'filters' | 'ownList'>, prefs: ListPreferences): ValidationItem[] {
  const errors: ValidationItem[] = [];
  if (prefs.views.length > LIST_VIEW_LIMITS.views) errors.push({ path: 'views', msg: listViewTexts.tooManyViews });
  const seen = new Set<string>();
  prefs.views.forEach((view, i) => {
    const name = view.name.trim().toLowerCase();
    if (seen.has(name)) errors.push({ path: `views.${i}.name`, msg: listViewTexts.duplicateName });
    seen.add(name);
    for (const key of listFilterOf(decl, view.filter).refused) {
      errors.push({ path: `views.${i}.filter.${key}`, msg: isListField(decl, key) ? listViewTexts.filterValue : listViewTexts.unknownFilter });
    }
    for (const [key, value] of Object.entries(view.filter)) {
      const items = Array.isArray(value) ? value : [value];
      if (items.length > LIST_VIEW_LIMITS.itemsMax || !items.every(fitsLimit)) errors.push({ path: `views.${i}.filter.${key}`, msg: listViewTexts.filterValue });
    }
    if (view.sort && !isListField(decl, view.sort.field)) errors.push({ path: `views.${i}.sort.field`, msg: listViewTexts.unknownSort });
  });
  (prefs.columns ?? []).forEach((column, i) => {
    if (!isListColumn(decl, column)) errors.push({ path: `columns.${i}`, msg: listViewTexts.unknownColumn });
  });
  return errors;
}

/** The views with `view` in place of the one of its name (spaces and case aside), or added last. */
export function withView(views: readonly SavedListView[], view: SavedListView): SavedListView[] {
  const key = view.name.trim().toLowerCase();
  const at = views.findIndex((v) => v.name.trim().toLowerCase() === key);
  return at < 0 ? [...views, view] : views.map((v, i) => (i === at ? view : v));
}

/**
 * The columns a list shows: every one the user did not hide. `choosable` says which the user may
 * hide; the others always show. A choice that hides every choosable column shows them all.
 */
export function visibleColumns<C extends { key: string }>(columns: readonly C[], chosen: readonly string[] | null, choosable: (key: string) => boolean): C[] {
  if (!chosen) return [...columns];
  const shown = columns.filter((c) => !choosable(c.key) || chosen.includes(c.key));
  return shown.some((c) => choosable(c.key)) ? shown : [...columns];
}
