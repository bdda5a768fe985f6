// Pure rules of the dashboard screen: the range it opens with, a section's query and call, the
// axis labels per grain, the donut's slices, the CSV file and the chart's spoken summary.
import {
  DASHBOARD_SECTIONS,
  DEFAULT_RANGE_DAYS,
  DONUT_SLICES,
  formatMoney,
  truncateLabel,
  type DashboardSection,
  type Grain,
  type Measure,
  type StatsBreakdownRow,
  type StatsQuery,
  type StatsResponse,
} from '../../../contract/dashboard/dashboard';
import { csvLines } from '../../../contract/csv';
import { round2 } from '../../../contract/money';
import { intlLocale } from '../../i18n/intl-locale';

/** The spec's small-screen breakpoint: two sections per row from this width, one below it. */
export const TWO_COLUMN_MIN_WIDTH = 1800;

/** A Date as a datetime-local value in the browser's zone: '2026-11-21T10:30'. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The range the dashboard opens with: the last DEFAULT_RANGE_DAYS days up to now. */
export function defaultRange(now = new Date()): { dateFrom: string; dateTo: string } {
  return { dateFrom: toLocalInput(new Date(now.getTime() - DEFAULT_RANGE_DAYS * 86_400_000)), dateTo: toLocalInput(now) };
}

const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The page's choices as its URL keeps them, so a shared link opens the same view. */
export interface DashboardChoices {
  range: { dateFrom: string; dateTo: string };
  business: { id: number; name: string } | null;
  /** a section's grain when it is not the section's default */
  grains: Partial<Record<DashboardSection['id'], Grain>>;
}

/** The URL's choices; a missing, malformed or reversed range falls back to `fallback`, an unknown grain to the section's default. */
export function choicesFromParams(params: URLSearchParams, fallback: DashboardChoices['range']): DashboardChoices {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range = LOCAL_INPUT.test(from) && LOCAL_INPUT.test(to) && from < to ? { dateFrom: from, dateTo: to } : fallback;
  const id = params.get('businessId') ?? '';
  const business = /^[1-9]\d*$/.test(id) ? { id: Number(id), name: params.get('business') || `#${id}` } : null;
  const grains: DashboardChoices['grains'] = {};
  for (const s of DASHBOARD_SECTIONS) {
    const g = params.get(`grain.${s.id}`) as Grain | null;
    if (g && g !== s.defaultGrain && s.grains.includes(g)) grains[s.id] = g;
  }
  return { range, business, grains };
}

/** The URL's search params for a change of choices: defaults are left out, other params kept. */
export function paramsWithChoices(current: URLSearchParams, patch: Partial<DashboardChoices>): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  if (patch.range) {
    put('from', patch.range.dateFrom);
    put('to', patch.range.dateTo);
  }
  if ('business' in patch) {
    put('businessId', patch.business ? String(patch.business.id) : undefined);
    put('business', patch.business?.name);
  }
  for (const s of DASHBOARD_SECTIONS) {
    if (!patch.grains || !(s.id in patch.grains)) continue;
    const g = patch.grains[s.id];
    put(`grain.${s.id}`, g && g !== s.defaultGrain ? g : undefined);
  }
  return next;
}

/** A section's query from the page's choices; datetime-local values are read in the browser's zone. */
export function sectionQuery(
  section: DashboardSection,
  choice: { dateFrom: string; dateTo: string; grain: Grain; tz: string; businessId?: number | null },
): StatsQuery {
  return {
    dateFrom: new Date(choice.dateFrom).toISOString(),
    dateTo: new Date(choice.dateTo).toISOString(),
    grain: choice.grain,
    tz: choice.tz,
    businessId: section.byBusiness && choice.businessId ? choice.businessId : undefined,
  };
}

/** `/order/s/statistics` -> the service `order` and the path `s/statistics` (the service map may move a service). */
export function sectionCall(section: DashboardSection): { service: string; path: string } {
  const [service, ...rest] = section.path.replace(/^\/+/, '').split('/');
  return { service, path: rest.join('/') };
}

/** The sections a user may see, in display order. */
export const visibleSections = (can: (permission: string) => boolean): DashboardSection[] => DASHBOARD_SECTIONS.filter((s) => can(s.permission));

const AXIS_FORMAT: Record<Grain, Intl.DateTimeFormatOptions> = {
  minute: { hour: '2-digit', minute: '2-digit' },
  hour: { hour: '2-digit', minute: '2-digit' },
  day: { month: 'short', day: 'numeric' },
  week: { month: 'short', day: 'numeric' },
  month: { month: 'short', year: 'numeric' },
  year: { year: 'numeric' },
};

const FULL_FORMAT: Record<Grain, Intl.DateTimeFormatOptions> = {
  minute: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  hour: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  day: { year: 'numeric', month: 'short', day: 'numeric' },
  week: { year: 'numeric', month: 'short', day: 'numeric' },
  month: { month: 'long', year: 'numeric' },
  year: { year: 'numeric' },
};

