// The dashboard's chart sections (spec, first document, sections 2 "Dashboard", 6 and 9; second
// document, section 7): which call each section makes, the permission it needs, its grains and
// default grain, what it measures, and the rules every section shares (query, ranges, colours,
// truncation, money). The server mounts each section's call from this table; the console draws
// each section from it. docs/dashboard.md explains the rollups behind the calls.
import { messages } from '../messages';
import { orderPath, ORDER_PATHS } from '../orders/order-paths';
import { ORDER_STATISTICS_PERMISSION } from '../orders/order-status';
import { parseDateTime, type ValidationItem } from '../validate';

export const GRAINS = ['minute', 'hour', 'day', 'week', 'month', 'year'] as const;
export type Grain = (typeof GRAINS)[number];
/** Every section offers these; calls, orders and store SMS also offer year (spec, first document, section 9). */
const BASE_GRAINS: readonly Grain[] = ['minute', 'hour', 'day', 'week', 'month'];
const WITH_YEAR: readonly Grain[] = [...BASE_GRAINS, 'year'];

export const SECTION_IDS = ['customers', 'traffic', 'calls', 'agentCalls', 'orders', 'productSales', 'staffSales', 'sms', 'storeSms', 'cart'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** How a section draws its series: one line or bar per measure over the buckets. */
export type SeriesChart = 'line' | 'bar' | 'area';

export interface Measure {
  key: string;
  /** a sum of money (USD, two decimals) rather than a count */
  money?: boolean;
}

/**
 * What a section shows beside (or instead of) its series: the range's totals per key (a store,
 * an agent, a link, a campaign, a member of staff), drawn as a donut or as bars; `rate` colours each key's
 * bar by the share of `rate.part` in `rate.whole` (the staff cancel-reason bar).
 */
export interface Breakdown {
  chart: 'donut' | 'bars';
  /** the measure the donut's slices or the bars' lengths show */
  measure: string;
  measures: Measure[];
  rate?: { part: string; whole: string };
}

export interface DashboardSection {
  id: SectionId;
  /** the permission value (access) the section and its call need */
  permission: string;
  /** the call: GET {path}?dateFrom&dateTo&grain&tz&businessId, absolute from the API root */
  path: string;
  grains: readonly Grain[];
  defaultGrain: Grain;
  /** the per-bucket series; none when the section is a breakdown only */
  series?: { chart: SeriesChart; measures: Measure[] };
  breakdown?: Breakdown;
  /** whether the business selector narrows the section */
  byBusiness: boolean;
}

const count = (key: string): Measure => ({ key });
const money = (key: string): Measure => ({ key, money: true });

/** The ten sections, in the order the dashboard shows them. */
export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  {
    id: 'customers', permission: 'customer/statistics', path: '/customer/cu/c/s/statistics',
    grains: BASE_GRAINS, defaultGrain: 'week', byBusiness: false,
    series: { chart: 'bar', measures: [count('newCustomers')] },
  },
  {
    id: 'traffic', permission: 'traffic/statistics', path: '/traffic/ls',
    grains: BASE_GRAINS, defaultGrain: 'month', byBusiness: false,
    series: { chart: 'area', measures: [count('visits')] },
    breakdown: { chart: 'donut', measure: 'visits', measures: [count('visits')] },
  },
  {
    id: 'calls', permission: 'call/statistics', path: '/call/call/s',
    grains: WITH_YEAR, defaultGrain: 'week', byBusiness: false,
    series: { chart: 'bar', measures: [count('answered'), count('missed'), count('failed'), count('campaignCalls')] },
    breakdown: { chart: 'bars', measure: 'calls', measures: [count('calls'), count('answered')] },
  },
  {
    id: 'agentCalls', permission: 'call/statistics', path: '/call/call/s/agents',
    grains: WITH_YEAR, defaultGrain: 'week', byBusiness: false,
    breakdown: { chart: 'bars', measure: 'calls', measures: [count('calls'), count('answered'), count('minutes')] },
  },
  {
    id: 'orders', permission: ORDER_STATISTICS_PERMISSION, path: orderPath(ORDER_PATHS.statistics),
    grains: WITH_YEAR, defaultGrain: 'week', byBusiness: true,
    series: { chart: 'bar', measures: [count('count'), count('done'), count('cancel'), money('total')] },
  },
  {
    id: 'productSales', permission: ORDER_STATISTICS_PERMISSION, path: orderPath(`${ORDER_PATHS.statistics}/products`),
    grains: WITH_YEAR, defaultGrain: 'week', byBusiness: true,
    series: { chart: 'line', measures: [count('units'), money('revenue')] },
    breakdown: { chart: 'donut', measure: 'revenue', measures: [count('units'), money('revenue')] },
  },
  {
    id: 'staffSales', permission: 'business/statistics', path: orderPath(`${ORDER_PATHS.statistics}/staff`),
    grains: WITH_YEAR, defaultGrain: 'week', byBusiness: true,
    breakdown: { chart: 'bars', measure: 'orders', measures: [count('orders'), count('cancelled'), money('total')], rate: { part: 'cancelled', whole: 'orders' } },
  },
  {
    id: 'sms', permission: 'sms/sms/statistics', path: '/sms/campaign/statistics',
    grains: BASE_GRAINS, defaultGrain: 'month', byBusiness: true,
    series: { chart: 'bar', measures: [count('sent'), count('delivered'), count('failed')] },
  },
  {
    id: 'storeSms', permission: 'call/sms/statistics', path: '/sms/s/statistics',
    grains: WITH_YEAR, defaultGrain: 'month', byBusiness: false,
    series: { chart: 'bar', measures: [count('outbound'), count('inbound'), count('failed')] },
  },
  {
    id: 'cart', permission: 'cart/statistics', path: '/cart/s',
    grains: BASE_GRAINS, defaultGrain: 'month', byBusiness: false,
    series: { chart: 'line', measures: [count('items'), count('quantity')] },
    breakdown: { chart: 'donut', measure: 'quantity', measures: [count('quantity')] },
  },
];

