// The date range both order screens keep in their URL (shareable): whole local days, as the date
// inputs give them, turned into the [dateFrom, dateTo) instants the calls take.
import { GRAINS, type Grain } from '../../../../contract/dashboard/dashboard';

export interface DayRange {
  /** YYYY-MM-DD, the first day of the range */
  from: string;
  /** YYYY-MM-DD, the last day of the range (included) */
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** A local day as a date input shows it. */
export const dayOf = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Local midnight of a YYYY-MM-DD day, `plusDays` later. */
function midnight(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d + plusDays);
}

/** The last `days` days up to today included. */
export function lastDays(days: number, now = new Date()): DayRange {
  const to = dayOf(now);
  return { from: dayOf(midnight(to, -(days - 1))), to };
}

/** The range in a URL's search params, `fallback` for a missing or malformed day or an end before the start. */
export function rangeFromParams(params: URLSearchParams, fallback: DayRange): DayRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(midnight(from).getTime()) || to < from) return fallback;
  return { from, to };
}

/** The grain in a URL's search params, when it is one of `allowed`. */
export function grainFromParams(params: URLSearchParams, allowed: readonly Grain[], fallback: Grain): Grain {
  const grain = params.get('grain') as Grain | null;
  return grain && (GRAINS as readonly string[]).includes(grain) && allowed.includes(grain) ? grain : fallback;
}

/** The calls' [dateFrom, dateTo): from the first day's local midnight to the midnight after the last day. */
export const rangeInstants = (range: DayRange): { dateFrom: string; dateTo: string } => ({
  dateFrom: midnight(range.from).toISOString(),
  dateTo: midnight(range.to, 1).toISOString(),
});

/** The browser's time zone, which the statistics' buckets start in. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
