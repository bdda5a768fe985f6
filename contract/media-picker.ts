// Who may browse a media library through the picker: the library's own screen, and every screen
// whose form has a field choosing from it (`media: kind`), derived from the registry.
import type { EntityDeclaration } from './entity';
import { entityList } from './entities';
import type { FieldDef } from './fields';
import { LOOKUP_RIGHTS } from './lookups';
import { MEDIA_KINDS, type MediaKind } from './media';
import { can, type Permission } from './permissions';

const picksFrom = (fields: Record<string, FieldDef>, kind: MediaKind): boolean =>
  Object.values(fields).some((def) => def.media === kind || (def.fields ? picksFrom(def.fields, kind) : false));

/** The permission paths whose holders may list a library's active files and folders in the picker. */
export function mediaPickerPermissions(kind: MediaKind, declarations: readonly EntityDeclaration[] = entityList): string[] {
  const paths = new Set<string>([MEDIA_KINDS[kind].permission]);
  for (const d of declarations) if (picksFrom(d.fields, kind)) paths.add(d.permission);
  return [...paths];
}

/** Browsing needs access to one of those screens, or the right to fill in its form (as lookups). */
export const PICKER_RIGHTS = LOOKUP_RIGHTS;

export const mayPick = (permissions: readonly Permission[], kind: MediaKind): boolean =>
  mediaPickerPermissions(kind).some((path) => PICKER_RIGHTS.some((right) => can(permissions, right, path)));
