// Relative time of the spec (first document, section 9): Just now, then seconds, minutes, hours, days,
// weeks, months (30 days) and years (365 days).
const UNITS = [
  { name: 'year', seconds: 365 * 86400 },
  { name: 'month', seconds: 30 * 86400 },
  { name: 'week', seconds: 7 * 86400 },
  { name: 'day', seconds: 86400 },
  { name: 'hour', seconds: 3600 },
  { name: 'minute', seconds: 60 },
  { name: 'second', seconds: 1 },
] as const;

/** Below this many seconds the time reads 'Just now'. */
const JUST_NOW_SECONDS = 5;

export function timeSince(date: Date | string | number, now: Date | number = Date.now()): string {
  const seconds = Math.floor((Number(new Date(now)) - Number(new Date(date))) / 1000);
  if (!Number.isFinite(seconds) || seconds < JUST_NOW_SECONDS) return 'Just now';
  for (const unit of UNITS) {
    const n = Math.floor(seconds / unit.seconds);
    if (n >= 1) return `${n} ${unit.name}${n === 1 ? '' : 's'} ago`;
  }
  return 'Just now';
}