export const sectionById = (id: SectionId): DashboardSection => DASHBOARD_SECTIONS.find((s) => s.id === id)!;

/** The call campaigns' statistics (spec: bulk/s): the calls section's breakdown by campaign. */
export const CALL_CAMPAIGN_STATISTICS_PATH = '/call/bulk/s';

/** Share of a section's height that must be on screen before it loads (spec: "loaded when 40% visible"). */
export const SECTION_VISIBLE_THRESHOLD = 0.4;
/** Donut labels longer than this are cut with an ellipsis (spec, first document, section 9). */
export const DONUT_LABEL_MAX = 20;
/** Slices a donut shows before the rest is summed as one. */
export const DONUT_SLICES = 9;
/** Keys a breakdown returns at most (bars and the donut's table). */
export const BREAKDOWN_LIMIT = 20;
/** Buckets one call may return: two years by day fit, two years by hour do not. */
export const MAX_BUCKETS = 2000;
/** The range the dashboard opens with when none is chosen: the last twelve months. */
export const DEFAULT_RANGE_DAYS = 365;
export const CURRENCY = 'USD';

/** 'Product name that is far too long' -> 'Product name that is…' (20 characters, then an ellipsis). */
export const truncateLabel = (label: string, max = DONUT_LABEL_MAX): string =>
  label.length > max ? `${label.slice(0, max)}…` : label;

/** Staff cancel-reason bar: green under 1 %, amber from 1 to 15 %, red above (spec, first document, section 9). */
export type RateColour = 'green' | 'amber' | 'red';
export function cancelRateColour(part: number, whole: number): RateColour {
  const rate = whole > 0 ? (part / whole) * 100 : 0;
  if (rate < 1) return 'green';
  return rate <= 15 ? 'amber' : 'red';
}

/** A money figure as the dashboard shows it: USD, two decimals. */
export const formatMoney = (value: number, locale = 'en-US'): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** The business selector's search: only word characters are sent (spec: "search strips non-word characters"). */
export const businessSearchTerm = (typed: string): string => typed.replace(/\W+/g, '');

