// Who may read an entity's see-all lookups (`GET {rest}/r/...`): ids and names for pickers.
import type { EntityDeclaration } from './entity';
import { entityList } from './entities';
import type { FieldDef } from './fields';
import { can, type Permission, type Right } from './permissions';

const refersTo = (fields: Record<string, FieldDef>, target: string): boolean =>
  Object.values(fields).some(
    (def) => ((def.type === 'reference' || def.of === 'reference') && def.reference === target) || (def.fields ? refersTo(def.fields, target) : false),
  );

/**
 * The permission paths whose holders may read the entity's lookups: its own, every entity whose
 * form has a reference field (or a list of references) to it, and the screens the declaration names in `lookupFor`.
 */
export function lookupPermissions(decl: EntityDeclaration, declarations: readonly EntityDeclaration[] = entityList): string[] {
  const paths = new Set<string>([decl.permission, ...(decl.lookupFor ?? [])]);
  for (const d of declarations) if (d.name !== decl.name && refersTo(d.fields, decl.name)) paths.add(d.permission);
  return [...paths];
}

/** Reading a picker's options needs access to one of those screens, or the right to fill in its form. */
export const LOOKUP_RIGHTS: readonly Right[] = ['access', 'create', 'update'];

export const mayLookUp = (permissions: readonly Permission[], decl: EntityDeclaration): boolean =>
  lookupPermissions(decl).some((path) => LOOKUP_RIGHTS.some((right) => can(permissions, right, path)));
