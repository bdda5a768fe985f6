import { describe, expect, it } from 'vitest';
import { callCampaignCounters, callStatistics, isCallDay, ticketRange, toggledBlock } from './call';

describe('call statistics', () => {
  it('counts every status, zero when absent, with the total', () => {
    const s = callStatistics({ answered: 3, busy: 1, 'no-answer': 2 });
    expect(s).toMatchObject({ answered: 3, busy: 1, 'no-answer': 2, queued: 0, failed: 0, total: 6 });
  });
  it('ignores statuses that are not call statuses', () => {
    expect(callStatistics({ bogus: 5, failed: 1 }).total).toBe(1);
  });
});

describe('call campaign counters', () => {
  it('puts queued and ringing calls under pending and blocked ones under skipped', () => {
    expect(callCampaignCounters({ queued: 2, ringing: 1, answered: 4, skipped: 1, failed: 1 })).toEqual({
      callCount: 9, answeredCount: 4, noAnswerCount: 0, busyCount: 0, failedCount: 1, pendingCount: 3, skippedCount: 1,
    });
  });
});

describe('block toggle', () => {
  it('flips the state', () => {
    expect(toggledBlock(true)).toBe(false);
    expect(toggledBlock(false)).toBe(true);
  });
});

describe('ticket range', () => {
  const today = new Date('2026-03-31T12:00:00Z');
  it('defaults to the last 30 days up to today', () => {
    expect(ticketRange(undefined, undefined, today)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-31' });
  });
  it('takes given dates', () => {
    expect(ticketRange('2026-01-01', '2026-01-31', today)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
  });
  it('refuses bad or reversed dates', () => {
    expect(ticketRange('2026-02-30', '2026-03-01', today)).toBeUndefined();
    expect(ticketRange('yesterday', undefined, today)).toBeUndefined();
    expect(ticketRange('2026-03-02', '2026-03-01', today)).toBeUndefined();
  });
});

describe('isCallDay', () => {
  it('takes days that exist in the years the database reads, nothing looser', () => {
    expect(isCallDay('2026-11-23')).toBe(true);
    for (const bad of ['0000-01-01', '2026-02-30', '1,abc', '1.5', '2026-1-5', ['a', 'b'], undefined]) expect(isCallDay(bad)).toBe(false);
  });
});
