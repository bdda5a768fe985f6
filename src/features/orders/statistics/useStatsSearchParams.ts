// The screens' choices kept in the URL (a shared link opens the same view): the day range and
// whatever else a screen adds (grain, business). Changes replace the history entry.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lastDays, rangeFromParams, type DayRange } from './order-stats-range';

export function useStatsSearchParams(defaultDays: number) {
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(() => lastDays(defaultDays), [defaultDays]);
  const { from, to } = rangeFromParams(params, fallback);
  const range = useMemo<DayRange>(() => ({ from, to }), [from, to]);
  const update = useCallback(
    (patch: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setRange = useCallback((r: DayRange) => update({ from: r.from, to: r.to }), [update]);
  return { params, range, setRange, update };
}
