// Who may read an entity's see-all lookups (`GET {rest}/r/...`): ids and names for pickers.
import type { EntityDeclaration } from './entity';
import { entityList } from './entities';
import type { FieldDef } from './fields';
import { money } from './money';
import { can, type Permission, type Right } from './permissions';
import { formatPhone } from './phone';

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

/**
 * How many records a see-all lookup without paging answers at most (`GET {rest}/r`, `{rest}/all`), as
 * the pickers of categories, brands and product groups load (spec, first document, section 9).
 */
export const SEE_ALL_SIZE = 1000;

/** Reading a picker's options needs access to one of those screens, or the right to fill in its form. */
export const LOOKUP_RIGHTS: readonly Right[] = ['access', 'create', 'update'];

export const mayLookUp = (permissions: readonly Permission[], decl: EntityDeclaration): boolean =>
  lookupPermissions(decl).some((path) => LOOKUP_RIGHTS.some((right) => can(permissions, right, path)));

/** The fields naming a record in a picker, joined with spaces (a customer's first and last name). */
export const lookupLabelFields = (decl: EntityDeclaration): readonly string[] => decl.lookup?.label ?? [decl.recordRepresentation];

/** The fields shown beside the name to tell records apart, each group read as one (a user's first and last name). */
export const lookupDetailFields = (decl: EntityDeclaration): readonly (readonly string[])[] => (decl.lookup?.detail ?? []).map((d) => (typeof d === 'string' ? [d] : d));

/** Every field a see-all lookup row carries beside the id (the representation first): also the fields it searches. */
export const lookupFields = (decl: EntityDeclaration): string[] => [...new Set([decl.recordRepresentation, ...lookupLabelFields(decl), ...lookupDetailFields(decl).flat()])];

const present = (v: unknown): boolean => v !== null && v !== undefined && (Array.isArray(v) ? v.some(present) : String(v).trim() !== '');

/** A lookup row's name: its label fields joined with spaces; `#id` when none holds a value. */
export function lookupLabel(decl: EntityDeclaration, row: Record<string, unknown>): string {
  const parts = lookupLabelFields(decl).map((f) => row[f]).filter(present).map((v) => String(v).trim());
  return parts.length ? parts.join(' ') : `#${String(row[decl.id] ?? row.id ?? '')}`;
}

/** One detail value as read: a phone formatted, money with two decimals, a list by its first item. */
function detailText(decl: EntityDeclaration, field: string, value: unknown): string {
  const def = decl.fields[field];
  const v = Array.isArray(value) ? value.find(present) : value;
  if (def?.phone) return formatPhone(String(v));
  if (def?.type === 'number' && typeof v === 'number') return `$${money(v)}`;
  return String(v).trim();
}

/** A lookup row's detail as read, its groups joined with ' · ' ('(202) 555-0101 · ann@example.com'). */
export function lookupDetail(decl: EntityDeclaration, row: Record<string, unknown>): string {
  return lookupDetailFields(decl)
    .map((group) => group.filter((f) => present(row[f])).map((f) => detailText(decl, f, row[f])).join(' '))
    .filter(Boolean)
    .join(' · ');
}

/**
 * The words of a picker's search: each must be found in one of the lookup's fields ('ann smith'
 * finds Ann Smith; '555 0101' her telephone). At most 8 words, so a pasted text stays one cheap query.
 */
export const searchWords = (text: string | undefined): string[] => (text ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
