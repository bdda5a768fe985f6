// Rules of the generic list that the SPA and the server share.
import type { EntityDeclaration } from './entity';

/** Fields a list may be sorted by: the id, the creation date, and every scalar field the API returns. */
export function isSortable(decl: Pick<EntityDeclaration, 'id' | 'fields'>, field: string): boolean {
  if (field === decl.id || field === 'dateAdded') return true;
  const def = decl.fields[field];
  return !!def && !def.writeOnly && !def.readOnly && def.type !== 'object' && def.type !== 'list';
}
