import { describe, expect, it } from 'vitest';
import { businessSearchTerm, cancelRateColour, formatMoney, parseStatsQuery, sectionById, truncateLabel, DASHBOARD_SECTIONS } from './dashboard';

describe('dashboard rules', () => {
  it('offers years only to calls, orders and store SMS, with the spec defaults', () => {
    const withYear = DASHBOARD_SECTIONS.filter((s) => s.grains.includes('year')).map((s) => s.id);
    expect(withYear).toEqual(['calls', 'agentCalls', 'orders', 'productSales', 'staffSales', 'storeSms']);
    expect(['calls', 'orders', 'customers'].map((id) => sectionById(id as 'calls').defaultGrain)).toEqual(['week', 'week', 'week']);
    expect(['traffic', 'sms', 'cart'].map((id) => sectionById(id as 'sms').defaultGrain)).toEqual(['month', 'month', 'month']);
  });

  it('colours the cancel rate green under 1 %, amber to 15 %, red above', () => {
    expect(cancelRateColour(0, 0)).toBe('green');
    expect(cancelRateColour(9, 1000)).toBe('green');
    expect(cancelRateColour(1, 100)).toBe('amber');
    expect(cancelRateColour(15, 100)).toBe('amber');
    expect(cancelRateColour(16, 100)).toBe('red');
  });

  it('cuts donut labels at 20 characters and shows money in USD with two decimals', () => {
    expect(truncateLabel('Exactly twenty chars')).toBe('Exactly twenty chars');
    expect(truncateLabel('A product name far too long')).toBe('A product name far t…');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });

  it('strips non-word characters from the business search', () => {
    expect(businessSearchTerm("Joe's Pizza & Co.")).toBe('JoesPizzaCo');
  });

  it('reads a query with defaults and refuses what it cannot serve', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const { query } = parseStatsQuery(sectionById('traffic'), {}, now);
    expect(query).toEqual({ dateFrom: '2025-01-01T00:00:00.000Z', dateTo: '2026-01-01T00:00:00.000Z', grain: 'month', tz: 'UTC', businessId: undefined });
    expect(parseStatsQuery(sectionById('traffic'), { grain: 'year' }, now).errors).toEqual([{ path: 'grain', msg: 'Use one of: minute, hour, day, week, month.' }]);
    expect(parseStatsQuery(sectionById('orders'), { grain: 'minute', dateFrom: '2025-12-01' }, now).errors.map((e) => e.path)).toEqual(['grain']);
    expect(parseStatsQuery(sectionById('orders'), { businessId: 'x', tz: 'Nowhere/City' }, now).errors.map((e) => e.path)).toEqual(['tz', 'businessId']);
  });
});
