import { describe, expect, it } from 'vitest';
import { bucketTick, bucketTitle, formatCount } from './order-stats-format';

describe('bucket labels', () => {
  it('writes a bucket as precisely as its grain, in the query zone', () => {
    // midnight in Los Angeles is 08:00 UTC
    const at = '2026-03-02T08:00:00.000Z';
    expect(bucketTick(at, 'day', 'America/Los_Angeles')).toBe('Mar 2');
    expect(bucketTick(at, 'day', 'Asia/Tokyo')).toBe('Mar 2');
    expect(bucketTick('2026-03-01T23:00:00.000Z', 'day', 'UTC')).toBe('Mar 1');
    expect(bucketTick(at, 'month', 'America/Los_Angeles')).toBe('Mar 2026');
    expect(bucketTick(at, 'year', 'America/Los_Angeles')).toBe('2026');
    expect(bucketTick('2026-03-02T08:30:00.000Z', 'minute', 'UTC')).toBe('08:30');
    expect(bucketTitle(at, 'week', 'America/Los_Angeles')).toBe('Mar 2, 2026');
  });

  it('groups the thousands of a count', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
