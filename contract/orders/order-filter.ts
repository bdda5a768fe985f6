// The order filter of the spec (first document, section 3): one list, used by the SPA to build
// the query string and by the server to parse and check it.
import { messages } from '../messages';
import { parseDateTime, parseIdValue, parseNumberValue, type ValidationItem } from '../validate';
import { ORDER_AMOUNT_MAX } from './order-input';
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

/**
 * The orders table's columns a user may hide with the column chooser, in the table's order (the
 * details and actions columns always show).
 */
export const ORDER_LIST_COLUMNS = ['orderId', 'status', 'totalprice', 'total', 'customer', 'tax', 'address', 'paymentMethod', 'dateAdded'] as const;
export type OrderListColumn = (typeof ORDER_LIST_COLUMNS)[number];

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
 * Unknown keys and bad values give `{path, msg}` items; a repeated key is refused unless the field
 * takes a list. Ids, numbers and dates are read strictly (see contract/validate.ts).
 */
export function parseOrderFilter(query: Record<string, unknown>): { filter: OrderFilter; errors: ValidationItem[] } {
  const filter: Record<string, unknown> = {};
  const errors: ValidationItem[] = [];
  const bad = (path: string) => errors.push({ path, msg: messages.wrongType });
  for (const [key, raw] of Object.entries(query)) {
    if (isBlank(raw)) continue;
    const kind = (ORDER_FILTER_FIELDS as Record<string, OrderFilterKind>)[key];
    const values = Array.isArray(raw) ? raw : [raw];
    if (values.some((v) => typeof v !== 'string') || (values.length > 1 && kind !== 'ids')) {
      bad(key);
      continue;
    }
    const text = values.join(',');
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
    switch (kind) {
      case undefined:
        errors.push({ path: key, msg: messages.unknownField });
        break;
      case 'integer': {
        const n = parseIdValue(text);
        if (n !== undefined) filter[key] = n;
        else bad(key);
        break;
      }
      case 'number': {
        const n = parseNumberValue(text);
        if (n !== undefined && Math.abs(n) <= ORDER_AMOUNT_MAX) filter[key] = n;
        else bad(key);
        break;
      }
      case 'text': {
        const digits = telephoneDigits(text);
        if (digits) filter[key] = digits;
        else errors.push({ path: key, msg: messages.numberOnly });
        break;
      }
      case 'status':
        if (isOrderStatus(text)) filter[key] = text;
        else bad(key);
        break;
      case 'ids': {
        const ids = text.split(',').filter(Boolean).map(parseIdValue);
        if (ids.length && ids.every((n) => n !== undefined)) filter[key] = [...new Set(ids)];
        else bad(key);
        break;
      }
      case 'datetime': {
        const instant = parseDateTime(text);
        if (instant) filter[key] = instant;
        else bad(key);
        break;
      }
      case 'boolean':
        if (text === 'true' || text === 'false') filter[key] = text === 'true';
        else errors.push({ path: key, msg: 'Use true or false.' });
        break;
    }
  }
  if (typeof filter.dateFrom === 'string' && typeof filter.dateTo === 'string' && filter.dateTo < filter.dateFrom) {
    errors.push({ path: 'dateTo', msg: messages.dateToBeforeFrom });
  }
  return { filter: filter as OrderFilter, errors };
}
