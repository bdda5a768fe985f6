// Franchise and traffic link statistics (spec, second document, section 7, "Catalogue": "traffic
// links l and ls stats; franchise statistics f/s/{id} and f/o/{id}"), relative to their services
// (`franchise`, `traffic`), shared by the /system/franchise screen, the link screens and the server.
import { parseDateTime } from '../validate';
import type { ValidationItem } from '../validate';
import { messages } from '../messages';

export const FRANCHISE_STATS_PATHS = {
  /** GET ?dateFrom&dateTo -> FranchiseStatistics */
  statistics: (id: number | string) => `f/s/${id}`,
  /** GET ?dateFrom&dateTo -> DayCount[]: the franchise's orders per day */
  orders: (id: number | string) => `f/o/${id}`,
} as const;

export const LINK_STATS_PATHS = {
  /** GET ?dateFrom&dateTo -> LinkStatistics */
  statistics: (id: number | string) => `ls/${id}`,
  /** POST {referrer?} -> {visits}: one visit of the link (the storefront's call) */
  visit: (id: number | string) => `l/v/${id}`,
} as const;

/** The /system/franchise screen (spec, first document, route list). */
export const FRANCHISE_STATS_SCREEN = '/system/franchise';

/** Days a statistics range covers when none is given. */
export const DEFAULT_STATS_DAYS = 30;

export interface FranchiseStatistics {
  orderCount: number;
  doneOrderCount: number;
  cancelledOrderCount: number;
  /** sum of the orders' totalprice, done or not, archived ones left out */
  orderTotal: number;
  averageOrder: number;
  customerCount: number;
}

export interface DayCount {
  /** YYYY-MM-DD (UTC) */
  date: string;
  count: number;
  total?: number;
}

export interface LinkStatistics {
  visits: number;
  days: DayCount[];
}

export interface StatsRange {
  dateFrom: string;
  dateTo: string;
}

/**
 * The range of a statistics query: both ends optional (the last DEFAULT_STATS_DAYS days up to now),
 * an end before the start refused with the spec's 'Date To cannot be before Date From.'.
 */
export function statsRange(query: { dateFrom?: unknown; dateTo?: unknown }, now = new Date()): { range?: StatsRange; errors: ValidationItem[] } {
  const errors: ValidationItem[] = [];
  const read = (key: 'dateFrom' | 'dateTo') => {
    const raw = query[key];
    if (raw === undefined || raw === '') return undefined;
    const at = parseDateTime(raw);
    if (!at) errors.push({ path: key, msg: messages.wrongType });
    return at;
  };
  const dateTo = read('dateTo') ?? now.toISOString();
  const dateFrom = read('dateFrom') ?? new Date(Date.parse(dateTo) - DEFAULT_STATS_DAYS * 86_400_000).toISOString();
  if (!errors.length && Date.parse(dateTo) < Date.parse(dateFrom)) errors.push({ path: 'dateTo', msg: messages.dateToBeforeFrom });
  return errors.length ? { errors } : { range: { dateFrom, dateTo }, errors };
}
