// Rules of the generic list that the SPA and the server share.
import type { EntityDeclaration } from './entity';

/** Fields a list may be sorted by: the id, the creation date, and every scalar field the API returns. */
export function isSortable(decl: Pick<EntityDeclaration, 'id' | 'fields'>, field: string): boolean {
  if (field === decl.id || field === 'dateAdded') return true;
  const def = decl.fields[field];
  return !!def && !def.writeOnly && def.type !== 'object' && def.type !== 'list';
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
