// The order filter of the spec (first document, section 3): one list, used by the SPA to build
// the query string and by the server to parse and check it.
import type { ValidationItem } from '../validate';
import { isOrderStatus, type OrderStatus } from './order-status';

export type OrderFilterKind = 'integer' | 'text' | 'status' | 'ids' | 'datetime' | 'number' | 'boolean';

export const ORDER_FILTER_FIELDS = {
  /** staff member (userId) assigned to the order */
  user: 'integer',
  orderId: 'integer',
  /** the same as orderId (older clients send saleId) */
  saleId: 'integer',
  /** digits of the telephone, matched from the start (punctuation ignored) */
  telephone: 'text',
  status: 'status',
  orderTypeIds: 'ids',
  orderCancellationReasonIds: 'ids',
  businessIds: 'ids',
  storeIds: 'ids',
  franchiseIds: 'ids',
  productIds: 'ids',
  dateFrom: 'datetime',
  dateTo: 'datetime',
  /** on totalprice */
  minPrice: 'number',
  maxPrice: 'number',
  deleted: 'boolean',
} as const satisfies Record<string, OrderFilterKind>;
export type OrderFilterField = keyof typeof ORDER_FILTER_FIELDS;

/** Sort fields of the list; default dateAdded DESC (newest first). */
export const ORDER_SORT_FIELDS = ['dateAdded', 'orderId', 'totalprice', 'total', 'status'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

export interface OrderFilter {
  user?: number;
  orderId?: number;
  saleId?: number;
  telephone?: string;
  status?: OrderStatus;
  orderTypeIds?: number[];
  orderCancellationReasonIds?: number[];
  businessIds?: number[];
  storeIds?: number[];
  franchiseIds?: number[];
  productIds?: number[];
  dateFrom?: string;
  dateTo?: string;
  minPrice?: number;
  maxPrice?: number;
  deleted?: boolean;
  sort?: OrderSortField;
  order?: 'ASC' | 'DESC';
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The query string of a filter (lists comma-separated, blanks left out), without '?'. */
export function orderFilterQuery(filter: OrderFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (isBlank(value)) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

/** Only the digits of a telephone number, as searched. */
export const telephoneDigits = (text: string): string => text.replace(/\D/g, '');

/**
 * Parses a query (values as strings, lists comma-separated or repeated) into a filter.
 * Unknown keys and bad values give `{path, msg}` items.
 */
export function parseOrderFilter(query: Record<string, unknown>): { filter: OrderFilter; errors: ValidationItem[] } {
  const filter: Record<string, unknown> = {};
  const errors: ValidationItem[] = [];
  const bad = (path: string) => errors.push({ path, msg: 'Wrong value type.' });
  for (const [key, raw] of Object.entries(query)) {
    if (isBlank(raw)) continue;
    const text = Array.isArray(raw) ? raw.join(',') : String(raw);
    if (key === 'sort') {
      if ((ORDER_SORT_FIELDS as readonly string[]).includes(text)) filter.sort = text;
      else errors.push({ path: key, msg: 'Unknown sort field.' });
      continue;
    }
    if (key === 'order') {
      const o = text.toUpperCase();
      if (o === 'ASC' || o === 'DESC') filter.order = o;
      else errors.push({ path: key, msg: 'Use ASC or DESC.' });
      continue;
    }
    const kind = (ORDER_FILTER_FIELDS as Record<string, OrderFilterKind>)[key];
    switch (kind) {
      case undefined:
        errors.push({ path: key, msg: 'Unknown field.' });
        break;
      case 'integer': {
        const n = Number(text);
        if (Number.isInteger(n) && n > 0 && n < 2 ** 53) filter[key] = n;
        else bad(key);
        break;
      }
      case 'number': {
        const n = Number(text);
        if (text.trim() !== '' && Number.isFinite(n)) filter[key] = n;
        else bad(key);
        break;
      }
      case 'text': {
        const digits = telephoneDigits(text);
        if (digits) filter[key] = digits;
        else errors.push({ path: key, msg: 'Please type Number only' });
        break;
      }
      case 'status':
        if (isOrderStatus(text)) filter[key] = text;
        else bad(key);
        break;
      case 'ids': {
        const ids = text.split(',').filter(Boolean).map(Number);
        if (ids.length && ids.every((n) => Number.isInteger(n) && n > 0 && n < 2 ** 53)) filter[key] = [...new Set(ids)];
        else bad(key);
        break;
      }
      case 'datetime':
        if (!Number.isNaN(Date.parse(text))) filter[key] = new Date(text).toISOString();
        else bad(key);
        break;
      case 'boolean':
        if (text === 'true' || text === 'false') filter[key] = text === 'true';
        else errors.push({ path: key, msg: 'Use true or false.' });
        break;
    }
  }
  if (typeof filter.dateFrom === 'string' && typeof filter.dateTo === 'string' && filter.dateTo < filter.dateFrom) {
    errors.push({ path: 'dateTo', msg: 'Date To cannot be before Date From.' });
  }
  return { filter: filter as OrderFilter, errors };
}