export interface StatsQuery {
  /** ISO instants; the range is [dateFrom, dateTo) */
  dateFrom: string;
  dateTo: string;
  grain: Grain;
  /** an IANA zone: buckets start at the user's midnight, week on Monday */
  tz: string;
  businessId?: number;
}

export interface StatsBucket {
  /** the bucket's start, an ISO instant (the user's local start of the minute, hour, day...) */
  at: string;
  [measure: string]: number | string;
}

export interface StatsBreakdownRow {
  key: number;
  label: string;
  [measure: string]: number | string;
}

export interface StatsResponse {
  grain: Grain;
  tz: string;
  dateFrom: string;
  dateTo: string;
  series: StatsBucket[];
  totals: Record<string, number>;
  breakdown?: StatsBreakdownRow[];
}

const validZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const APPROX_MS: Record<Grain, number> = {
  minute: 60_000, hour: 3_600_000, day: 86_400_000, week: 7 * 86_400_000, month: 28 * 86_400_000, year: 365 * 86_400_000,
};

/**
 * A section's query from the call's query string: grain (the section's default when absent, one of
 * its grains), tz (UTC when absent), dateFrom/dateTo (ISO dates or instants; the last
 * DEFAULT_RANGE_DAYS when absent), businessId; at most MAX_BUCKETS buckets.
 */
export function parseStatsQuery(section: DashboardSection, raw: Record<string, unknown>, now = new Date()): { query?: StatsQuery; errors: ValidationItem[] } {
  const errors: ValidationItem[] = [];
  const text = (key: string) => (raw[key] === undefined || raw[key] === '' ? undefined : String(raw[key]));
  const grain = (text('grain') ?? section.defaultGrain) as Grain;
  if (!section.grains.includes(grain)) errors.push({ path: 'grain', msg: `Use one of: ${section.grains.join(', ')}.` });
  const tz = text('tz') ?? 'UTC';
  if (!validZone(tz)) errors.push({ path: 'tz', msg: 'Unknown time zone.' });
  const instant = (key: 'dateFrom' | 'dateTo') => {
    const value = text(key);
    if (value === undefined) return undefined;
    // the shared date rule (years, offsets within ±14:00), then what the statistics can cover
    const parsed = parseDateTime(value);
    const ms = parsed === undefined ? NaN : Date.parse(parsed);
    if (Number.isNaN(ms) || ms < Date.UTC(1970, 0, 1) || ms > Date.UTC(2200, 0, 1)) {
      errors.push({ path: key, msg: messages.wrongType });
      return undefined;
    }
    return ms;
  };
  const to = instant('dateTo') ?? now.getTime();
  const from = instant('dateFrom') ?? to - DEFAULT_RANGE_DAYS * 86_400_000;
  let businessId: number | undefined;
  if (text('businessId') !== undefined) {
    businessId = Number(text('businessId'));
    if (!Number.isSafeInteger(businessId) || businessId < 1) errors.push({ path: 'businessId', msg: messages.wrongType });
  }
  if (!errors.length && to < from) errors.push({ path: 'dateTo', msg: messages.dateToBeforeFrom });
  if (!errors.length && (to - from) / APPROX_MS[grain] > MAX_BUCKETS) {
    errors.push({ path: 'grain', msg: `More than ${MAX_BUCKETS} ${grain}s: choose a larger grain or a shorter range.` });
  }
  if (errors.length) return { errors };
  return { query: { dateFrom: new Date(from).toISOString(), dateTo: new Date(to).toISOString(), grain, tz, businessId }, errors };
}

/** The query string of a section's call. */
export const statsQueryString = (q: StatsQuery): string => {
  const params = new URLSearchParams({ dateFrom: q.dateFrom, dateTo: q.dateTo, grain: q.grain, tz: q.tz });
  if (q.businessId) params.set('businessId', String(q.businessId));
  return params.toString();
};
