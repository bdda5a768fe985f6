// How the generic list orders its rows, which indexes serve a large entity's list, and when its
// total comes from the row counters: one module, so the indexes always match the queries.
import type { EntityDeclaration } from '../../contract/entity';
import { snakeCase } from '../../contract/fields';

export type SortDir = 'ASC' | 'DESC';

/** One key of the list's ORDER BY: a column and its direction (NULLS LAST on field columns). */
export interface SortKey {
  column: string;
  dir: SortDir;
  nullsLast: boolean;
}

/** The ORDER BY of a list: the chosen (or declared) sort, then the id in the same direction as a tie-breaker. */
export function listOrder(decl: Pick<EntityDeclaration, 'id' | 'sort'>, sort?: string, order?: SortDir): SortKey[] {
  const field = sort ?? decl.sort?.field;
  const dir: SortDir = (order ?? decl.sort?.order ?? 'DESC') === 'ASC' ? 'ASC' : 'DESC';
  const id: SortKey = { column: 'id', dir, nullsLast: false };
  if (!field || field === decl.id) return [id];
  return [{ column: field === 'dateAdded' ? 'date_added' : snakeCase(field), dir, nullsLast: true }, id];
}

/** An index the list of a large entity needs; `keys` are SQL key parts (quoted columns, opclass, order). */
export interface ListIndex {
  name: string;
  method: 'btree' | 'gin';
  keys: string[];
}

const quoted = (column: string) => `"${column.replace(/"/g, '""')}"`;
const keySql = (k: SortKey) => `${quoted(k.column)} ${k.dir}${k.nullsLast ? ' NULLS LAST' : ''}`;

/**
 * The indexes of a large entity's list. Every list filters on `deleted`, so it leads each btree:
 * the default sort (with the id tie-breaker) answers the default view's page from the index; each
 * `eq`/`in` filter is followed by that sort so a filtered page needs no sort either; ranges get
 * `(deleted, column)`. ILIKE searches (`%text%`) can only use a trigram index (pg_trgm, GIN).
 * `columns` gives each stored column's SQL type: a filter on anything else gets no index, and
 * only text takes a trigram index.
 */
export function listIndexes(decl: Pick<EntityDeclaration, 'id' | 'sort' | 'filters' | 'table'>, columns: ReadonlyMap<string, string>): ListIndex[] {
  const sortKeys = listOrder(decl);
  const indexes: ListIndex[] = [];
  // the engine's own (deleted, id DESC) index already serves a sort by id
  if (sortKeys.length > 1) indexes.push({ name: `${decl.table}_list_sort_idx`, method: 'btree', keys: ['deleted', ...sortKeys.map(keySql)] });
  const seen = new Set<string>();
  for (const [key, filter] of Object.entries(decl.filters)) {
    const field = filter.field ?? key;
    if (field === decl.id) continue; // the primary key
    if (filter.op === 'words') continue; // a search over the text's words: no index serves it
    const column = field === 'dateAdded' ? 'date_added' : snakeCase(field);
    if (!columns.has(column)) continue;
    // eq and in share one index, as do gte and lte (a date range is two filters on one column)
    const kind = filter.op === 'eq' || filter.op === 'in' ? 'list' : filter.op === 'ilike' ? 'trgm' : filter.op === 'overlaps' ? 'contains' : 'range';
    if (seen.has(`${kind}:${column}`)) continue;
    seen.add(`${kind}:${column}`);
    switch (kind) {
      case 'list':
        if (column === sortKeys[0].column) continue; // the sort index leads with it after deleted
        indexes.push({ name: `${decl.table}_${column}_list_idx`, method: 'btree', keys: ['deleted', quoted(column), ...sortKeys.map(keySql)] });
        break;
      case 'range':
        indexes.push({ name: `${decl.table}_${column}_range_idx`, method: 'btree', keys: ['deleted', quoted(column)] });
        break;
      case 'contains':
        indexes.push({ name: `${decl.table}_${column}_contains_idx`, method: 'gin', keys: [`${quoted(column)} jsonb_path_ops`] });
        break;
      case 'trgm':
        if (columns.get(column) === 'text') indexes.push({ name: `${decl.table}_${column}_trgm_idx`, method: 'gin', keys: [`${quoted(column)} gin_trgm_ops`] });
        break;
    }
  }
  return indexes;
}

/** Whether a filter value takes part in the query (the list skips empty ones). */
export const isActiveFilter = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * Whether a list's total is read from the row counters: a large entity's default view (no
 * declared filter in use; archived or not). Any filter counts the matching rows exactly.
 */
export function countedByCounters(decl: Pick<EntityDeclaration, 'large' | 'filters'>, filters: Record<string, unknown>): boolean {
  return !!decl.large && !Object.entries(filters).some(([key, value]) => decl.filters[key] && isActiveFilter(value));
}
