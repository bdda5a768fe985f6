// Every screen path of an entity comes from here (spec, first document, route list): the list at
// /{permission}, creation at /{permission}/create, editing at /{permission}/update/{id}, or at
// /{permission}/create/{id} for the declarations that say `editAt: 'create'`, and the import of
// an importable entity at /{permission}/import.
import type { EntityDeclaration } from './entity';

export type ScreenKind = 'list' | 'create' | 'edit' | 'import';

type ScreenDecl = Pick<EntityDeclaration, 'permission' | 'editAt'>;

/** The path of an entity's list, create, edit or import screen; the id is one encoded path segment. */
export function screenPath(decl: ScreenDecl, kind: 'list' | 'create' | 'import'): string;
export function screenPath(decl: ScreenDecl, kind: 'edit', id: string | number): string;
export function screenPath(decl: ScreenDecl, kind: ScreenKind, id?: string | number): string {
  const base = '/' + decl.permission;
  if (kind === 'list') return base;
  if (kind === 'create') return `${base}/create`;
  if (kind === 'import') return `${base}/import`;
  return `${base}/${decl.editAt ?? 'update'}/${encodeURIComponent(String(id))}`;
}

/** The router pattern of a screen (the edit screen's id as `:id`). */
export const screenRoute = (decl: ScreenDecl, kind: ScreenKind): string =>
  kind === 'edit' ? `/${decl.permission}/${decl.editAt ?? 'update'}/:id` : screenPath(decl, kind);
