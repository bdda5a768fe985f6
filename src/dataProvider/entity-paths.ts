// Pure translation of react-admin calls onto the generic entity pattern (spec, second document, section 7).
import type { EntityDeclaration } from '../../contract/entity';
import type { QueryValue } from './http';
import { isSortable } from '../../contract/list-rules';
import { customCalls, type BulkOp } from './custom-calls';

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

export interface CallSpec {
  service: string;
  path: string;
  query?: Record<string, QueryValue>;
}

const toQueryValue = (v: unknown): QueryValue => {
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : x)) as (string | number)[];
  if (v === null || v === undefined || typeof v === 'object') return undefined;
  return v as string | number | boolean;
};

/** The sort field the server knows for a react-admin sort field (`id` is the declared id field). */
export function sortField(decl: EntityDeclaration, field: string | undefined): string | undefined {
  if (!field) return undefined;
  if (field === 'id') return decl.id;
  const custom = decl.ownList;
  if (custom) return custom.sorts.includes(field) ? field : undefined;
  return isSortable(decl, field) ? field : undefined;
}

/** GET {rest}/{page}/{count}?filters&sort&order&deleted */
export function listCall(decl: EntityDeclaration, params: ListParams): CallSpec {
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? 10;
  const query: Record<string, QueryValue> = {};
  const filter = params.filter ?? {};
  const takes = (key: string) => key === 'deleted' || (decl.ownList?.filters.includes(key) ?? !!decl.filters[key]);
  for (const [key, value] of Object.entries(filter)) {
    if (takes(key)) query[key] = toQueryValue(value);
  }
  const sort = sortField(decl, params.sort?.field);
  if (sort) {
    query.sort = sort;
    query.order = params.sort?.order === 'DESC' ? 'DESC' : 'ASC';
  }
  return { service: decl.service, path: `${decl.rest}/${page}/${perPage}`, query };
}

/** GET {rest}/r/{page}/{count}?name=&ids= : the see-all lookups, searched, or the records of `ids` (labels of held references). */
export function lookupCall(decl: EntityDeclaration, params: LookupParams): CallSpec {
  return {
    service: decl.service,
    path: `${decl.rest}/r/${params.page ?? 1}/${params.perPage ?? 10}`,
    query: { name: params.q?.trim() || undefined, ids: params.ids?.length ? params.ids.join(',') : undefined },
  };
}

export interface LookupParams {
  page?: number;
  perPage?: number;
  q?: string;
  ids?: readonly number[];
}

export const oneCall = (decl: EntityDeclaration, id: string | number): CallSpec => ({
  service: decl.service,
  path: `${decl.rest}/${encodeURIComponent(String(id))}`,
});

export const createCall = (decl: EntityDeclaration): CallSpec => ({ service: decl.service, path: decl.rest });

export type { BulkOp };
export const bulkCall = (decl: EntityDeclaration, op: BulkOp): CallSpec => ({
  service: decl.service,
  path: customCalls(decl.name)?.bulk[op] ?? `${decl.rest}/b/${op}`,
});

/** A record as react-admin wants it: the declared id field copied to `id`. */
export function toRecord<T extends Record<string, unknown>>(decl: EntityDeclaration, row: T): T & { id: number | string } {
  return { ...row, id: row[decl.id] as number | string };
}

/** The body of a create or update: only declared, writable fields. */
export function toBody(decl: EntityDeclaration, data: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(decl.fields)) {
    if (def.readOnly || !(name in data)) continue;
    body[name] = data[name];
  }
  return body;
}
