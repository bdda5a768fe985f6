// Every screen path of an entity comes from here (spec, first document, route list): the list at
// /{permission}, creation at /{permission}/create, editing at /{permission}/update/{id}, or at
// /{permission}/create/{id} for the declarations that say `editAt: 'create'`, the import of
// an importable entity at /{permission}/import, and the read-only screen of a declaration that says
// `show: true` at /{permission}/show/{id}.
import type { EntityDeclaration } from './entity';

export type ScreenKind = 'list' | 'create' | 'edit' | 'import' | 'show';

type ScreenDecl = Pick<EntityDeclaration, 'permission' | 'editAt'>;

const segment = (id: string | number) => encodeURIComponent(String(id));

/** The path of an entity's list, create, edit, import or show screen; the id is one encoded path segment. */
export function screenPath(decl: ScreenDecl, kind: 'list' | 'create' | 'import'): string;
export function screenPath(decl: ScreenDecl, kind: 'edit' | 'show', id: string | number): string;
export function screenPath(decl: ScreenDecl, kind: ScreenKind, id?: string | number): string {
  const base = '/' + decl.permission;
  if (kind === 'list') return base;
  if (kind === 'create') return `${base}/create`;
  if (kind === 'import') return `${base}/import`;
  if (kind === 'show') return `${base}/show/${segment(id!)}`;
  return `${base}/${decl.editAt ?? 'update'}/${segment(id!)}`;
}

/** The router pattern of a screen (the edit screen's id as `:id`). */
export const screenRoute = (decl: ScreenDecl, kind: ScreenKind): string =>
  kind === 'edit' ? `/${decl.permission}/${decl.editAt ?? 'update'}/:id` : kind === 'show' ? `/${decl.permission}/show/:id` : screenPath(decl, kind);
