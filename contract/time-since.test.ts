import { describe, expect, it } from 'vitest';
import { timeSince } from './time-since';

const now = Date.parse('2026-11-21T12:00:00Z');
const ago = (s: number) => now - s * 1000;

describe('timeSince', () => {
  it('reads Just now for the first seconds and for future dates', () => {
    expect(timeSince(ago(0), now)).toBe('Just now');
    expect(timeSince(ago(4), now)).toBe('Just now');
    expect(timeSince(ago(-60), now)).toBe('Just now');
  });
  it('counts seconds, minutes, hours, days and weeks', () => {
    expect(timeSince(ago(30), now)).toBe('30 seconds ago');
    expect(timeSince(ago(60), now)).toBe('1 minute ago');
    expect(timeSince(ago(2 * 3600 + 5), now)).toBe('2 hours ago');
    expect(timeSince(ago(86400), now)).toBe('1 day ago');
    expect(timeSince(ago(13 * 86400), now)).toBe('1 week ago');
  });
  it('counts months of 30 days and years of 365 days', () => {
    expect(timeSince(ago(29 * 86400), now)).toBe('4 weeks ago');
    expect(timeSince(ago(30 * 86400), now)).toBe('1 month ago');
    expect(timeSince(ago(364 * 86400), now)).toBe('12 months ago');
    expect(timeSince(ago(365 * 86400), now)).toBe('1 year ago');
  });
});
