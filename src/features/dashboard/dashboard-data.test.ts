import { describe, expect, it } from 'vitest';
import { DASHBOARD_SECTIONS, DEFAULT_RANGE_DAYS, DONUT_SLICES, sectionById, type StatsResponse } from '../../../contract/dashboard/dashboard';
import { dashboardTexts } from '../../i18n/en-dashboard';
import {
  axisLabel,
  choicesFromParams,
  chartMinHeight,
  csvFileName,
  defaultRange,
  donutSlices,
  isEmptyPeriod,
  paramsWithChoices,
  sectionCall,
  sectionCsv,
  sectionMeasures,
  sectionQuery,
  visibleSections,
} from './dashboard-data';

const response = (over: Partial<StatsResponse> = {}): StatsResponse => ({
  grain: 'day',
  tz: 'UTC',
  dateFrom: '2026-01-01T00:00:00.000Z',
  dateTo: '2026-01-03T00:00:00.000Z',
  series: [],
  totals: {},
  ...over,
});

describe('the range and the call of a section', () => {
  it('opens on the last DEFAULT_RANGE_DAYS days, as datetime-local values', () => {
    const now = new Date(2026, 10, 24, 9, 5);
    const { dateFrom, dateTo } = defaultRange(now);
    expect(dateTo).toBe('2026-11-24T09:05');
    expect(Math.round((new Date(dateTo).getTime() - new Date(dateFrom).getTime()) / 86_400_000)).toBe(DEFAULT_RANGE_DAYS);
  });

  it('sends the business only to the sections it narrows', () => {
    const choice = { dateFrom: '2026-01-01T00:00', dateTo: '2026-02-01T00:00', grain: 'week' as const, tz: 'UTC', businessId: 7 };
    expect(sectionQuery(sectionById('orders'), choice).businessId).toBe(7);
    expect(sectionQuery(sectionById('customers'), choice).businessId).toBeUndefined();
    expect(sectionQuery(sectionById('orders'), { ...choice, businessId: null }).businessId).toBeUndefined();
  });

  it("splits a section's path into its service and the path under it", () => {
    expect(sectionCall(sectionById('orders'))).toEqual({ service: 'order', path: 's/statistics' });
    expect(sectionCall(sectionById('customers'))).toEqual({ service: 'customer', path: 'cu/c/s/statistics' });
  });

  it('keeps the sections a user holds, in display order', () => {
    const held = new Set(['call/statistics', 'customer/statistics']);
    expect(visibleSections((p) => held.has(p)).map((s) => s.id)).toEqual(['customers', 'calls', 'agentCalls']);
  });
});

describe('axis labels in the zone, per grain', () => {
  const at = '2026-03-01T23:30:00.000Z';
  it.each([
    ['hour', 'UTC', '11:30 PM'],
    ['minute', 'Asia/Kolkata', '05:00 AM'],
    ['day', 'Asia/Kolkata', 'Mar 2'],
    ['week', 'UTC', 'Mar 1'],
    ['month', 'UTC', 'Mar 2026'],
    ['year', 'UTC', '2026'],
  ] as const)('%s in %s', (grain, tz, label) => {
    expect(axisLabel(at, grain, tz)).toBe(label);
  });
});

describe('the donut', () => {
  const rows = Array.from({ length: 12 }, (_, i) => ({ key: i + 1, label: `Product number ${i + 1} with a long name`, revenue: 12 - i }));

  it('shows the DONUT_SLICES largest keys and sums the rest of the total as Other, labels cut', () => {
    const slices = donutSlices(rows, 'revenue', 100, 'Other');
    expect(slices).toHaveLength(DONUT_SLICES + 1);
    expect(slices[0]).toMatchObject({ key: '1', value: 12, short: 'Product number 1 wit…' });
    // 12+11+...+4 = 72 shown, the total says 100
    expect(slices[DONUT_SLICES]).toMatchObject({ label: 'Other', value: 28, other: true });
  });

  it('has no Other slice when the keys shown make the whole total', () => {
    const three = rows.slice(0, 3);
    expect(donutSlices(three, 'revenue', 33, 'Other').map((s) => s.value)).toEqual([12, 11, 10]);
  });
});

