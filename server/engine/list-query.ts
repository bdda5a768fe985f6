import type { EntityDeclaration } from '../../contract/entity';
import { isSortable } from '../../contract/list-rules';
import type { FieldDef } from '../../contract/fields';
import { MAX_PAGE_SIZE } from '../../contract/pager';
import { messages } from '../../contract/messages';
import { fitsColumn, isStorableText, parseDateTime, parseIdValue, parseNumberValue, type ValidationItem } from '../../contract/validate';
import { ValidationError } from '../http/errors';
import type { ListQuery } from './entity.repository';

const BOOL: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

/** Filters given a list of values (repeated keys or comma separated). */
const takesList = (op: string | undefined): boolean => op === 'in' || op === 'overlaps';

/**
 * Parses one query value by the type of the field it filters; undefined means invalid. A repeated
 * key (an array) is only taken by a filter that takes a list (`many`).
 */
export function parseQueryValue(def: FieldDef | undefined, raw: unknown, many = false): unknown {
  if (Array.isArray(raw)) {
    if (!many) return undefined;
    const parts = raw.map((r) => parseQueryValue(def, r, true));
    return parts.some((p) => p === undefined) ? undefined : (parts as unknown[][]).flat();
  }
  if (typeof raw !== 'string') return undefined;
  if (many) {
    const parts = raw.split(',').filter(Boolean).map((p) => parseQueryValue(def, p));
    return parts.length === 0 || parts.some((p) => p === undefined) ? undefined : parts;
  }
  switch (def?.type) {
    case 'boolean':
      return BOOL[raw];
    case 'reference':
      return parseIdValue(raw);
    case 'integer':
    case 'number': {
      const n = parseNumberValue(raw, def.type === 'integer');
      return n !== undefined && fitsColumn(def.type, n) ? n : undefined;
    }
    case 'datetime':
      return parseDateTime(raw);
    default:
      return isStorableText(raw) ? raw : undefined;
  }
}

/** A single text from the query (a search), or undefined when absent; a repeated key or NUL is refused. */
export function parseSearch(query: Record<string, unknown>, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const raw = query[key];
    if (raw === undefined || raw === '') continue;
    if (typeof raw !== 'string' || !isStorableText(raw)) throw new ValidationError([{ path: key, msg: messages.wrongType }]);
    return raw;
  }
  return undefined;
}

/**
 * A lookup's `ids` (`1,2,3`): the records whose labels a picker shows for references it holds, at
 * most a page of them. Absent: no restriction.
 */
export function parseLookupIds(raw: unknown, max: number): { ids?: number[]; errors: { path: string; msg: string }[] } {
  if (raw === undefined || raw === '') return { errors: [] };
  const ids = typeof raw === 'string' && /^[0-9]+(,[0-9]+)*$/.test(raw) ? raw.split(',').map(Number) : [];
  if (!ids.length || ids.length > max || ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)) return { errors: [{ path: 'ids', msg: messages.wrongType }] };
  return { ids, errors: [] };
}

/**
 * The `ids` of the generic resource client's `relation?ids=[..]`: `[1,2]`, `1,2` or the key repeated,
 * 1 to `max` ids, each strictly an id; repeats once.
 */
export function parseRelationIds(raw: unknown, max: number): number[] {
  const texts = (Array.isArray(raw) ? raw : [raw]).flatMap((part) => {
    if (typeof part !== 'string') return [undefined];
    const inner = /^\[.*\]$/s.test(part) ? part.slice(1, -1) : part;
    return inner === '' ? [] : inner.split(',').map((t) => t.trim());
  });
  const ids = texts.map(parseIdValue);
  if (!ids.length || ids.length > max || ids.some((id) => id === undefined || id > 2_147_483_647)) throw new ValidationError([{ path: 'ids', msg: messages.sendIds }]);
  return [...new Set(ids as number[])];
}

/** A yes-or-no query value (`showStatistics`, `deleted`): true, false, 1 or 0; empty is `empty`. */
export function parseFlag(raw: unknown, path: string, empty: boolean): boolean {
  if (raw === undefined || raw === '') return empty;
  const value = typeof raw === 'string' ? BOOL[raw] : undefined;
  if (value === undefined) throw new ValidationError([{ path, msg: 'Use true or false.' }]);
  return value;
}

