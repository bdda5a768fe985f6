// How the statistics panel writes a bucket's start: as precise as its grain, in the query's zone.
import type { Grain } from '../../../../contract/dashboard/dashboard';
import { intlLocale } from '../../../i18n/intl-locale';

const TICK: Record<Grain, Intl.DateTimeFormatOptions> = {
  minute: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  hour: { month: 'short', day: 'numeric', hour: '2-digit', hourCycle: 'h23' },
  day: { month: 'short', day: 'numeric' },
  week: { month: 'short', day: 'numeric' },
  month: { month: 'short', year: 'numeric' },
  year: { year: 'numeric' },
};

const FULL: Record<Grain, Intl.DateTimeFormatOptions> = {
  minute: { dateStyle: 'medium', timeStyle: 'short' },
  hour: { dateStyle: 'medium', timeStyle: 'short' },
  day: { dateStyle: 'medium' },
  week: { dateStyle: 'medium' },
  month: { month: 'long', year: 'numeric' },
  year: { year: 'numeric' },
};

/** The axis label of a bucket. */
export const bucketTick = (at: string, grain: Grain, tz: string, locale = intlLocale()): string =>
  new Intl.DateTimeFormat(locale, { ...TICK[grain], timeZone: tz }).format(new Date(at));

/** The tooltip's title of a bucket (a week by its Monday). */
export const bucketTitle = (at: string, grain: Grain, tz: string, locale = intlLocale()): string =>
  new Intl.DateTimeFormat(locale, { ...FULL[grain], timeZone: tz }).format(new Date(at));

/** A count as the panel shows it: grouped thousands. */
export const formatCount = (value: number, locale = intlLocale()): string => new Intl.NumberFormat(locale).format(value);
