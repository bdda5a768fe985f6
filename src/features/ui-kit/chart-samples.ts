import type { DashboardSection, Grain, Measure, StatsBreakdownRow, StatsBucket, StatsResponse } from '../../../contract/dashboard/dashboard';
import { DASHBOARD_SECTIONS } from '../../../contract/dashboard/dashboard';

const WEEK_MS = 7 * 86_400_000;

/** One section per way the dashboard draws (line, bar and area series; donut and bars breakdowns). */
export function chartKinds(): DashboardSection[] {
  const seen = new Set<string>();
  return DASHBOARD_SECTIONS.filter((s) => {
    const kinds = [s.series ? `series:${s.series.chart}` : '', s.breakdown ? `breakdown:${s.breakdown.chart}${s.breakdown.rate ? ':rate' : ''}` : ''].filter(Boolean);
    const fresh = kinds.filter((k) => !seen.has(k));
    fresh.forEach((k) => seen.add(k));
    return fresh.length > 0;
  });
}

/** A steady wave of figures: the same picture at every visit. */
const figure = (m: Measure, i: number, j: number): number => {
  const n = 40 + 30 * Math.sin(i / 2 + j) + 10 * j;
  return m.money ? Math.round(n * 1234) / 100 : Math.round(n);
};

/** Sample figures for a section: twelve weekly buckets up to `now`, five keys in the breakdown. */
export function sampleStats(section: DashboardSection, label: (n: number) => string, tz: string, now = Date.now()): StatsResponse {
  const grain: Grain = 'week';
  const start = now - 12 * WEEK_MS;
  const series = (section.series?.measures ?? []).length
    ? Array.from({ length: 12 }, (_, i): StatsBucket => ({
        at: new Date(start + i * WEEK_MS).toISOString(),
        ...Object.fromEntries(section.series!.measures.map((m, j) => [m.key, figure(m, i, j)])),
      }))
    : [];
  const breakdown = section.breakdown
    ? Array.from({ length: 5 }, (_, i) => {
        const row: StatsBreakdownRow = { key: i + 1, label: label(i + 1) };
        for (const [j, m] of section.breakdown!.measures.entries()) row[m.key] = figure(m, i + 3, j) * (5 - i);
        if (section.breakdown!.rate) row[section.breakdown!.rate.part] = Math.round(Number(row[section.breakdown!.rate.whole] ?? 0) * [0.005, 0.05, 0.1, 0.2, 0.3][i]);
        return row;
      })
    : undefined;
  const keys = [...(section.series?.measures ?? []), ...(section.breakdown?.measures ?? [])].map((m) => m.key);
  const totals = Object.fromEntries(keys.map((k) => [k, series.reduce((sum, b) => sum + Number(b[k] ?? 0), 0) || (breakdown ?? []).reduce((sum, r) => sum + Number(r[k] ?? 0), 0)]));
  return { grain, tz, dateFrom: new Date(start).toISOString(), dateTo: new Date(now).toISOString(), series, totals, breakdown };
}