const PAGE_TEXT = /^[1-9][0-9]*$/;
const PAGE_MESSAGE = 'Page must be a whole number from 1.';
const COUNT_MESSAGE = `Count must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;

/** A page and its size as query values of a custom list (server/http/route.ts), read as every list reads them. */
export const PAGE_QUERY = {
  page: { type: 'integer', min: 1, default: 1, message: PAGE_MESSAGE },
  count: { type: 'integer', min: 1, max: MAX_PAGE_SIZE, default: 20, message: COUNT_MESSAGE },
} as const;

export function parsePage(params: { page?: string; count?: string }): { page: number; count: number; errors: ValidationItem[] } {
  const errors: ValidationItem[] = [];
  const page = PAGE_TEXT.test(params.page ?? '') ? Number(params.page) : NaN;
  const count = PAGE_TEXT.test(params.count ?? '') ? Number(params.count) : NaN;
  if (!Number.isSafeInteger(page) || page < 1 || (page - 1) * count > Number.MAX_SAFE_INTEGER) errors.push({ path: 'page', msg: PAGE_MESSAGE });
  if (!Number.isInteger(count) || count < 1 || count > MAX_PAGE_SIZE) {
    errors.push({ path: 'count', msg: COUNT_MESSAGE });
  }
  return { page, count, errors };
}

/** Validates a list query string against the declaration: only declared filters, sort and order. */
export function parseListQuery(
  decl: EntityDeclaration,
  params: { page?: string; count?: string },
  query: Record<string, unknown>,
): ListQuery {
  const { page, count, errors } = parsePage(params);
  const filters: Record<string, unknown> = {};
  let deleted = false;
  let sort: string | undefined;
  let order: 'ASC' | 'DESC' | undefined;
  for (const [key, raw] of Object.entries(query)) {
    if (raw === '' || raw === undefined) continue;
    // a repeated key (an array) only for a filter that takes a list
    if (Array.isArray(raw) && !takesList(decl.filters[key]?.op)) {
      errors.push({ path: key, msg: messages.wrongType });
      continue;
    }
    if (key === 'deleted') {
      const v = BOOL[String(raw)];
      if (v === undefined) errors.push({ path: key, msg: 'Use true or false.' });
      else deleted = v;
    } else if (key === 'sort') {
      const s = String(raw);
      if (isSortable(decl, s)) sort = s;
      else errors.push({ path: key, msg: 'Unknown sort field.' });
    } else if (key === 'order') {
      const o = String(raw).toUpperCase();
      if (o === 'ASC' || o === 'DESC') order = o;
      else errors.push({ path: key, msg: 'Use ASC or DESC.' });
    } else if (decl.filters[key]) {
      const filter = decl.filters[key];
      const field = filter.field ?? key;
      const declared = field === decl.id ? ({ type: 'reference' } as FieldDef) : decl.fields[field];
      // a list of references is filtered by the ids its items hold
      const def = filter.op === 'overlaps' && declared?.type === 'list' ? ({ type: declared.of ?? 'reference' } as FieldDef) : declared;
      const value = parseQueryValue(def, raw, takesList(filter.op));
      if (value === undefined) errors.push({ path: key, msg: messages.wrongType });
      else filters[key] = value;
    } else {
      errors.push({ path: key, msg: messages.unknownField });
    }
  }
  if (errors.length) throw new ValidationError(errors);
  return { page, count, deleted, filters, sort, order };
}

/**
 * A body of ids for the bulk calls: a non-empty array of ids (or `{ids: [...]}`), each strictly an
 * id (see parseIdValue).
 */
export function parseIds(body: unknown): number[] {
  const list = Array.isArray(body) ? body : body && typeof body === 'object' ? (body as { ids?: unknown }).ids : undefined;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_PAGE_SIZE) {
    throw new ValidationError([{ path: 'ids', msg: messages.sendIds }]);
  }
  const ids = list.map(parseIdValue);
  const bad = ids.findIndex((n) => n === undefined);
  if (bad >= 0) throw new ValidationError([{ path: `ids.${bad}`, msg: messages.wrongType }]);
  return [...new Set(ids as number[])];
}

/** An id from a path: digits only, no leading zero, at most 2^53 - 1. */
export function parseId(raw: string | undefined): number {
  const id = parseIdValue(raw ?? '');
  if (id === undefined) throw new ValidationError([{ path: 'id', msg: messages.wrongType }]);
  return id;
}
