// Rules of the generic list that the SPA and the server share.
import type { EntityDeclaration } from './entity';

/** Fields a list may be sorted by: the id, the creation date, and every scalar field the API returns. */
export function isSortable(decl: Pick<EntityDeclaration, 'id' | 'fields'>, field: string): boolean {
  if (field === decl.id || field === 'dateAdded') return true;
  const def = decl.fields[field];
  return !!def && !def.writeOnly && def.type !== 'object' && def.type !== 'list';
}

/**
 * A field a list may sort by or filter on: the id, a declared field or a declared filter, or for a list
 * the entity draws itself, one of its own filters and sorts (`deleted` is the tabs').
 */
export const isListField = (decl: Pick<EntityDeclaration, 'id' | 'fields' | 'filters' | 'ownList' | 'listDateAdded'>, name: string): boolean =>
  name !== 'deleted' &&
  (decl.ownList
    ? decl.ownList.filters.includes(name) || decl.ownList.sorts.includes(name)
    : name === 'id' ||
      name === decl.id ||
      Object.hasOwn(decl.fields, name) ||
      Object.hasOwn(decl.filters, name) ||
      (name === 'dateAdded' && !!decl.listDateAdded));

type PlainValue = string | number | boolean | null;
const isPlain = (value: unknown): value is PlainValue => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A filter value a list takes: a plain value, or a list of them (ids of a multi-select). */
export const isPlainFilterValue = (value: unknown): boolean => isPlain(value) || (Array.isArray(value) && value.every(isPlain));

/**
 * A list's filter values from untrusted input (a pasted link, a saved view): those naming one of the
 * list's own filters or fields with a plain value, and the keys refused (the link drops them, the
 * server refuses a view holding any).
 */
export function listFilterOf(
  decl: Pick<EntityDeclaration, 'id' | 'fields' | 'filters' | 'ownList'>,
  input: unknown,
  takes: (key: string) => boolean = (key) => isListField(decl, key),
): { filter: Record<string, unknown>; refused: string[] } {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { filter: {}, refused: [] };
  const filter: Record<string, unknown> = {};
  const refused: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (takes(key) && isPlainFilterValue(value)) filter[key] = value;
    else refused.push(key);
  }
  return { filter, refused };
}

/** The list actions a failure text exists for (src/components/list/failure-texts.ts). */
export type FailedListAction = 'archive' | 'recover' | 'destroy';
type FailureTexts = Partial<Record<'archiveFailed' | 'recoverFailed' | 'bulkArchiveFailed' | 'bulkRecoverFailed' | 'bulkDestroyFailed' | 'deleteFailed', string>>;

/**
 * The declared text of a failed list action on `count` rows: one row uses the single-row text, several
 * the bulk one (a destroy of one row without `deleteFailed` takes the bulk one); none declared: undefined.
 */
export function listActionFailureText(texts: FailureTexts | undefined, action: FailedListAction, count: number): string | undefined {
  if (!texts) return undefined;
  if (action === 'archive') return count === 1 ? (texts.archiveFailed ?? texts.bulkArchiveFailed) : (texts.bulkArchiveFailed ?? texts.archiveFailed);
  if (action === 'recover') return count === 1 ? (texts.recoverFailed ?? texts.bulkRecoverFailed) : (texts.bulkRecoverFailed ?? texts.recoverFailed);
  return count === 1 ? (texts.deleteFailed ?? texts.bulkDestroyFailed) : (texts.bulkDestroyFailed ?? texts.deleteFailed);
}