describe('the CSV', () => {
  it('holds the series (ISO instants) then the breakdown, each with a header row', () => {
    const data = response({
      series: [{ at: '2026-01-01T00:00:00.000Z', units: 2, revenue: 10.5 }, { at: '2026-01-02T00:00:00.000Z', units: 0, revenue: 0 }],
      breakdown: [{ key: 3, label: 'Tea, green "fine"', units: 2, revenue: 10.5 }],
    });
    expect(sectionCsv(sectionById('productSales'), data).split('\r\n')).toEqual([
      'at,units,revenue',
      '2026-01-01T00:00:00.000Z,2,10.5',
      '2026-01-02T00:00:00.000Z,0,0',
      '',
      'label,units,revenue',
      '"Tea, green ""fine""",2,10.5',
      '',
    ]);
    expect(csvFileName(sectionById('productSales'), 'week')).toBe('dashboard-productSales-week.csv');
  });

  it('never hands a spreadsheet a formula', () => {
    const data = response({ series: [], breakdown: [{ key: 3, label: '=HYPERLINK("x")', units: 1, revenue: -3 }] });
    expect(sectionCsv(sectionById('productSales'), data).split('\r\n')).toContain(`"'=HYPERLINK(""x"")",1,-3`);
  });

});

describe('chart heights', () => {
  it('gives bars room per key, more with a rate bar, and a series or donut a fixed least height', () => {
    expect(chartMinHeight(sectionById('orders'), 'series', 0)).toBe(260);
    expect(chartMinHeight(sectionById('traffic'), 'breakdown', 20)).toBe(260);
    expect(chartMinHeight(sectionById('agentCalls'), 'breakdown', 10)).toBe(360);
    expect(chartMinHeight(sectionById('staffSales'), 'breakdown', 10)).toBe(540);
    expect(chartMinHeight(sectionById('agentCalls'), 'breakdown', 1)).toBe(120);
  });
});

describe('an empty period', () => {
  it('is all zeros, not an error', () => {
    expect(isEmptyPeriod(sectionById('orders'), response({ totals: { count: 0, total: 0 } }))).toBe(true);
    expect(isEmptyPeriod(sectionById('orders'), response({ totals: { count: 1, total: 0 } }))).toBe(false);
    expect(isEmptyPeriod(sectionById('staffSales'), response({ breakdown: [{ key: 1, label: 'a', orders: 2 }] }))).toBe(false);
  });
});

describe('the catalogue of the sections', () => {
  it('names every section, grain and measure', () => {
    for (const s of DASHBOARD_SECTIONS) {
      expect(dashboardTexts.section[s.id], s.id).toBeTruthy();
      for (const g of s.grains) expect(dashboardTexts.grain[g], g).toBeTruthy();
      for (const m of sectionMeasures(s)) expect(dashboardTexts.measure[m.key as keyof typeof dashboardTexts.measure], m.key).toBeTruthy();
    }
  });
});

describe('the choices in the URL', () => {
  const fallback = { dateFrom: '2026-01-01T00:00', dateTo: '2026-02-01T00:00' };

  it('round-trips a range, a business and a grain, leaving defaults and other params out', () => {
    const params = paramsWithChoices(new URLSearchParams('tab=1'), {
      range: { dateFrom: '2025-03-01T08:00', dateTo: '2025-03-31T18:30' },
      business: { id: 12, name: 'Acme Corp' },
      grains: { calls: 'day', orders: sectionById('orders').defaultGrain },
    });
    expect(params.get('tab')).toBe('1');
    expect(params.has('grain.orders')).toBe(false);
    expect(choicesFromParams(params, fallback)).toEqual({
      range: { dateFrom: '2025-03-01T08:00', dateTo: '2025-03-31T18:30' },
      business: { id: 12, name: 'Acme Corp' },
      grains: { calls: 'day' },
    });
    const cleared = paramsWithChoices(params, { business: null, grains: { calls: sectionById('calls').defaultGrain } });
    expect([cleared.has('businessId'), cleared.has('business'), cleared.has('grain.calls'), cleared.get('from')]).toEqual([false, false, false, '2025-03-01T08:00']);
  });

  it('falls back on a malformed or reversed range, an unknown business id and a grain the section lacks', () => {
    for (const q of ['from=2025-03-01&to=2025-04-01T00:00', 'from=2025-04-01T00:00&to=2025-03-01T00:00', '']) {
      expect(choicesFromParams(new URLSearchParams(q), fallback).range).toEqual(fallback);
    }
    const odd = choicesFromParams(new URLSearchParams('businessId=0&grain.traffic=year&grain.calls=year&grain.sms=fortnight'), fallback);
    expect(odd.business).toBeNull();
    expect(odd.grains).toEqual({ calls: 'year' }); // traffic has no year grain
    expect(choicesFromParams(new URLSearchParams('businessId=7'), fallback).business).toEqual({ id: 7, name: '#7' });
  });
});