/** A bucket's start on the x axis, in the zone: time for minutes and hours, the date for days and weeks, month and year, year. */
export const axisLabel = (at: string, grain: Grain, tz: string, locale = intlLocale()): string =>
  new Intl.DateTimeFormat(locale, { ...AXIS_FORMAT[grain], timeZone: tz }).format(new Date(at));

/** A bucket's start in full (tooltips, the table): the date with the time for minutes and hours. */
export const bucketLabel = (at: string, grain: Grain, tz: string, locale = intlLocale()): string =>
  new Intl.DateTimeFormat(locale, { ...FULL_FORMAT[grain], timeZone: tz }).format(new Date(at));

/** A figure as shown: money as USD with two decimals, counts with separators. */
export const formatMeasure = (value: unknown, measure: Measure | undefined, locale = intlLocale()): string => {
  const n = Number(value ?? 0);
  return measure?.money ? formatMoney(n, locale) : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n);
};

/** Whether the period has nothing at all: every total is zero and no breakdown row (an empty period, not an error). */
export const isEmptyPeriod = (section: DashboardSection, data: StatsResponse): boolean =>
  Object.values(data.totals ?? {}).every((v) => !Number(v)) &&
  !(data.breakdown ?? []).some((r) => Number(r[section.breakdown?.measure ?? ''] ?? 0) > 0);

export interface DonutSlice {
  key: string;
  /** the full label (tooltip, table) */
  label: string;
  /** the label cut to DONUT_LABEL_MAX characters (legend) */
  short: string;
  value: number;
  other?: boolean;
}

/**
 * The donut's slices: the DONUT_SLICES largest keys by `measure`, then "Other" holding the rest of
 * the range's total (the totals count keys beyond the rows returned); zero slices are left out.
 */
export function donutSlices(rows: readonly StatsBreakdownRow[], measure: string, total: number | undefined, otherLabel: string): DonutSlice[] {
  const sorted = [...rows].sort((a, b) => Number(b[measure] ?? 0) - Number(a[measure] ?? 0));
  const top = sorted.slice(0, DONUT_SLICES).filter((r) => Number(r[measure] ?? 0) > 0);
  const slices: DonutSlice[] = top.map((r) => ({ key: String(r.key), label: r.label, short: truncateLabel(r.label), value: Number(r[measure] ?? 0) }));
  const shown = slices.reduce((sum, s) => sum + s.value, 0);
  const restOfRows = sorted.slice(DONUT_SLICES).reduce((sum, r) => sum + Number(r[measure] ?? 0), 0);
  const rest = Math.max(restOfRows, total !== undefined ? round2(total - shown) : 0);
  if (rest > 0) slices.push({ key: 'other', label: otherLabel, short: truncateLabel(otherLabel), value: rest, other: true });
  return slices;
}

/** Share of `part` in `whole`, in percent (0 when there is no whole). */
export const ratePercent = (part: number, whole: number): number => (whole > 0 ? round2((part / whole) * 100) : 0);

/**
 * A section's CSV: the series (at as an ISO instant, then one column per measure), then, after a
 * blank line, the breakdown (label, then its measures). Raw figures: money in dollars, no symbols.
 */
export function sectionCsv(section: DashboardSection, data: StatsResponse): string {
  const parts: string[] = [];
  if (section.series) {
    const keys = section.series.measures.map((m) => m.key);
    parts.push(csvLines([['at', ...keys], ...data.series.map((row) => [new Date(row.at).toISOString(), ...keys.map((k) => row[k] ?? 0)])]));
  }
  if (section.breakdown) {
    const keys = section.breakdown.measures.map((m) => m.key);
    parts.push(csvLines([['label', ...keys], ...(data.breakdown ?? []).map((row) => [row.label, ...keys.map((k) => row[k] ?? 0)])]));
  }
  // a blank line between the series and the breakdown
  return parts.join('\r\n');
}

/** The CSV's file name: dashboard-<section>-<grain>.csv. */
export const csvFileName = (section: DashboardSection, grain: Grain): string => `dashboard-${section.id}-${grain}.csv`;

/** Every measure a section names (series first, then the breakdown's), once each. */
export function sectionMeasures(section: DashboardSection): Measure[] {
  const all = [...(section.series?.measures ?? []), ...(section.breakdown?.measures ?? [])];
  return all.filter((m, i) => all.findIndex((o) => o.key === m.key) === i);
}

/** Height of one key in the bars breakdown (two bars when it shows a rate). */
const BAR_ROW_HEIGHT = 30;

/**
 * The least height a chart needs: 260 px for a series or a donut, 30 px a key for bars (48 with a
 * rate bar). A card beside a taller one lets its charts grow into the free height.
 */
export function chartMinHeight(section: DashboardSection, part: 'series' | 'breakdown', rows: number): number {
  if (part === 'series' || section.breakdown?.chart === 'donut') return 260;
  return Math.max(120, rows * (section.breakdown?.rate ? BAR_ROW_HEIGHT * 1.6 : BAR_ROW_HEIGHT) + 60);
}
