// Relative time of the spec (first document, section 9): Just now, then seconds, minutes, hours, days,
// weeks, months (30 days) and years (365 days). The console words it in the user's language from the
// catalogue (app.time.*, src/i18n/useTimeSince.ts); timeSince is the spec's English.
export const TIME_UNITS = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

const SECONDS: Record<TimeUnit, number> = {
  year: 365 * 86400,
  month: 30 * 86400,
  week: 7 * 86400,
  day: 86400,
  hour: 3600,
  minute: 60,
  second: 1,
};

/** Below this many seconds the time reads 'Just now'. */
const JUST_NOW_SECONDS = 5;

/** How long ago, in the largest whole unit; undefined for 'Just now' (the first seconds, a future date). */
export function elapsed(date: Date | string | number, now: Date | number = Date.now()): { unit: TimeUnit; count: number } | undefined {
  const seconds = Math.floor((Number(new Date(now)) - Number(new Date(date))) / 1000);
  if (!Number.isFinite(seconds) || seconds < JUST_NOW_SECONDS) return undefined;
  for (const unit of TIME_UNITS) {
    const count = Math.floor(seconds / SECONDS[unit]);
    if (count >= 1) return { unit, count };
  }
  return undefined;
}

export function timeSince(date: Date | string | number, now: Date | number = Date.now()): string {
  const ago = elapsed(date, now);
  return ago ? `${ago.count} ${ago.unit}${ago.count === 1 ? '' : 's'} ago` : 'Just now';
}
