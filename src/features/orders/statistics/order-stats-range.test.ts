import { describe, expect, it } from 'vitest';
import { dayOf, grainFromParams, lastDays, rangeFromParams, rangeInstants } from './order-stats-range';

describe('the order screens\' day range', () => {
  it('counts the last days with today included', () => {
    expect(lastDays(30, new Date(2026, 2, 15, 18, 30))).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(lastDays(1, new Date(2026, 0, 1, 0, 5))).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });

  it('reads the URL, falling back on a malformed day or an end before the start', () => {
    const fallback = { from: '2026-01-01', to: '2026-01-31' };
    expect(rangeFromParams(new URLSearchParams('from=2026-02-01&to=2026-02-03'), fallback)).toEqual({ from: '2026-02-01', to: '2026-02-03' });
    expect(rangeFromParams(new URLSearchParams('from=2026-02-05&to=2026-02-03'), fallback)).toBe(fallback);
    expect(rangeFromParams(new URLSearchParams('from=yesterday&to=2026-02-03'), fallback)).toBe(fallback);
    expect(rangeFromParams(new URLSearchParams(''), fallback)).toBe(fallback);
  });

  it('takes only a grain the screen offers', () => {
    expect(grainFromParams(new URLSearchParams('grain=day'), ['day', 'week'], 'week')).toBe('day');
    expect(grainFromParams(new URLSearchParams('grain=year'), ['day', 'week'], 'week')).toBe('week');
    expect(grainFromParams(new URLSearchParams('grain=decade'), ['day', 'week'], 'week')).toBe('week');
  });

  it('sends whole local days: from the first midnight to the midnight after the last day', () => {
    const { dateFrom, dateTo } = rangeInstants({ from: '2026-03-01', to: '2026-03-02' });
    expect(new Date(dateFrom)).toEqual(new Date(2026, 2, 1));
    expect(new Date(dateTo)).toEqual(new Date(2026, 2, 3));
    expect(dayOf(new Date(dateTo))).toBe('2026-03-03');
  });
});
