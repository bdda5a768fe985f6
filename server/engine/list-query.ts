import type { EntityDeclaration } from '../../contract/entity';
import type { FieldDef } from '../../contract/fields';
import { MAX_PAGE_SIZE } from '../../contract/pager';
import { fitsColumn, isDateTime, toInstant, type ValidationItem } from '../../contract/validate';
import { ValidationError } from '../http/errors';
import type { ListQuery } from './entity.repository';

const BOOL: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

/** Parses one query value by the type of the field it filters; undefined means invalid. */
export function parseQueryValue(def: FieldDef | undefined, raw: unknown, many = false): unknown {
  if (Array.isArray(raw)) return many ? raw.map((r) => parseQueryValue(def, r)) : undefined;
  const text = String(raw);
  if (many) {
    const parts = text.split(',').filter(Boolean).map((p) => parseQueryValue(def, p));
    return parts.some((p) => p === undefined) ? undefined : parts;
  }
  switch (def?.type) {
    case 'boolean':
      return BOOL[text];
    case 'integer':
    case 'reference':
    case 'number': {
      const n = Number(text);
      return text.trim() !== '' && fitsColumn(def.type, n) ? n : undefined;
    }
    case 'datetime':
      return isDateTime(text) ? toInstant(text) : undefined;
    default:
      return text.includes('\u0000') ? undefined : text;
  }
}

export function parsePage(params: { page?: string; count?: string }): { page: number; count: number; errors: ValidationItem[] } {
  const errors: ValidationItem[] = [];
  const page = Number(params.page);
  const count = Number(params.count);
  if (!Number.isSafeInteger(page) || page < 1 || (page - 1) * count > Number.MAX_SAFE_INTEGER) errors.push({ path: 'page', msg: 'Page must be a whole number from 1.' });
  if (!Number.isInteger(count) || count < 1 || count > MAX_PAGE_SIZE) {
    errors.push({ path: 'count', msg: `Count must be a whole number from 1 to ${MAX_PAGE_SIZE}.` });
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
    if (key === 'deleted') {
      const v = BOOL[String(raw)];
      if (v === undefined) errors.push({ path: key, msg: 'Use true or false.' });
      else deleted = v;
    } else if (key === 'sort') {
      const s = String(raw);
      if (s === decl.id || s === 'dateAdded' || (decl.fields[s] && !decl.fields[s].writeOnly && decl.fields[s].type !== 'object' && decl.fields[s].type !== 'list')) sort = s;
      else errors.push({ path: key, msg: 'Unknown sort field.' });
    } else if (key === 'order') {
      const o = String(raw).toUpperCase();
      if (o === 'ASC' || o === 'DESC') order = o;
      else errors.push({ path: key, msg: 'Use ASC or DESC.' });
    } else if (decl.filters[key]) {
      const filter = decl.filters[key];
      const field = filter.field ?? key;
      const def = field === decl.id ? ({ type: 'integer' } as FieldDef) : decl.fields[field];
      const value = parseQueryValue(def, raw, filter.op === 'in');
      if (value === undefined) errors.push({ path: key, msg: 'Wrong value type.' });
      else filters[key] = value;
    } else {
      errors.push({ path: key, msg: 'Unknown field.' });
    }
  }
  if (errors.length) throw new ValidationError(errors);
  return { page, count, deleted, filters, sort, order };
}

/** A body of ids for the bulk calls: a non-empty array of positive integers (or `{ids: [...]}`). */
export function parseIds(body: unknown): number[] {
  const list = Array.isArray(body) ? body : (body as { ids?: unknown })?.ids;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_PAGE_SIZE) {
    throw new ValidationError([{ path: 'ids', msg: 'Send a list of ids.' }]);
  }
  const ids = list.map(Number);
  const bad = ids.findIndex((n) => !fitsColumn('reference', n));
  if (bad >= 0) throw new ValidationError([{ path: `ids.${bad}`, msg: 'Wrong value type.' }]);
  return [...new Set(ids)];
}

export function parseId(raw: string | undefined): number {
  const id = Number(raw);
  if (!fitsColumn('reference', id)) throw new ValidationError([{ path: 'id', msg: 'Wrong value type.' }]);
  return id;
}
