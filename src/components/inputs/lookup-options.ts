import type { EntityDeclaration } from '../../../contract/entity';
import { lookupDetail, lookupLabel } from '../../../contract/lookups';

/** One option of a picker: the record's name, what tells it apart, and the row the lookup read. */
export interface LookupOption {
  id: number;
  label: string;
  detail: string;
  record: Record<string, unknown>;
}

/** A see-all lookup's row as a picker's option, named and told apart as its declaration says. */
export const toLookupOption = (decl: EntityDeclaration, row: Record<string, unknown>): LookupOption => {
  const id = Number(row.id ?? row[decl.id]);
  return { id, label: lookupLabel(decl, { ...row, [decl.id]: id }), detail: lookupDetail(decl, row), record: row };
};

/** Pages of options merged in order without duplicates ('See More' appends, a search starts again). */
export function mergeOptions(pages: readonly (readonly LookupOption[])[]): LookupOption[] {
  const seen = new Set<number>();
  return pages.flat().filter((o) => !seen.has(o.id) && !!seen.add(o.id));
}

/** The ids among `wanted` whose labels are neither loaded nor known: the ones to read by id. */
export const missingIds = (wanted: readonly number[], known: ReadonlyMap<number, unknown>): number[] =>
  [...new Set(wanted)].filter((id) => Number.isFinite(id) && id > 0 && !known.has(id)).sort((a, b) => a - b);
