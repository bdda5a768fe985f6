// A list of references (a product's categories, a campaign's customer groups, a room's members) names
// rows that exist and are not archived, as a single reference does through its foreign key: checked
// by the engine for every declaration, on every create and update, for the ids a write adds.
import { sql } from 'kysely';
import { entityByName } from '../../contract/entities';
import { isEngineStored, type EntityDeclaration } from '../../contract/entity';
import type { FieldDef } from '../../contract/fields';
import { messages } from '../../contract/messages';
import type { ValidationItem } from '../../contract/validate';
import type { Trx } from './entity.repository';

/** Each list of references of a field set, top level and inside objects: its path and target. */
export function referenceLists(fields: Record<string, FieldDef>, prefix: string[] = []): { path: string[]; target: string }[] {
  return Object.entries(fields).flatMap(([name, def]) => {
    if (def.type === 'list' && def.of === 'reference' && def.reference) return [{ path: [...prefix, name], target: def.reference }];
    if (def.type === 'object' && def.fields && !def.keys) return referenceLists(def.fields, [...prefix, name]);
    return [];
  });
}

const at = (row: unknown, path: string[]): unknown => path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), row);

/**
 * 'The chosen record does not exist.' on `field.i` for each id a write adds to a list of references
 * that names no row, or an archived one. Ids the row already held stay (a category archived since
 * does not block saving the product that names it).
 */
export async function referenceListProblems(trx: Trx, decl: EntityDeclaration, target: { values: Record<string, unknown>; before?: Record<string, unknown> | null }): Promise<ValidationItem[]> {
  const items: ValidationItem[] = [];
  for (const { path, target: name } of referenceLists(decl.fields)) {
    const given = at(target.values, path);
    const targetDecl = entityByName(name);
    if (!Array.isArray(given) || !given.length || !targetDecl || !isEngineStored(targetDecl)) continue;
    const held = new Set((Array.isArray(at(target.before, path)) ? (at(target.before, path) as unknown[]) : []).map(Number));
    const added = given.map((v, i) => ({ id: Number(v), i })).filter((g) => !held.has(g.id));
    if (!added.length) continue;
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM ${sql.table(targetDecl.table)} WHERE id = ANY(${[...new Set(added.map((g) => g.id))]}::bigint[]) AND NOT deleted`.execute(trx);
    const live = new Set(rows.map((r) => Number(r.id)));
    for (const g of added) if (!live.has(g.id)) items.push({ path: [...path, String(g.i)].join('.'), msg: messages.missingRecord });
  }
  return items;
}
